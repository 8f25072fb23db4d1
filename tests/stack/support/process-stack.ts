import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect as netConnect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { deleteRedisKeys, freePort, testEnv, uniqueName } from '@encontro/testing';
import { appArgs } from '../../../scripts/stack/app-command.mjs';
import { prepareDatabase } from '../../../scripts/stack/database.mjs';
import { localJwtKeys, localServiceSecrets } from '../../../scripts/stack/keys.mjs';
import { startS3 } from '../../../scripts/stack/local-services.mjs';
import { services as stackServices } from '../../../scripts/stack/profiles.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export type StackService =
  'identity-svc' | 'indication-svc' | 'forum-svc' | 'support-svc' | 'admin-svc' | 'notification-svc';
export type StackApp = 'gateway' | StackService;
type Env = Record<string, string>;

export type ProcessStackOptions = {
  /** The apps to run; the services start first (together), the gateway last. */
  apps: readonly StackApp[];
  /** Variables for every app, over the stack's own (e.g. `OTEL_*`). */
  env?: Env;
  /** Variables for one app, over everything else. */
  appEnv?: Partial<Record<StackApp, Env>>;
  /** Runs identity-svc's `main.js seed` first: the admin (admin@example.com / Admin123) and the demo people (Senha123). */
  seed?: boolean;
  /** Starts s3rver for the gateway's photos (nominations need it). */
  objectStorage?: boolean;
  /** Names the stack's database, stream, subjects and Redis keys (`t_<prefix>_<random>`). */
  prefix?: string;
  /** Echoes every app's output to stderr as it comes (or set STACK_LOGS=1). */
  echo?: boolean;
};

export type StackAppInfo = {
  /** Its HTTP port: the API for the gateway, /health and /metrics for a service. Kept across restarts. */
  port: number;
  /** The gateway's metrics port. */
  metricsPort?: number;
  /** Where its /metrics is (the gateway's metrics port; a service's HTTP port). */
  metricsUrl: string;
  /** The process id while it runs. */
  pid: number | undefined;
};

export type ProcessStack = {
  /** The gateway's public URL (when it runs). */
  base: string;
  /** An app's ports (whether it runs or not) and its process id. */
  app: (app: StackApp) => StackAppInfo;
  /** The apps running now. */
  running: () => StackApp[];
  /** The private NATS server: stop it and start it again on the same port, with its JetStream store. */
  nats: { url: string; stop: () => Promise<void>; start: () => Promise<void> };
  /** The stack's resources. */
  names: { database: string; stream: string; subjectPrefix: string; redisKeyPrefix: string };
  /** The environment an app runs with (the stack's, the options', then its own). */
  envOf: (app: StackApp) => Env;
  /** Everything an app printed (all its runs), for assertions on logs and for failures. */
  output: (app: StackApp) => string;
  /** (Re)starts an app and waits until it answers /health/ready. */
  start: (app: StackApp) => Promise<void>;
  /** Sends the signal (SIGTERM: a graceful shutdown) and waits for the exit; SIGKILL after `graceMs`. */
  stop: (app: StackApp, signal?: NodeJS.Signals, graceMs?: number) => Promise<void>;
  restart: (app: StackApp) => Promise<void>;
  /** Stops everything and removes the database, the Redis keys and the temporary files. */
  stopAll: () => Promise<void>;
};

const SCHEMAS = new Map<string, string>(stackServices.map((service) => [service.name, service.schema]));

/** The built apps the stack needs, or the command that builds them. */
export function assertBuilt(apps: readonly StackApp[]): void {
  const missing = [
    ...apps.map((app) => `apps/${app}/dist/main.js`),
    'libs/server/tracing/dist/register.js',
  ].filter((path) => !existsSync(join(root, path)));
  if (missing.length > 0)
    throw new Error(
      `The stack tests run the built apps, and ${missing.join(', ')} is missing: run \`npx nx run-many -t build\` first.`,
    );
}

/** Thrown by a check to stop waiting at once. */
class GaveUp extends Error {}

const waitUntil = async (what: string, check: () => Promise<boolean>, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const done = await check().catch((error: unknown) => {
      if (error instanceof GaveUp) throw error;
      return false;
    });
    if (done) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
};

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = netConnect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const metricsUrlOf = (app: StackApp, own: { port: number; metricsPort?: number }) =>
  `http://127.0.0.1:${app === 'gateway' ? own.metricsPort : own.port}/metrics`;

const exitOf = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/**
 * The built apps as processes, started as `npm start` and the image start them (`node --import
 * @encontro/server-tracing/register apps/<app>/dist/main.js`), on a private NATS server, a fresh
 * database, a stream, subjects and Redis keys of their own, the dev clock on (POST /api/dev/clock).
 */
export async function startProcessStack(options: ProcessStackOptions): Promise<ProcessStack> {
  assertBuilt(options.apps);
  const name = uniqueName(options.prefix ?? 'stack');
  const names = {
    database: name,
    stream: name.toUpperCase(),
    subjectPrefix: name,
    redisKeyPrefix: `${name}:`,
  };
  const echo = options.echo ?? process.env.STACK_LOGS === '1';
  const work = mkdtempSync(join(tmpdir(), 'encontro-stack-'));
  const undo: (() => Promise<unknown> | unknown)[] = [() => rmSync(work, { recursive: true, force: true })];
  const running = new Map<StackApp, { child: ChildProcess }>();
  const outputs = new Map<StackApp, string[]>();
  const ports = new Map<StackApp, { port: number; metricsPort?: number }>();

  const stop = async (app: StackApp, signal: NodeJS.Signals = 'SIGTERM', graceMs = 15_000) => {
    const entry = running.get(app);
    if (!entry) return;
    running.delete(app);
    const exited = exitOf(entry.child);
    entry.child.kill(signal);
    const timer = setTimeout(() => entry.child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  };
  const stopApps = async () => {
    const order = [...running.keys()].sort((a, b) => (a === 'gateway' ? -1 : b === 'gateway' ? 1 : 0));
    for (const app of order) await stop(app);
  };
  const stopAll = async () => {
    await stopApps();
    for (const step of undo.splice(0).reverse()) await Promise.resolve(step()).catch(() => undefined);
  };

  try {
    // NATS: private (no `npm start` stack answers this stack's requests), restartable on its port.
    const natsPort = await freePort();
    const natsStore = join(work, 'nats');
    let natsProcess: ChildProcess | undefined;
    const nats = {
      url: `nats://127.0.0.1:${natsPort}`,
      start: async () => {
        if (natsProcess) return;
        natsProcess = spawn(
          'nats-server',
          ['-a', '127.0.0.1', '-p', String(natsPort), '-js', '-sd', natsStore],
          { stdio: 'ignore' },
        );
        await waitUntil(`nats-server on :${natsPort}`, () => portOpen(natsPort), 10_000);
      },
      stop: async () => {
        const child = natsProcess;
        natsProcess = undefined;
        if (!child) return;
        const exited = exitOf(child);
        child.kill('SIGTERM');
        await exited;
      },
    };
    await nats.start();
    undo.push(() => nats.stop());

    const adminUrl = testEnv.postgresAdminUrl;
    const databaseUrl = `${adminUrl.replace(/\/[^/]*$/, '')}/${names.database}`;
    await prepareDatabase(adminUrl, names.database, { fresh: true });
    undo.push(async () => {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        await admin.query(`drop database if exists "${names.database}" with (force)`);
      } finally {
        await admin.end();
      }
    });
    undo.push(() => deleteRedisKeys(names.redisKeyPrefix));

    let s3Endpoint: string | undefined;
    if (options.objectStorage) {
      const s3Port = await freePort();
      undo.push(await startS3(s3Port, join(work, 's3'), 'encontro-photos'));
      s3Endpoint = `http://127.0.0.1:${s3Port}`;
    }

    for (const app of options.apps)
      ports.set(app, {
        port: await freePort(),
        ...(app === 'gateway' ? { metricsPort: await freePort() } : {}),
      });
    const base = `http://127.0.0.1:${ports.get('gateway')?.port ?? 0}`;

    const keys = localJwtKeys(join(work, 'keys'));
    const secrets = localServiceSecrets(join(work, 'keys')) as Record<string, Env>;
    // Only what the apps are meant to read: no NODE_OPTIONS, OTEL_* or jest variables of this process.
    const common: Env = {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      NATS_URL: nats.url,
      REDIS_URL: testEnv.redisUrl,
      REDIS_KEY_PREFIX: names.redisKeyPrefix,
      EVENTS_STREAM: names.stream,
      EVENTS_SUBJECT_PREFIX: names.subjectPrefix,
      DEV_CLOCK_ENABLED: 'true',
      PUBLIC_URL: base,
    };
    const envOf = (app: StackApp): Env => {
      const own = ports.get(app);
      const appEnv: Env =
        app === 'gateway'
          ? {
              JWT_PUBLIC_KEY: keys.publicKey,
              TRUST_PROXY: 'loopback',
              ...(s3Endpoint ? { S3_ENDPOINT: s3Endpoint, S3_BUCKET: 'encontro-photos' } : {}),
              ...(own?.metricsPort ? { METRICS_PORT: String(own.metricsPort) } : {}),
            }
          : {
              DATABASE_URL: databaseUrl,
              DATABASE_SCHEMA: SCHEMAS.get(app) ?? app,
              JWT_PRIVATE_KEY: keys.privateKey,
              // No mail server: the mail relays retry, nothing else needs one.
              SMTP_URL: 'smtp://127.0.0.1:9',
            };
      return {
        ...common,
        ...appEnv,
        ...secrets[app],
        ...(own ? { HTTP_PORT: String(own.port) } : {}),
        ...options.env,
        ...options.appEnv?.[app],
      };
    };

    const spawnApp = (app: StackApp, args: string[] = []) => {
      const lines = outputs.get(app) ?? [];
      outputs.set(app, lines);
      const child = spawn(process.execPath, appArgs(root, app, ...args), {
        cwd: root,
        env: envOf(app),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const collect = (chunk: Buffer) => {
        const text = chunk.toString();
        lines.push(text);
        if (echo) process.stderr.write(text.replace(/^/gm, `${app} │ `));
      };
      child.stdout?.on('data', collect);
      child.stderr?.on('data', collect);
      return child;
    };
    const output = (app: StackApp) => (outputs.get(app) ?? []).join('');

    const start = async (app: StackApp) => {
      await stop(app);
      const own = ports.get(app);
      if (!own) throw new Error(`${app} is not one of this stack's apps`);
      const child = spawnApp(app);
      running.set(app, { child });
      try {
        await waitUntil(
          `${app} to answer /health/ready`,
          async () => {
            if (child.exitCode !== null || child.signalCode !== null)
              throw new GaveUp(`${app} exited (${child.signalCode ?? child.exitCode})`);
            return (await fetch(`http://127.0.0.1:${own.port}/health/ready`)).ok;
          },
          120_000,
        );
      } catch (error) {
        throw new Error(`${(error as Error).message}\n--- ${app} output ---\n${output(app).slice(-6000)}`);
      }
    };

    const runToEnd = async (app: StackApp, args: string[]) => {
      const child = spawnApp(app, args);
      await exitOf(child);
      if (child.exitCode !== 0)
        throw new Error(
          `${app} ${args.join(' ')} exited with ${child.exitCode}:\n${output(app).slice(-6000)}`,
        );
    };

    if (options.seed) await runToEnd('identity-svc', ['seed']);
    const services = options.apps.filter((app) => app !== 'gateway');
    await Promise.all(services.map((app) => start(app)));
    if (options.apps.includes('gateway')) await start('gateway');

    return {
      base,
      app: (app: StackApp) => {
        const own = ports.get(app);
        if (!own) throw new Error(`${app} is not one of this stack's apps`);
        return { ...own, metricsUrl: metricsUrlOf(app, own), pid: running.get(app)?.child.pid };
      },
      running: () => [...running.keys()],
      nats,
      names,
      envOf,
      output,
      start,
      stop,
      restart: start,
      stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
