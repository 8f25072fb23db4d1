#!/usr/bin/env node
// Forum push capacity: one built gateway (a child process, so its memory is its own) on a private
// nats-server, FORUM_PUSH_SUBSCRIBERS (1,000) concurrent SSE streams, FORUM_PUSH_UPDATES (50) updates
// published on core NATS the way forum-svc publishes after commit. Prints the delay from publish to
// delivery at the LAST subscriber (p50/p99), per-delivery delays, the open cost (each open asks
// forum-svc for read access, done with bounded concurrency), and the gateway's memory per stream.
// forum-svc is played by a NATS responder for forum.forum.access (the bench measures the push path,
// not forum-svc). Needs a build: npx nx run @encontro/gateway:build.
import { connect } from '@nats-io/transport-node';
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import {
  gatewayBuilt,
  gatewayMetrics,
  memory,
  startGateway,
  startNats,
  tokenFor,
} from './gateway-process.mjs';

const SUBSCRIBERS = Number(process.env.FORUM_PUSH_SUBSCRIBERS ?? 1000);
const UPDATES = Number(process.env.FORUM_PUSH_UPDATES ?? 50);
const OPEN_CONCURRENCY = 50;
const PUSH_PREFIX = 'bench-push';

const fmt = (n, digits = 1) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const quantile = (sorted, q) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
const sortNum = (values) => [...values].sort((a, b) => a - b);

/** One SSE subscriber on a socket of its own; records when each update id arrives. */
function subscribe(base, forumId, token, onUpdate) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(
      `${base}/api/forum/${forumId}/stream`,
      { agent: false, headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(new Error(`stream refused with ${response.statusCode}`));
          return;
        }
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk) => {
          const now = performance.now();
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (block.startsWith('id: ')) onUpdate(block.slice(4, block.indexOf('\n')), now);
          }
        });
        resolve({ openMs: performance.now() - started, close: () => request.destroy() });
      },
    );
    request.on('error', reject);
  });
}

async function inBatches(items, concurrency, run) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await run(items[index], index);
      }
    }),
  );
  return results;
}

/** A realistic new_post update (~500 characters of content), valid against forumUpdateSchema. */
function newPostUpdate(id, forumId, hostId) {
  const now = new Date().toISOString();
  return {
    id: String(id),
    forum_id: forumId,
    type: 'new_post',
    created_at: now,
    data: {
      id: randomUUID(),
      forum_id: forumId,
      user_id: hostId,
      user_name: 'Ana Souza',
      user_photo: 'storage/users/avatar.webp',
      content: 'Pessoal, chegamos às 19h; mesa reservada no fundo, perto do palco. '.repeat(7).slice(0, 480),
      created_at: now,
      comments_count: 0,
      comments: [],
    },
  };
}

/**
 * `background`, when given, is other work started right before the updates are published and
 * stopped right after (hot-paths.mjs runs the vote burst there): `{ label, start() → { stop() →
 * Promise<autocannon result> } }`.
 */
export async function forumPushBench({ background } = {}) {
  console.log(
    `\nForum push: ${SUBSCRIBERS} SSE subscribers on one gateway, ${UPDATES} updates${background ? ` while ${background.label}` : ''}`,
  );
  if (!gatewayBuilt()) {
    console.log('  skipped: build the gateway first (npx nx run @encontro/gateway:build)');
    return;
  }
  const { forumPushSubject, forumRpc } = await import('@encontro/contracts');
  let nats;
  try {
    nats = await startNats();
  } catch (error) {
    console.log(`  skipped: nats-server could not start (${error.message})`);
    return;
  }
  const keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const forumId = randomUUID();
  const hostId = randomUUID();
  const nc = await connect({ servers: nats.url, name: 'bench-forum-svc' });
  let accessRequests = 0;
  nc.subscribe(forumRpc.access.subject, {
    callback: (_error, msg) => {
      accessRequests += 1;
      const packet = msg.json();
      const open_until = new Date(Date.now() + 3_600_000).toISOString();
      msg.respond(
        JSON.stringify({
          id: packet.id,
          isDisposed: true,
          response: { forum_id: packet.data.forum_id, open_until },
        }),
      );
    },
  });
  await nc.flush();

  let gateway;
  const subscribers = [];
  try {
    gateway = await startGateway({
      natsUrl: nats.url,
      publicKey: keys.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      pushPrefix: PUSH_PREFIX,
    });
    const { base, metricsBase, inspectPort } = gateway;

    const arrivals = new Map(); // update id → { count, last, times[] }
    const onUpdate = (id, at) => {
      let entry = arrivals.get(id);
      if (!entry) arrivals.set(id, (entry = { count: 0, last: 0, times: [] }));
      entry.count += 1;
      entry.last = Math.max(entry.last, at);
      entry.times.push(at);
    };
    const publishAndWait = async (id, expected) => {
      const t0 = performance.now();
      nc.publish(forumPushSubject(PUSH_PREFIX, forumId), JSON.stringify(newPostUpdate(id, forumId, hostId)));
      const deadline = Date.now() + 10_000;
      while ((arrivals.get(String(id))?.count ?? 0) < expected) {
        if (Date.now() > deadline) break;
        await sleep(1);
      }
      const entry = arrivals.get(String(id)) ?? { count: 0, last: NaN, times: [] };
      return { toLast: entry.last - t0, deliveries: entry.times.map((t) => t - t0), count: entry.count };
    };

    // Warm-up: a few streams and updates, so code paths are compiled before the baseline.
    const warm = await inBatches(Array.from({ length: 10 }), 10, () =>
      subscribe(base, forumId, tokenFor(keys.privateKey, randomUUID()), () => undefined),
    );
    for (let i = 1; i <= 5; i += 1) {
      await publishAndWait(i, 0);
      await sleep(50);
    }
    for (const s of warm) s.close();
    await sleep(500);
    const before = await memory(metricsBase, inspectPort);
    accessRequests = 0;

    const tokens = Array.from({ length: SUBSCRIBERS }, () => tokenFor(keys.privateKey, randomUUID()));
    const openStarted = performance.now();
    const opened = await inBatches(tokens, OPEN_CONCURRENCY, (token) =>
      subscribe(base, forumId, token, onUpdate),
    );
    const openTotal = performance.now() - openStarted;
    subscribers.push(...opened);
    await sleep(1000);
    const after = await memory(metricsBase, inspectPort);

    const running = background?.start();
    if (running) await sleep(1000);
    const results = [];
    for (let i = 0; i < UPDATES; i += 1) {
      results.push(await publishAndWait(1000 + i, SUBSCRIBERS));
      await sleep(20);
    }
    const beside = await running?.stop();
    const final = await gatewayMetrics(metricsBase);

    const toLast = sortNum(results.map((r) => r.toLast));
    const each = sortNum(results.flatMap((r) => r.deliveries));
    const openMs = sortNum(opened.map((s) => s.openMs));
    const incomplete = results.filter((r) => r.count < SUBSCRIBERS).length;
    const rows = [
      ['streams open (gateway gauge)', `${fmt(final.streams, 0)}`],
      ['open: total for all streams', `${fmt(openTotal / 1000, 2)} s (${OPEN_CONCURRENCY} at a time)`],
      ['open: p50 / p99 per stream', `${fmt(quantile(openMs, 0.5))} / ${fmt(quantile(openMs, 0.99))} ms`],
      ['access checks sent to forum-svc', `${fmt(accessRequests, 0)} (one per open)`],
      ['publish → last subscriber p50', `${fmt(quantile(toLast, 0.5))} ms`],
      ['publish → last subscriber p99', `${fmt(quantile(toLast, 0.99))} ms`],
      ['publish → each delivery p50 / p99', `${fmt(quantile(each, 0.5))} / ${fmt(quantile(each, 0.99))} ms`],
      ['updates not delivered to all', `${incomplete} of ${UPDATES}`],
      ['gateway RSS before → after', `${fmt(before.rss / 2 ** 20)} → ${fmt(after.rss / 2 ** 20)} MiB`],
      ['gateway RSS per subscriber', `${fmt((after.rss - before.rss) / SUBSCRIBERS / 1024)} KiB`],
      [
        'gateway heap (after GC) per subscriber',
        `${fmt((after.heapUsed - before.heapUsed) / SUBSCRIBERS / 1024)} KiB`,
      ],
    ];
    if (beside)
      rows.push([
        background.label,
        `${fmt(beside.requests.average, 0)} req/s   p50 ${fmt(beside.latency.p50)} ms   p99 ${fmt(beside.latency.p99)} ms   errors ${beside.errors + beside.non2xx}`,
      ]);
    const width = Math.max(...rows.map(([label]) => label.length));
    console.log(`  ${'measure'.padEnd(width)}  value`);
    console.log(`  ${'-'.repeat(width)}  ${'-'.repeat(30)}`);
    for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}  ${value}`);
    console.log('  (bench and gateway share this machine: client-side parsing is inside the delays)');
  } finally {
    for (const s of subscribers) s.close();
    await gateway?.stop();
    await nc.close();
    await nats.stop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await forumPushBench();
