#!/usr/bin/env node
// Share images (issue 31): (a) a fresh render of a city card and of a meetup card with its venue photo,
// in process against the built gateway (apps/gateway/dist), p50/p99 — goal < 200 ms; (b) if a stack
// answers on BENCH_URL: the cached `GET /api/share/city/<id>.jpg` with autocannon — goal p99 < 20 ms.
// Runs alone with `node scripts/bench/share-images.mjs`.
import autocannon from 'autocannon';
import sharp from 'sharp';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const rendererBuilt = join(root, 'apps', 'gateway', 'dist', 'share', 'share-renderer.js');
const RUNS = 30;
const FRESH_GOAL_MS = 200;
const CACHED_P99_GOAL_MS = 20;
const CITY_ID = process.env.BENCH_SHARE_CITY_ID ?? '3550308';

const fmt = (n, digits = 1) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function timeRenders(render) {
  for (let i = 0; i < 3; i += 1) await render(); // warm-up
  const samples = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const t0 = performance.now();
    const jpeg = await render();
    samples.push(performance.now() - t0);
    bytes = Math.max(bytes, jpeg.length);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p99: percentile(samples, 99), bytes };
}

const longName = 'Boteco e Restaurante do Largo de São Bento, o mais comprido da cidade';
const city = {
  city_id: CITY_ID,
  city: 'São Paulo',
  state: 'SP',
  week: '2026-W48',
  phase: 'voting',
  venues: [
    { name: 'Café da Praça', vote_count: 128, event_date: null },
    { name: longName, vote_count: 97, event_date: null },
    { name: 'Padaria Santa Tereza & Cia', vote_count: 1, event_date: null },
  ],
  total_votes: 226,
};
const meetup = {
  indication_id: '6f1c7b1e-8d7a-4b7c-9d5e-1a2b3c4d5e6f',
  winner_position: 1,
  city_id: '1302603',
  city: 'Manaus',
  state: 'AM',
  week: '2026-W48',
  event_date: '2026-11-28',
  photo: 'storage/indications/bench/photo.webp',
  confirmed_participants: 9,
  started: false,
  name: longName,
  address: 'Rua X, 1',
  reference: null,
  event_day: 'Sábado',
  event_time: 'Noite - Horário a combinar',
  capacity: 12,
  starts_at: '19:30',
  time_zone: 'America/Manaus',
  seats_left: 3,
  waitlist_count: 0,
};

async function freshRenders() {
  console.log(
    `\n  fresh render, in process (built gateway; ${RUNS} runs after 3 warm-ups), goal < ${FRESH_GOAL_MS} ms`,
  );
  if (!existsSync(rendererBuilt)) {
    console.log('    skipped: build the gateway first (npx nx run @encontro/gateway:build)');
    return;
  }
  let built;
  try {
    built = await import(pathToFileURL(rendererBuilt).href);
  } catch (error) {
    console.log(`    skipped: the built gateway does not load (${error.message}); run npm run build`);
    return;
  }
  const { ShareRenderer, MAX_IMAGE_BYTES } = built;
  // A busy venue photo as uploads are stored (libs/server/storage photo.ts: ≤ 1600 px, WebP q82): noise
  // softened like a camera's (≈ 350 KB, the heavy end of real photos; raw noise would weigh 1.3 MB).
  const textured = await sharp({
    create: { width: 1600, height: 1200, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 70 } },
  })
    .blur(1.5)
    .png()
    .toBuffer();
  const photo = await sharp(textured).webp({ quality: 82 }).toBuffer();
  const storage = { get: async () => ({ body: Readable.from(photo), contentType: 'image/webp' }) };
  const renderer = new ShareRenderer(storage);
  // A card is drawn again when its state changes (a vote, a seat): the venue photo, which never
  // changes, is then already cut. The first card of a meetup also reads and cuts the photo.
  const firstCard = () => new ShareRenderer(storage).meetup(meetup);
  for (const [label, render] of [
    ['city card (top three, voting)', () => renderer.city(city)],
    ['meetup card, new seats (photo already cut)', () => renderer.meetup(meetup)],
    [`meetup card, first (1600×1200 ${fmt(photo.length / 1000, 0)} KB photo read, cut)`, firstCard],
  ]) {
    const r = await timeRenders(render);
    const verdict = r.p99 < FRESH_GOAL_MS ? 'ok' : 'over the goal';
    console.log(
      `    ${label.padEnd(52)} p50 ${fmt(r.p50)} ms   p99 ${fmt(r.p99)} ms   ${fmt(r.bytes / 1000, 0)} KB (max ${MAX_IMAGE_BYTES / 1000} KB)   ${verdict}`,
    );
  }
}

async function cachedImage() {
  const base = (process.env.BENCH_URL ?? 'http://localhost:8080').replace(/\/$/, '');
  const url = `${base}/api/share/city/${CITY_ID}.jpg`;
  console.log(
    `\n  cached GET /api/share/city/${CITY_ID}.jpg (4 connections: a crawlers' burst, 5 s), goal p99 < ${CACHED_P99_GOAL_MS} ms`,
  );
  const first = await fetch(url).catch(() => null);
  if (!first || first.status !== 200) {
    console.log(`    skipped: no stack answers ${url} (start it with npm start, or set BENCH_URL)`);
    return;
  }
  const bytes = (await first.arrayBuffer()).byteLength;
  const result = await autocannon({ url, connections: 4, duration: 5 });
  const verdict = result.latency.p99 < CACHED_P99_GOAL_MS ? 'ok' : 'over the goal';
  console.log(
    `    ${fmt(result.requests.average, 0)} req/s   p50 ${fmt(result.latency.p50)} ms   p99 ${fmt(result.latency.p99)} ms   ${fmt(bytes / 1000, 0)} KB   errors ${result.errors + result.non2xx}   ${verdict}`,
  );
}

export async function shareImagesBench() {
  console.log('\nShare images (issue 31): 1200×630 JPEG ≤ 300 KB');
  await freshRenders();
  await cachedImage();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await shareImagesBench();
