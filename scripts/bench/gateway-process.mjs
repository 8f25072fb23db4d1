// The forum push bench's processes: free ports, a private nats-server, the built gateway as a child
// process (so its memory is its own) with its inspector on, tokens it accepts, and its memory figures.
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID, sign } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect as netConnect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const gatewayMain = join(root, 'apps', 'gateway', 'dist', 'main.js');
const hubBuilt = join(root, 'apps', 'gateway', 'dist', 'forum-live', 'forum-live.hub.js');
const node = process.execPath;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether the gateway's build is there (npx nx run @encontro/gateway:build). */
export const gatewayBuilt = () => existsSync(gatewayMain) && existsSync(hubBuilt);

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(port, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await new Promise((resolve) => {
      const socket = netConnect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on ${port}`);
    await sleep(50);
  }
}

export async function startNats() {
  const port = await freePort();
  const storeDir = mkdtempSync(join(tmpdir(), 'encontro-bench-nats-'));
  const child = spawn('nats-server', ['-a', '127.0.0.1', '-p', String(port), '-sd', storeDir], {
    stdio: 'ignore',
  });
  const failed = new Promise((_, reject) => child.once('error', reject));
  await Promise.race([waitForPort(port), failed]);
  return {
    url: `nats://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(storeDir, { recursive: true, force: true });
    },
  };
}

const b64url = (value) => Buffer.from(value).toString('base64url');

/** An ES256 access token like identity-svc's (sub, jti, adm), signed with the bench's own key. */
export function tokenFor(privateKey, sub) {
  const now = Math.floor(Date.now() / 1000);
  const input = `${b64url(JSON.stringify({ alg: 'ES256', typ: 'JWT' }))}.${b64url(
    JSON.stringify({ sub, jti: randomUUID(), adm: false, iat: now, exp: now + 3600 }),
  )}`;
  const signature = sign('sha256', Buffer.from(input), { key: privateKey, dsaEncoding: 'ieee-p1363' });
  return `${input}.${signature.toString('base64url')}`;
}

/** Full GC in the gateway through the inspector, so heap figures are live objects only. */
async function inspectorGc(inspectPort) {
  try {
    const [target] = await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json();
    const socket = new globalThis.WebSocket(target.webSocketDebuggerUrl);
    await new Promise((resolve, reject) => {
      socket.onopen = resolve;
      socket.onerror = reject;
    });
    await new Promise((resolve) => {
      socket.onmessage = (event) => {
        if (JSON.parse(String(event.data)).id === 1) resolve();
      };
      socket.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' }));
    });
    socket.close();
    return true;
  } catch {
    return false;
  }
}

export async function gatewayMetrics(base) {
  const text = await (await fetch(`${base}/metrics`)).text();
  const value = (name) => {
    const line = text.split('\n').find((l) => l.startsWith(`${name}{`) || l.startsWith(`${name} `));
    return line ? Number(line.split(' ').at(-1)) : NaN;
  };
  return {
    rss: value('encontro_process_resident_memory_bytes'),
    heapUsed: value('encontro_nodejs_heap_size_used_bytes'),
    streams: value('encontro_forum_live_streams'),
    delivered: value('encontro_forum_live_updates_delivered_total'),
  };
}

export async function memory(base, inspectPort) {
  await inspectorGc(inspectPort);
  await sleep(200);
  return gatewayMetrics(base);
}

/**
 * The built gateway on `natsUrl`, accepting tokens of `publicKey`, pushing on `pushPrefix`; resolves
 * once /health answers, to its API and /metrics origins, its inspector port and `stop()`.
 */
export async function startGateway({ natsUrl, publicKey, pushPrefix }) {
  const port = await freePort();
  const inspectPort = await freePort();
  const metricsPort = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // /metrics is served apart from the API, on the gateway's METRICS_PORT.
  const metricsBase = `http://127.0.0.1:${metricsPort}`;
  const gateway = spawn(node, [`--inspect=127.0.0.1:${inspectPort}`, gatewayMain], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HTTP_PORT: String(port),
      METRICS_PORT: String(metricsPort),
      NATS_URL: natsUrl,
      REDIS_KEY_PREFIX: `bench-push-${randomUUID().slice(0, 8)}:`,
      JWT_PUBLIC_KEY: publicKey,
      NETWORK_HASH_SECRET: randomBytes(32).toString('base64url'),
      CALLER_CONTEXT_SECRET: randomBytes(32).toString('base64url'),
      S3_ENDPOINT: `http://127.0.0.1:${await freePort()}`,
      PUSH_SUBJECT_PREFIX: pushPrefix,
      DEV_CLOCK_ENABLED: 'false',
    },
  });
  let gatewayErr = '';
  gateway.stderr.on('data', (chunk) => (gatewayErr = (gatewayErr + chunk).slice(-4000)));
  const stop = async () => {
    gateway.kill('SIGTERM');
    await new Promise((resolve) => (gateway.exitCode !== null ? resolve() : gateway.once('exit', resolve)));
  };
  try {
    const deadline = Date.now() + 30_000;
    while (
      !(await fetch(`${base}/health`)
        .then((r) => r.ok)
        .catch(() => false))
    ) {
      if (gateway.exitCode !== null || Date.now() > deadline)
        throw new Error(`gateway did not start:\n${gatewayErr}`);
      await sleep(100);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, metricsBase, inspectPort, stop };
}
