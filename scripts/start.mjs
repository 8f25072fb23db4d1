#!/usr/bin/env node
// `npm start`: builds everything, prepares Postgres/NATS/Redis, starts s3rver and maildev, migrates,
// seeds the demo, runs every app as its own process and serves http://localhost:8080. Ctrl-C stops all.
// Flags: --profile=e2e (isolated stack for browser tests), --no-build (reuse the last build),
// --replicas N (N processes of each service and N gateways behind a round-robin on the public port),
// --database <name> (another database, e.g. `npm run seed:scale`'s encontro_scale: no demo seed on it).
import { execSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appArgs } from './stack/app-command.mjs';
import { prepareDatabase } from './stack/database.mjs';
import { ensureInfrastructure, waitForPort } from './stack/infra.mjs';
import { localCallerContextSecret, localJwtKeys, localServiceSecrets } from './stack/keys.mjs';
import { startMaildev, startS3 } from './stack/local-services.mjs';
import { labelWidth, runToEnd, startProcess, stopAll } from './stack/processes.mjs';
import { databaseFlag, resolveProfile, services } from './stack/profiles.mjs';
import { processRegistry } from './stack/process-registry.mjs';
import { parseReplicas, replicaName, replicaPorts, startRoundRobinProxy } from './stack/replicas.mjs';
import { isScaleDatabase } from './seed-scale/scale-marker.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const profileName = [...args].find((a) => a.startsWith('--profile='))?.split('=')[1] ?? 'dev';
let profile;
let replicas;
try {
  profile = resolveProfile(profileName, { ...process.env, ...databaseFlag(process.argv.slice(2)) });
  if (!profile) throw new Error(`unknown profile ${profileName}`);
  replicas = parseReplicas(process.argv.slice(2));
} catch (error) {
  console.error(error.message);
  process.exit(2);
}
if (replicas > 1) labelWidth(16); // room for `indication-svc#2`
const log = (message) => console.log(`\x1b[1m${'stack'.padEnd(labelWidth() + 1)}\x1b[0m│ ${message}`);
const node = process.execPath;
const startedAt = Date.now();

let stopping = false;
const cleanups = [];
async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  log('stopping…');
  await stopAll();
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

// Which process runs each app (.stack/<profile>/processes.json): the rollout bench stops one replica.
const registry = processRegistry(join(root, '.stack', profileName, 'processes.json'), {
  publicPort: profile.gatewayPort,
});

/**
 * Runs an app and starts it again 2 s after it dies (kill one to watch the gateway answer 503, then
 * recover; or send it SIGTERM, as a rollout does, to watch it drain).
 */
function supervise(spec) {
  const child = startProcess({
    ...spec,
    onExit: (code, signal) => {
      registry.exited(spec.name, child.pid);
      if (stopping) return;
      log(`${spec.name} stopped (${signal ?? code}); restarting in 2 s`);
      setTimeout(() => !stopping && supervise(spec), 2000);
    },
  });
  registry.started(spec.name, child.pid, spec.env.HTTP_PORT);
}

async function main() {
  const stateDir = join(root, '.stack', profileName);
  cleanups.push(() => registry.remove());
  let natsUrl = `nats://127.0.0.1:${profile.natsPort}`;
  let redisUrl = `redis://127.0.0.1:${profile.redisPort}`;

  if (profile.infrastructureFromCaller) {
    // scripts/chaos runs Postgres (POSTGRES_ADMIN_URL), NATS, Redis and S3 on the profile's ports: it restarts them.
  } else if (profile.privateNatsAndRedis) {
    await ensureInfrastructure(log); // the binaries and Postgres come from the same packages
    const natsDir = mkdtempSync(join(tmpdir(), 'encontro-nats-'));
    startProcess({
      name: 'nats',
      index: services.length + 1,
      command: 'nats-server',
      args: ['-a', '127.0.0.1', '-p', String(profile.natsPort), '-js', '-sd', natsDir],
      onExit: () => void shutdown(1),
    });
    startProcess({
      name: 'redis',
      index: services.length + 2,
      command: 'redis-server',
      args: ['--bind', '127.0.0.1', '--port', String(profile.redisPort), '--save', '', '--appendonly', 'no'],
      onExit: () => void shutdown(1),
    });
    if (!(await waitForPort(profile.natsPort)) || !(await waitForPort(profile.redisPort)))
      throw new Error('private NATS/Redis did not start');
  } else {
    await ensureInfrastructure(log);
  }

  if (!args.has('--no-build')) {
    log('building libraries and apps (nx run-many -t build)…');
    execSync(`${join(root, 'node_modules/.bin/nx')} run-many -t build --output-style=stream`, {
      cwd: root,
      stdio: 'inherit',
    });
  }

  const adminUrl = process.env.POSTGRES_ADMIN_URL ?? 'postgresql://postgres:postgres@127.0.0.1:5432/postgres';
  const databaseUrl = `${adminUrl.replace(/\/[^/]*$/, '')}/${profile.database}`;
  await prepareDatabase(adminUrl, profile.database, { fresh: profile.freshDatabase });
  // `npm run seed:scale` made it: no demo people or venues among its cities' weeks.
  const scaleDatabase = (await isScaleDatabase(adminUrl, profile.database)) === true;
  if (scaleDatabase) log(`database ${profile.database} comes from seed:scale: no demo seed`);

  const bucket = 'encontro-photos';
  // Imported only now: it draws with the built storage library and the built seed's venue list.
  const { storeDemoPhotos } = await import('./stack/demo-photos.mjs');
  if (!profile.infrastructureFromCaller)
    cleanups.push(await startS3(profile.s3Port, join(stateDir, 's3'), bucket));
  await storeDemoPhotos(root, {
    endpoint: `http://127.0.0.1:${profile.s3Port}`,
    region: 'us-east-1',
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });
  cleanups.push(await startMaildev(profile.smtpPort, profile.mailWebPort));
  log(
    `s3rver on :${profile.s3Port}, maildev SMTP :${profile.smtpPort} and UI/API http://localhost:${profile.mailWebPort}`,
  );

  const keys = localJwtKeys(join(root, '.stack', 'keys'));
  const secrets = localServiceSecrets(join(root, '.stack', 'keys'));
  const callerContextSecret = localCallerContextSecret(join(root, '.stack', 'keys'));
  const common = {
    NODE_ENV: 'development',
    LOG_LEVEL: process.env.LOG_LEVEL ?? profile.logLevel,
    NATS_URL: natsUrl,
    REDIS_URL: redisUrl,
    DEV_CLOCK_ENABLED: 'true',
    DATABASE_URL: databaseUrl,
    SMTP_URL: `smtp://127.0.0.1:${profile.smtpPort}`,
    PUBLIC_URL: `http://localhost:${profile.gatewayPort}`,
    JWT_PRIVATE_KEY: keys.privateKey,
    MIGRATE_ON_START: 'false',
    CALLER_CONTEXT_SECRET: callerContextSecret,
    ...(profile.eventsAckWaitS ? { EVENTS_ACK_WAIT_S: String(profile.eventsAckWaitS) } : {}),
  };

  const ports = Array.from({ length: replicas }, (_, r) =>
    replicaPorts(profile, services.length, replicas, r + 1),
  );
  for (const [index, service] of services.entries()) {
    const env = { ...common, DATABASE_SCHEMA: service.schema, ...secrets[service.name] };
    // Migrated and seeded once, before any replica serves (each replica would also be safe: see docs).
    const once = {
      name: service.name,
      index,
      command: node,
      cwd: root,
      env: { ...env, HTTP_PORT: String(ports[0].service(index)) },
    };
    await runToEnd({ ...once, args: appArgs(root, service.name, 'migrate') });
    if (service.seed && !scaleDatabase)
      await runToEnd({ ...once, args: appArgs(root, service.name, 'seed') });
    for (const [r, port] of ports.entries()) {
      supervise({
        name: replicaName(service.name, replicas, r + 1),
        index,
        command: node,
        args: appArgs(root, service.name),
        cwd: root,
        env: { ...env, HTTP_PORT: String(port.service(index)) },
      });
    }
  }
  for (const [index, service] of services.entries()) {
    for (const [r, port] of ports.entries()) {
      if (!(await waitForPort(port.service(index), 120_000)))
        throw new Error(`${replicaName(service.name, replicas, r + 1)} did not start`);
    }
  }

  const gatewayEnv = {
    NODE_ENV: 'development',
    LOG_LEVEL: common.LOG_LEVEL,
    NATS_URL: natsUrl,
    REDIS_URL: redisUrl,
    DEV_CLOCK_ENABLED: 'true',
    JWT_PUBLIC_KEY: keys.publicKey,
    CALLER_CONTEXT_SECRET: callerContextSecret,
    WEB_DIST_DIR: join(root, 'apps', 'web', 'dist'),
    S3_ENDPOINT: `http://127.0.0.1:${profile.s3Port}`,
    S3_BUCKET: bucket,
    ...secrets.gateway,
    // Clients on this machine may name their address: the round-robin of --replicas says who its
    // client is, and with one replica the e2e suites play clients of several networks this way.
    TRUST_PROXY: 'loopback',
    ...(profile.relaxedRateLimits
      ? {
          RATE_LIMIT_AUTH_PER_15MIN: '10000',
          RATE_LIMIT_REGISTER_PER_HOUR: '10000',
          RATE_LIMIT_EMAIL_PER_HOUR: '10000',
          ...Object.fromEntries(
            [
              'FORUM_POST',
              'FORUM_COMMENT',
              'REPORT',
              'TICKET',
              'MEMORY',
              'PROFILE_PHOTO',
              'INDICATION',
              'PUSH_SUBSCRIPTION',
            ].flatMap((name) => [
              [`RATE_LIMIT_${name}_PER_USER`, '10000'],
              [`RATE_LIMIT_${name}_PER_ADDRESS`, '10000'],
            ]),
          ),
        }
      : {}),
  };
  for (const [r, port] of ports.entries()) {
    supervise({
      name: replicaName('gateway', replicas, r + 1),
      index: services.length,
      command: node,
      args: appArgs(root, 'gateway'),
      cwd: root,
      env: { ...gatewayEnv, HTTP_PORT: String(port.gateway), METRICS_PORT: String(port.metrics) },
    });
  }
  for (const [r, port] of ports.entries()) {
    if (!(await waitForPort(port.gateway, 120_000)))
      throw new Error(`${replicaName('gateway', replicas, r + 1)} did not start`);
  }
  if (replicas > 1) {
    const proxy = await startRoundRobinProxy({
      port: profile.gatewayPort,
      targets: ports.map((port) => port.gateway),
    });
    cleanups.push(() => new Promise((resolve) => proxy.close(() => resolve())));
    log(
      `round-robin on :${profile.gatewayPort} → ${ports.map((port, r) => `gateway#${r + 1} :${port.gateway}`).join(', ')}; ${replicas} processes of each service`,
    );
  }
  log(
    `ready in ${((Date.now() - startedAt) / 1000).toFixed(0)} s: http://localhost:${profile.gatewayPort}  (API docs /api/docs, e-mails http://localhost:${profile.mailWebPort})`,
  );
}

main().catch(async (error) => {
  console.error(`\n${error.message}\n`);
  await shutdown(1);
});
