#!/usr/bin/env node
// `npm test` step "bundles" (after "build"): the Docker images' build stage, without Docker. For every
// app it runs scripts/tools/bundle-app.mjs — the very command docker/Dockerfile runs — into a
// directory outside the repository (so nothing resolves from the workspace's node_modules), then:
//   - each service with a database runs `node dist/main.js migrate` (the Helm hook's command) with
//     NODE_ENV=production into a throwaway database: every static import resolves and the app starts;
//   - the gateway starts for real and answers /health, /health/ready and the web app at /.
// Needs the build (`nx run-many -t build`), Postgres, NATS and Redis on 127.0.0.1.
import { spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import webpush from 'web-push';
import { TRACING_PRELOAD } from '../stack/app-command.mjs';
import { services as stackServices } from '../stack/profiles.mjs';
import { bundleApp } from './bundle-app.mjs';

const services = stackServices.map((service) => service.name);
const adminUrl = process.env.POSTGRES_ADMIN_URL ?? 'postgresql://postgres:postgres@127.0.0.1:5432/postgres';
const database = `encontro_bundles_${process.pid}`;
const databaseUrl = `${adminUrl.replace(/\/[^/]*$/, '')}/${database}`;
const work = mkdtempSync(join(tmpdir(), 'encontro-bundles-'));
const keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
// Production refuses to start without them (notification-svc, and indication-svc which signs links).
const vapid = webpush.generateVAPIDKeys();
const serviceSecrets = {
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  EMAIL_UNSUBSCRIBE_SECRET: randomBytes(32).toString('base64url'),
  // indication-svc's check-in codes and reminder answers (issue 30).
  MEETUP_SECRET: randomBytes(32).toString('base64url'),
};
const baseEnv = {
  PATH: process.env.PATH,
  NODE_ENV: 'production',
  // Required in production, the same in every app (admin and personal-data requests).
  CALLER_CONTEXT_SECRET: randomBytes(32).toString('base64url'),
  LOG_LEVEL: 'warn',
  NATS_URL: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  // Own namespaces, so a running dev stack sees nothing of this check.
  REDIS_KEY_PREFIX: 'bundle-check:',
  EVENTS_STREAM: 'BUNDLE_CHECK',
  EVENTS_SUBJECT_PREFIX: 'bundlecheck',
};

function run(command, args, { cwd, env, timeoutMs = 60_000 }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, output });
    });
  });
}

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function checkService(app, dir) {
  const env = {
    ...baseEnv,
    DATABASE_URL: databaseUrl,
    JWT_PRIVATE_KEY: keys.privateKey.export({ type: 'pkcs8', format: 'pem' }),
    ...serviceSecrets,
  };
  const result = await run(process.execPath, [...TRACING_PRELOAD, 'dist/main.js', 'migrate'], {
    cwd: dir,
    env: { ...env, LOG_LEVEL: 'info' },
  });
  if (result.code !== 0 || !/migrations applied/.test(result.output))
    throw new Error(
      `${app}: \`node dist/main.js migrate\` failed (${result.signal ?? result.code}):\n${result.output}`,
    );
  return 'migrate ran with NODE_ENV=production';
}

async function checkGateway(dir) {
  const port = await freePort();
  const env = {
    ...baseEnv,
    HTTP_PORT: String(port),
    METRICS_PORT: String(await freePort()),
    JWT_PUBLIC_KEY: keys.publicKey.export({ type: 'spki', format: 'pem' }),
    NETWORK_HASH_SECRET: randomBytes(32).toString('base64url'),
    WEB_DIST_DIR: join(dir, 'web'),
    S3_ENDPOINT: 'http://127.0.0.1:9',
    // Tracing on (towards nothing): the bundle carries the OpenTelemetry SDK that the preload loads.
    OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9',
    OTEL_LOG_LEVEL: 'none',
  };
  const child = spawn(process.execPath, [...TRACING_PRELOAD, 'dist/main.js'], {
    cwd: dir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  try {
    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 30_000;
    let health;
    while (Date.now() < deadline && child.exitCode === null) {
      health = await fetch(`${base}/health`).catch(() => undefined);
      if (health?.ok) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    if (!health?.ok) throw new Error(`gateway did not answer /health:\n${output}`);
    const ready = await fetch(`${base}/health/ready`);
    if (!ready.ok) throw new Error(`gateway /health/ready: ${ready.status} ${await ready.text()}`);
    const page = await fetch(`${base}/`);
    if (!page.ok || !/<div id="root">/.test(await page.text()))
      throw new Error('gateway does not serve the web app at /');
    return 'served /health, /health/ready and the web app';
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

async function main() {
  for (const dir of ['/node_modules', join(tmpdir(), 'node_modules')])
    if (existsSync(dir)) throw new Error(`${dir} exists: bundles could resolve packages from it`);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${database}"`);
  const started = Date.now();
  try {
    const apps = ['gateway', ...services];
    const results = await Promise.all(
      apps.map(async (app) => {
        const dir = join(work, app);
        const t0 = Date.now();
        const plan = bundleApp(app, dir, { link: true });
        const what = app === 'gateway' ? await checkGateway(dir) : await checkService(app, dir);
        return `  ✔ ${app.padEnd(15)} ${String(plan.locations.length).padStart(3)} packages, ${what} (${((Date.now() - t0) / 1000).toFixed(1)} s)`;
      }),
    );
    console.log(
      `production bundles (scripts/tools/bundle-app.mjs, as in docker/Dockerfile):\n${results.join('\n')}`,
    );
    console.log(`  all ${apps.length} bundles start (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } finally {
    await admin.query(`drop database if exists "${database}" with (force)`);
    await admin.end();
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`✖ ${error.message}`);
  process.exit(1);
});
