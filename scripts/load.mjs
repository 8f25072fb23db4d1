#!/usr/bin/env node
// `npm run load`: the week's four peaks against the local stack (`npm start`), with autocannon —
// the same scenarios as the k6 scripts in load/ (which run against a cluster; see load/README.md).
// It registers and verifies its people through maildev (kept in .stack/load/users.json for later
// runs), moves the dev clock through a fresh week — Monday nominations, Tuesday browsing, Thursday
// 22:00 vote burst, Friday 00:00 reveal, Friday forum — and puts the clock back where it was.
// Prints, per scenario, requests/s and p50/p90/p99 latency next to the k6 thresholds of
// load/scenarios.json (the cluster's targets: on a laptop they are indicative).
//   LOAD_BASE_URL (http://localhost:8080), MAILDEV_URL (http://localhost:1080), LOAD_USERS (30),
//   LOAD_DURATION (10 s per scenario), LOAD_CONNECTIONS (20); --only=browse,vote-burst,reveal,forum
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import http from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addressFor, closeAgents, must, request, sleep, waitFor } from './load/client.mjs';
import {
  adminToken,
  chooseWeek,
  ensureUsers,
  getClock,
  momentOf,
  nominate,
  setClock,
  voteOnce,
} from './load/setup.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const config = JSON.parse(readFileSync(join(root, 'load', 'scenarios.json'), 'utf8'));
const base = (process.env.LOAD_BASE_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const maildev = (process.env.MAILDEV_URL ?? 'http://localhost:1080').replace(/\/$/, '');
const duration = Number(process.env.LOAD_DURATION ?? 10);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 20);
const participants = Number(process.env.LOAD_USERS ?? 30);
const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const stateFile = join(root, '.stack', 'load', 'users.json');
const city = config.city;
const log = (message) => console.log(`\x1b[2mload\x1b[0m  ${message}`);
const wanted = (name) => !only || only.includes(name);

/** autocannon with one request list per connection (its own person, token and targets). */
function cannon({ requestsFor, connections: n = connections, overallRate, seconds = duration }) {
  let next = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: n,
        duration: seconds,
        overallRate,
        timeout: 10,
        setupClient: (client) => {
          client.setRequests(requestsFor(next++));
        },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on('error', reject);
  });
}

const bearer = (token, extra = {}) => ({
  authorization: `Bearer ${token}`,
  accept: 'application/json',
  ...extra,
});
const get = (path, token) => ({ method: 'GET', path, headers: bearer(token) });
// No content-type without a body: Fastify refuses an empty application/json body.
const send = (method, path, token, body) => ({
  method,
  path,
  headers: body === undefined ? bearer(token) : bearer(token, { 'content-type': 'application/json' }),
  body: body === undefined ? undefined : JSON.stringify(body),
});

/** Calls `fn(n)` `rate` times a second for `seconds`; returns autocannon-like figures. */
async function paced(rate, seconds, fn) {
  const latencies = [];
  const statusCodeStats = {};
  let errors = 0;
  const calls = [];
  const started = Date.now();
  for (let n = 0; n < rate * seconds; n += 1) {
    const due = started + (n * 1000) / rate;
    if (due > Date.now()) await sleep(due - Date.now());
    const t0 = performance.now();
    calls.push(
      fn(n).then(
        (response) => {
          latencies.push(performance.now() - t0);
          const entry = (statusCodeStats[response.status] ??= { count: 0 });
          entry.count += 1;
        },
        () => {
          errors += 1;
        },
      ),
    );
  }
  await Promise.all(calls);
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return {
    requests: { average: calls.length / ((Date.now() - started) / 1000), total: calls.length },
    latency: { p50: at(0.5), p90: at(0.9), p99: at(0.99) },
    statusCodeStats,
    errors,
    timeouts: 0,
  };
}

/** A figures row from an autocannon result; 429s (rate limits doing their job) are counted apart. */
function row(scenario, label, result, thresholds = config.scenarios[scenario].thresholds) {
  const byCode = result.statusCodeStats ?? {};
  const limited = byCode['429']?.count ?? 0;
  const total = result.requests.total;
  const failures =
    result.errors +
    result.timeouts +
    Object.entries(byCode)
      .filter(([code]) => Number(code) >= 400 && code !== '429')
      .reduce((sum, [, { count }]) => sum + count, 0);
  return {
    scenario: label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    total,
    failures,
    limited,
    thresholds,
  };
}

/** Holds `count` Server-Sent Events streams of a forum open and times how soon marked comments arrive. */
function subscribe(forumId, tokens, count) {
  const streams = [];
  const latencies = [];
  let delivered = 0;
  let opened = 0;
  for (let i = 0; i < count; i += 1) {
    const req = http.get(`${base}/api/forum/${forumId}/stream`, {
      headers: { authorization: `Bearer ${tokens[i % tokens.length]}`, accept: 'text/event-stream' },
    });
    req.on('response', (res) => {
      if (res.statusCode === 200) opened += 1;
      let buffer = '';
      res.on('data', (chunk) => {
        buffer += chunk.toString('utf8');
        const events = buffer.split('\n\n');
        buffer = events.pop() ?? '';
        for (const event of events) {
          if (!/^data:/m.test(event)) continue;
          delivered += 1;
          const sent = /\(t=(\d+)\)/.exec(event)?.[1];
          if (sent) latencies.push(Date.now() - Number(sent));
        }
      });
    });
    req.on('error', () => undefined);
    streams.push(req);
  }
  return {
    close() {
      for (const req of streams) req.destroy();
      latencies.sort((a, b) => a - b);
      const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
      return { opened, delivered, marked: latencies.length, p50: at(0.5), p90: at(0.9), p99: at(0.99) };
    },
  };
}

async function forumScenario(people, hosts, rows) {
  const winners = await waitFor(
    'the winners',
    async () => {
      const r = await request(base, 'GET', `/api/winners/${city.cityId}`, { token: people[0].token });
      return r.status === 200 && r.body.winners?.length ? r.body.winners : null;
    },
    60_000,
  );
  const forums = winners
    .map((w) => ({
      id: w.indication_id,
      host: hosts.find((h) => h.id === w.host_id),
      members: [],
      postId: null,
    }))
    .filter((f) => f.host);
  const first = await request(base, 'GET', `/api/forum/${forums[0]?.id}`, { token: forums[0]?.host.token });
  if (forums.length === 0 || first.status !== 200) {
    log(
      `forum skipped: GET /api/forum/{id} answers ${first.status} (forum-svc not ready?) — ${first.text.slice(0, 120)}`,
    );
    return;
  }
  await Promise.all(
    people.map(async (person, i) => {
      const forum = forums[i % forums.length];
      const r = await request(base, 'POST', `/api/forum/${forum.id}/confirm`, { token: person.token });
      if (r.status >= 300 && r.status !== 409) throw new Error(`attendance: ${r.status} ${r.text}`);
      forum.members.push(person);
    }),
  );
  for (const forum of forums) {
    const post = await must(
      request(base, 'POST', `/api/forum/${forum.id}/posts`, {
        token: forum.host.token,
        body: { content: 'Bem-vindos ao encontro! Combinamos por aqui.' },
      }),
      'first post',
      [201],
    );
    const body = post.body ?? {};
    forum.postId = body.post?.post_id ?? body.post?.id ?? body.post_id ?? body.id;
    // forum-svc learns of confirmations by event: the last member must be able to comment.
    const last = forum.members.at(-1);
    if (last)
      await waitFor('forum-svc to see the confirmations', async () => {
        const r = await request(base, 'GET', `/api/forum/${forum.id}`, { token: last.token });
        return r.status === 200 && r.body.user_confirmed === true;
      });
  }
  const connectionsOf = new Map();
  await Promise.all(
    forums.flatMap((forum) =>
      forum.members.map(async (member, i) => {
        const id = `load-${Date.now().toString(36)}-${i}`;
        connectionsOf.set(member.token, id);
        await request(base, 'POST', `/api/forum/${forum.id}/connect`, {
          token: member.token,
          body: { connection_id: id, user_id: member.id },
        });
      }),
    ),
  );

  const live = subscribe(
    forums[0].id,
    forums[0].members.map((m) => m.token),
    Math.min(50, Math.max(5, forums[0].members.length * 2)),
  );
  await sleep(500);
  const members = forums.flatMap((f) => f.members.map((m) => ({ forum: f, member: m })));
  const readers = cannon({
    requestsFor: (n) => {
      const { forum, member } = members[n % members.length];
      const connection = connectionsOf.get(member.token);
      return [
        get(`/api/forum/${forum.id}/updates?connection_id=${connection}&last_update=0`, member.token),
        get(`/api/forum/${forum.id}`, member.token),
        get(`/api/forum/posts/${forum.postId}/comments`, member.token),
      ];
    },
  });
  // Comments are limited per person and per address (anti-abuse): many people write a few each, from
  // their own addresses, at a steady 10/s — autocannon cannot choose source addresses, so a paced loop.
  const writers = paced(10, duration, async (n) => {
    const { forum, member } = members[n % members.length];
    return request(base, 'POST', `/api/forum/posts/${forum.postId}/comments`, {
      token: member.token,
      localAddress: await addressFor(base, members.indexOf(members[n % members.length])),
      body: { content: `Chego às 20h (t=${Date.now()}) #${n}` },
    });
  });
  const [readResult, writeResult] = await Promise.all([readers, writers]);
  await sleep(1000);
  const push = live.close();
  rows.push(row('forum', 'forum: page, comments, polling', readResult));
  const { writeP95Ms, writeP99Ms } = config.scenarios.forum.thresholds;
  rows.push(
    row('forum', 'forum: comments (10/s)', writeResult, {
      ...config.scenarios.forum.thresholds,
      p95Ms: writeP95Ms,
      p99Ms: writeP99Ms,
    }),
  );
  rows.push({
    scenario: `forum: live streams (${push.opened} open)`,
    push,
    thresholds: config.scenarios.forum.thresholds,
  });
}

function printTable(rows) {
  const fmt = (n) => (Number.isFinite(n) ? n.toLocaleString('en-US', { maximumFractionDigits: 0 }) : '–');
  const headers = [
    'scenario',
    'req/s',
    'p50 ms',
    'p90 ms',
    'p99 ms',
    'requests',
    'errors',
    '429',
    'k6 thresholds',
  ];
  const lines = rows.map((r) => {
    if (r.push) {
      const ok = r.push.p90 <= (r.thresholds.pushP95Ms ?? 2000);
      return [
        r.scenario,
        '',
        fmt(r.push.p50),
        fmt(r.push.p90),
        fmt(r.push.p99),
        fmt(r.push.delivered),
        '',
        '',
        `${ok ? '✓' : '✗'} delivery p95 < ${r.thresholds.pushP95Ms} ms (${r.push.marked} timed)`,
      ];
    }
    const errorRate = r.total ? r.failures / r.total : 0;
    const ok = r.p99 <= r.thresholds.p99Ms && errorRate <= r.thresholds.errorRate;
    return [
      r.scenario,
      fmt(r.rps),
      fmt(r.p50),
      fmt(r.p90),
      fmt(r.p99),
      fmt(r.total),
      fmt(r.failures),
      fmt(r.limited),
      `${ok ? '✓' : '✗'} p99 < ${r.thresholds.p99Ms} ms, errors < ${(r.thresholds.errorRate * 100).toFixed(1)}%`,
    ];
  });
  const widths = headers.map((h, i) => Math.max(h.length, ...lines.map((l) => String(l[i]).length)));
  const out = (cells) =>
    cells
      .map((c, i) =>
        i === 0 || i === cells.length - 1 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]),
      )
      .join('  ');
  console.log(`\n${out(headers)}\n${widths.map((w) => '─'.repeat(w)).join('  ')}`);
  for (const line of lines) console.log(out(line));
  console.log(
    `\n${connections} connections, ${duration} s per scenario; latencies include error responses; ` +
      '429 = a rate limit answered (not an error).',
  );
}

async function main() {
  const alive = await request(base, 'GET', '/health').catch(() => ({ status: 0 }));
  if (alive.status !== 200) {
    console.error(
      `Nothing answers on ${base}/health. Start the stack first: npm start (or set LOAD_BASE_URL).`,
    );
    process.exit(1);
  }
  const clockBefore = await getClock(base);
  if (!clockBefore) {
    console.error(
      `${base} has no dev clock (POST /api/dev/clock): npm run load moves it through the week. ` +
        'Against a cluster, use the k6 scripts (load/README.md).',
    );
    process.exit(1);
  }
  const startedAt = Date.now();
  const rows = [];
  try {
    const users = await ensureUsers({ base, maildev, city, count: participants + 3, stateFile, log });
    const hosts = users.slice(0, 3);
    const people = users.slice(3);
    const monday = chooseWeek(stateFile, clockBefore);
    const at = (name, override) => setClock(base, momentOf(monday, override ?? config.scenarios[name].clock));
    log(
      `${users.length} people in ${city.city}; week of ${momentOf(monday, { day: 1, time: '00:00' }).slice(0, 10)}`,
    );

    await at('browse', { day: 1, time: '10:00' });
    const admin = await adminToken(base);
    const indications = await nominate(base, hosts, admin);
    log(`Monday: ${indications.length} nominations approved`);

    if (wanted('browse')) {
      await at('browse');
      log(`${config.scenarios.browse.title}…`);
      const result = await cannon({
        requestsFor: (n) => {
          const { token } = people[n % people.length];
          return [
            get('/api/me', token),
            get(`/api/indications?city=${city.cityId}`, token),
            get(`/api/winners/${city.cityId}`, token),
            get('/api/forum/restriction-status', token),
          ];
        },
      });
      rows.push(row('browse', 'browse (Mon–Thu)', result));
    }

    if (wanted('vote-burst')) {
      await at('vote-burst');
      log(`${config.scenarios['vote-burst'].title}…`);
      const result = await cannon({
        connections: Math.min(connections, people.length),
        requestsFor: (n) => {
          const { token } = people[n % people.length];
          const path = `/api/indications/${indications[n % indications.length]}/vote`;
          return [send('POST', path, token), send('DELETE', path, token)];
        },
      });
      rows.push(row('vote-burst', 'vote burst (Thu 22:00)', result));
    }

    await at('vote-burst');
    await voteOnce(base, people, indications);

    if (wanted('reveal') || wanted('forum')) {
      await at('reveal');
      await waitFor(
        'the winners',
        async () => {
          const r = await request(base, 'GET', `/api/winners/${city.cityId}`, { token: people[0].token });
          return r.status === 200 && r.body.winners?.length > 0;
        },
        60_000,
      );
    }
    if (wanted('reveal')) {
      log(`${config.scenarios.reveal.title}…`);
      const result = await cannon({
        connections: connections * 2,
        requestsFor: (n) => {
          const { token } = people[n % people.length];
          return [
            get(`/api/winners/${city.cityId}`, token),
            get('/api/me', token),
            get(`/api/indications?city=${city.cityId}`, token),
          ];
        },
      });
      rows.push(row('reveal', 'reveal (Fri 00:00)', result));
    }

    if (wanted('forum')) {
      await at('forum');
      log(`${config.scenarios.forum.title}…`);
      await forumScenario(people, hosts, rows);
    }
  } finally {
    // Back to where the clock was, as if it had run on meanwhile.
    await setClock(
      base,
      new Date(new Date(clockBefore).getTime() + (Date.now() - startedAt)).toISOString(),
    ).catch((error) => console.error(`could not put the dev clock back: ${error.message}`));
    closeAgents();
  }
  if (rows.length) printTable(rows);
}

main().catch((error) => {
  console.error(`\n✖ ${error.message}`);
  process.exit(1);
});
