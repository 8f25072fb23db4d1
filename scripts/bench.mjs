#!/usr/bin/env node
// `npm run bench`: figures and ratios for the costs that shape capacity. Timed here, never in tests.
//  1. argon2id with the chosen OWASP parameters vs the library defaults (login/registration CPU).
//  2. a profile photo checked and re-encoded by sharp (upload cost).
//  3. if a stack answers on BENCH_URL (default http://localhost:8080): a gateway-only route vs a route
//     that crosses NATS to identity-svc, with autocannon (the price of the extra hop).
//  4. the hot paths side by side with the baseline: the stack vs one Fastify + pg process doing the same
//     work on the same rows, after checking both answer the same JSON (scripts/bench/hot-paths.mjs).
//  5. forum push: 1,000 SSE subscribers on one built gateway, publish → delivery p50/p99 and memory
//     per subscriber (scripts/bench/forum-push.mjs; runs alone with `node scripts/bench/forum-push.mjs`).
//  6. with BENCH_REPLICAS=2 (a stack started with `npm start -- --replicas 2`): the vote burst through
//     the round-robin and exactness with two of everything (scripts/bench/replicas.mjs).
//  7. with BENCH_REPLICAS=2 too: a rollout, one indication-svc replica told to stop (SIGTERM) during a
//     vote burst and its successor started: 0 errors (scripts/bench/rollout.mjs).
//  With `--scale` only (issue 32): every route's p50/p99 on the demo and on `npm run seed:scale`'s year of a big
//  city, the ratio, the top queries and the Friday close of every city (scripts/bench/scale-routes.mjs).
//  8. share images (issue 31): a fresh city card and meetup card render p50/p99 in process (built
//     gateway; goal < 200 ms), and if a stack answers on BENCH_URL the cached city image with
//     autocannon (goal p99 < 20 ms) (scripts/bench/share-images.mjs).
import argon2 from 'argon2';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { performance } from 'node:perf_hooks';
import { forumPushBench } from './bench/forum-push.mjs';
import { hotPathsBench } from './bench/hot-paths.mjs';
import { lighthouseBench } from './bench/lighthouse.mjs';
import { replicasBench } from './bench/replicas.mjs';
import { scaleRoutesBench } from './bench/scale-routes.mjs';
import { rolloutBench } from './bench/rollout.mjs';
import { shareImagesBench } from './bench/share-images.mjs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const fmt = (n, digits = 1) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function timeEach(label, runs, fn) {
  await fn(); // warm-up
  const samples = [];
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)];
  return { label, median, runs };
}

async function argon2Bench() {
  const owasp = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 };
  const chosen = await timeEach('argon2id 19 MiB, t=2, p=1 (chosen)', 10, () =>
    argon2.hash('Senha123', owasp),
  );
  const defaults = await timeEach('argon2id library defaults (64 MiB, t=3, p=4)', 10, () =>
    argon2.hash('Senha123'),
  );
  console.log('\nPassword hashing (median of 10)');
  console.log(
    `  ${chosen.label.padEnd(48)} ${fmt(chosen.median)} ms   → ~${fmt(1000 / chosen.median, 0)} logins/s per core`,
  );
  console.log(
    `  ${defaults.label.padEnd(48)} ${fmt(defaults.median)} ms   → ~${fmt(1000 / defaults.median, 0)} logins/s per core`,
  );
  console.log(
    `  ratio defaults/chosen: ${fmt(defaults.median / chosen.median, 2)}× (memory per hash 64 MiB vs 19 MiB)`,
  );
}

async function photoBench() {
  const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#4a7' } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'bench', Model: 'camera' } })
    .toBuffer();
  const result = await timeEach('3000×2000 JPEG → WebP ≤1600 px, EXIF dropped', 10, () =>
    sharp(photo, { failOn: 'error' })
      .rotate()
      .resize({ width: 1600, height: 1600, fit: 'inside' })
      .webp({ quality: 82 })
      .toBuffer(),
  );
  console.log('\nPhoto re-encoding (median of 10)');
  console.log(
    `  ${result.label.padEnd(48)} ${fmt(result.median)} ms   (input ${fmt(photo.length / 1024, 0)} KiB)`,
  );
}

function run(url, connections = 20, duration = 5) {
  return new Promise((resolve, reject) =>
    autocannon({ url, connections, duration }, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

async function httpBench() {
  const base = process.env.BENCH_URL ?? 'http://localhost:8080';
  const alive = await fetch(`${base}/health`)
    .then((r) => r.ok)
    .catch(() => false);
  console.log('\nHTTP through the gateway (20 connections, 5 s each)');
  if (!alive) {
    console.log(`  skipped: nothing answers on ${base} (start the stack with npm start, or set BENCH_URL)`);
    return;
  }
  const rows = [];
  for (const [label, path] of [
    ['GET /health (gateway only)', '/health'],
    ['GET /api/states (gateway → NATS → identity-svc)', '/api/states'],
    ['GET /api/cities/SP (645 cities, 30 KB JSON)', '/api/cities/SP'],
  ]) {
    const result = await run(`${base}${path}`);
    rows.push({
      label,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
  for (const row of rows) {
    console.log(
      `  ${row.label.padEnd(50)} ${fmt(row.rps, 0).padStart(7)} req/s   p50 ${fmt(row.p50)} ms   p99 ${fmt(row.p99)} ms   errors ${row.errors}`,
    );
  }
  console.log(`  ratio gateway-only/through-NATS throughput: ${fmt(rows[0].rps / rows[1].rps, 2)}×`);
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
if (process.argv.includes('--scale')) {
  await scaleRoutesBench({ root });
  process.exit(process.exitCode ?? 0);
}

await argon2Bench();
await photoBench();
await httpBench();
const hotPaths = await hotPathsBench(root);
await lighthouseBench();
await forumPushBench();
await shareImagesBench();
const replicas = Number(process.env.BENCH_REPLICAS ?? 1) > 1 ? await replicasBench(root) : { ok: true };
const rollout = Number(process.env.BENCH_REPLICAS ?? 1) > 1 ? await rolloutBench(root) : { ok: true };
if (!hotPaths.ok || !replicas.ok || !rollout.ok) process.exitCode = 1;
