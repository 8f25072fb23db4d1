// The hot paths of the week measured side by side (issue 14): the running stack (gateway → NATS →
// service → Postgres) and the baseline (scripts/bench/baseline.mjs: one Fastify process doing the
// same work on the same database), in interleaved rounds of the same load, after checking that both
// answer the same JSON. Prints req/s and p50/p99 of each and the ratio stack/baseline.
//   BENCH_URL (http://localhost:8080), BENCH_DATABASE_URL (postgresql://postgres:postgres@127.0.0.1:5432/encontro),
//   BENCH_REDIS_URL (redis://127.0.0.1:6379), BENCH_NATS_URL (nats://127.0.0.1:4222),
//   BENCH_ROUNDS (3), BENCH_SECONDS (8), BENCH_CONNECTIONS (20)
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { startBaseline } from './baseline.mjs';

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const fmt = (n, digits = 1) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

function load(url, token) {
  return new Promise((resolve, reject) =>
    autocannon(
      { url, connections, duration: seconds, headers: { authorization: `Bearer ${token}` } },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
}

/** The first place two JSON values differ, as a path, for a readable refusal. */
function firstDifference(a, b, path = '$') {
  if (isDeepStrictEqual(a, b)) return null;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const found = firstDifference(a[key], b[key], `${path}.${key}`);
      if (found) return found;
    }
  }
  return `${path}: ${JSON.stringify(a)?.slice(0, 120)} ≠ ${JSON.stringify(b)?.slice(0, 120)}`;
}

export async function hotPathsBench(root) {
  const base = process.env.BENCH_URL ?? 'http://localhost:8080';
  console.log(
    `\nHot paths: the stack vs the baseline (${rounds} interleaved rounds of ${seconds} s, ${connections} connections)`,
  );
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'ana@example.com', password: 'Senha123' }),
  }).catch(() => null);
  if (!login?.ok) {
    console.log(`  skipped: no demo stack answers on ${base} (start it with npm start, or set BENCH_URL)`);
    return { ok: true };
  }
  const { token } = await login.json();
  const baseline = await startBaseline({
    port: await freePort(),
    databaseUrl: process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres:postgres@127.0.0.1:5432/encontro',
    redisUrl: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
    natsUrl: process.env.BENCH_NATS_URL ?? 'nats://127.0.0.1:4222',
    publicKey: readFileSync(join(root, '.stack', 'keys', 'jwt-public.pem'), 'utf8'),
  });
  try {
    const paths = [['signed-in city list', '/api/indications?city=S%C3%A3o%20Paulo']];
    let ok = true;
    for (const [label, path] of paths) {
      const get = async (origin) => {
        const response = await fetch(`${origin}${path}`, { headers: { authorization: `Bearer ${token}` } });
        return { status: response.status, body: await response.json() };
      };
      const [fromStack, fromBaseline] = [await get(base), await get(baseline.url)];
      const difference =
        fromStack.status !== 200
          ? `the stack answered ${fromStack.status}`
          : firstDifference(fromStack.body, fromBaseline.body);
      if (difference) {
        console.log(`  ${label}: the answers differ, not measured — ${difference}`);
        ok = false;
        continue;
      }
      const results = { stack: [], baseline: [] };
      for (let round = 0; round < rounds; round += 1) {
        results.stack.push(await load(`${base}${path}`, token));
        results.baseline.push(await load(`${baseline.url}${path}`, token));
      }
      const summary = (runs) => ({
        rps: runs.reduce((sum, r) => sum + r.requests.average, 0) / runs.length,
        p50: median(runs.map((r) => r.latency.p50)),
        p99: median(runs.map((r) => r.latency.p99)),
        errors: runs.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
      });
      const stack = summary(results.stack);
      const plain = summary(results.baseline);
      const line = (who, s) =>
        `    ${who.padEnd(9)} ${fmt(s.rps, 0).padStart(7)} req/s   p50 ${fmt(s.p50)} ms   p99 ${fmt(s.p99)} ms   errors ${s.errors}`;
      console.log(`  ${label} (${path}; ${fromStack.body.indications?.length ?? 0} venues, same JSON)`);
      console.log(line('stack', stack));
      console.log(line('baseline', plain));
      console.log(`    ratio stack/baseline: ${fmt(stack.rps / plain.rps, 2)}×`);
      if (stack.errors || plain.errors) ok = false;
    }
    return { ok };
  } finally {
    await baseline.stop();
  }
}
