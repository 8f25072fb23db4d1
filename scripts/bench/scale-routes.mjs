// `npm run bench -- --scale` (issue 32 item 2): what every route of the OpenAPI document costs as the data
// grows. The same probes run against two stacks started one after the other on the `bench` profile (its own
// ports, NATS and Redis; rate limits relaxed): the demo (a fresh database with the demo seed) and a year of a
// big city (`npm run seed:scale`'s database). Each probe is timed sequentially on one connection, so p50/p99 is
// the route's own latency, not queueing. Then the ratio scale/demo per route, the goals, the top queries of
// pg_stat_statements and the Friday close of every city of the scale database.
//   BENCH_SCALE_DATABASE (encontro_scale), BENCH_SCALE_SAMPLES (200), BENCH_SCALE_USER (p0@scale.encontro.test).
import { spawn } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { resolveProfile } from '../stack/profiles.mjs';
import { closeAgents, request, waitFor } from '../load/client.mjs';
import { momentOf, mondayOf, setClock } from '../load/setup.mjs';
import { fmt } from './side-by-side.mjs';
import { waitForQuietMachine } from './quiet-machine.mjs';
import { notMeasured, probes } from './scale-probes.mjs';

const adminUrl = process.env.POSTGRES_ADMIN_URL ?? 'postgresql://postgres:postgres@127.0.0.1:5432/postgres';
const databaseUrl = (name) => `${adminUrl.replace(/\/[^/]*$/, '')}/${name}`;
const SAMPLES = Number(process.env.BENCH_SCALE_SAMPLES) || 200;
const GROWTH_GOAL = 2;
const ADMIN_SEARCH_GOAL_MS = 100;
const CLOSE_GOAL_S = 10;

// Who asks: the demo's Ana and admin; at scale a São Paulo person of the seed (person 0: city 0) and its admin
// (README, "Data at scale").
const demoPeople = {
  user: 'ana@example.com',
  admin: process.env.ADMIN_EMAIL ?? 'admin@example.com',
  password: { user: 'Senha123', admin: process.env.ADMIN_PASSWORD ?? 'Admin123' },
};
const scalePeople = {
  user: process.env.BENCH_SCALE_USER ?? 'p0@scale.encontro.test',
  admin: 'admin@scale.encontro.test',
  password: { user: 'Escala123', admin: 'Escala123' },
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** The stack on `database`, started by scripts/start.mjs on the bench profile; resolves once it answers. */
async function startStack(root, database) {
  const env = { ...process.env, STACK_DATABASE: database, LOG_LEVEL: 'warn' };
  const logFile = join(root, '.stack', 'bench', `${database}.log`);
  mkdirSync(dirname(logFile), { recursive: true });
  const log = openSync(logFile, 'w');
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs'), '--profile=bench', '--no-build'], {
    cwd: root,
    env,
    stdio: ['ignore', log, log],
    detached: true,
  });
  console.log(`  (the stack's output: ${logFile})`);
  const base = `http://localhost:${resolveProfile('bench', env).gatewayPort}`;
  await waitFor(
    `the stack on ${database}`,
    async () => (await fetch(`${base}/health/ready`).catch(() => null))?.status === 200,
    300_000,
    1000,
  );
  return {
    base,
    stop: async () => {
      process.kill(-child.pid, 'SIGINT');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

async function dropDatabase(name) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`drop database if exists "${name}" with (force)`);
  await client.end();
}

async function login(base, email, password) {
  const response = await request(base, 'POST', '/api/login', { body: { email, password } });
  if (response.status !== 200) throw new Error(`login ${email}: ${response.status}`);
  return response.body.token;
}

/** Whatever the probes need from this dataset: tokens, a city, ids of each kind (the newest ones). */
async function discover(base, db, people) {
  const admin = await login(base, people.admin, people.password.admin);
  const user = await login(base, people.user, people.password.user);
  const one = async (sql, params = []) => (await db.query(sql, params)).rows[0] ?? {};
  const me = (await request(base, 'GET', '/api/me', { token: user })).body.user;
  const fetched = async (path, token) => (await request(base, 'GET', path, { token })).body;
  const ids = {
    ...(await one(`select week from indication.indications order by week desc limit 1`)),
    // The one the person voted for this week, if any (the scale's people all did): the pair cast/remove starts there.
    ...(await one(
      `select id as indication_id from indication.indications i
        where city_id = '3550308' and status = 'active'
        order by week desc,
                 exists (select 1 from indication.votes v where v.indication_id = i.id and v.user_id = $1) desc,
                 created_at desc
        limit 1`,
      [me.user_id],
    )),
    ...(await one(`select indication_id as winner_id from indication.winners order by week desc limit 1`)),
    // A forum of the person's own, if any: the one a participant reads.
    ...(await one(
      `select id as forum_id from forum.forums f
        order by exists (select 1 from forum.participants p where p.forum_id = f.id and p.user_id = $1) desc,
                 f.created_at desc limit 1`,
      [me.user_id],
    )),
    ...(await one(`select id as post_id from forum.posts order by created_at desc limit 1`)),
    ...(await one(
      `select id as notification_id from notification.notifications where user_id = $1 order by created_at desc limit 1`,
      [me.user_id],
    )),
  };
  return {
    admin,
    user,
    city: '3550308',
    state: 'SP',
    slug: 'sao-paulo',
    notification_id: '00000000-0000-4000-8000-000000000000',
    preferences: await fetched('/api/notifications/preferences', user),
    settings: await fetched('/api/admin/settings', admin),
    ...ids,
  };
}

/** One timed request: its ms and status. */
async function timed(base, context, probe, i) {
  const call = probe.call(context, i);
  const t0 = performance.now();
  const response = await request(base, probe.method, call.path, {
    token: call.as === 'guest' ? undefined : context[call.as ?? 'user'],
    body: call.body,
  });
  return { ms: performance.now() - t0, status: response.status };
}

function summary(probe, samples) {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const statuses = new Map();
  for (const { status } of samples) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  return {
    p50: percentile(ms, 50),
    p99: percentile(ms, 99),
    statuses: [...statuses].map(([s, n]) => `${s}×${n}`).join(' '),
    ok: [...statuses.keys()].every((s) => s < 400 || probe.expect?.includes(s)),
  };
}

/**
 * Each probe timed `SAMPLES` times after a warm-up: p50/p99 in ms and the statuses it met. A probe
 * `pairedWith` another (a vote cast, then removed) alternates with it, so each sample finds the state the
 * route expects.
 */
async function measure(base, context) {
  const results = new Map();
  const paired = new Set(probes.map((p) => p.pairedWith).filter(Boolean));
  for (const probe of probes) {
    if (paired.has(probe.route)) continue;
    const partner = probes.find((p) => p.route === probe.pairedWith);
    const samples = [];
    const partnerSamples = [];
    for (let i = -5; i < SAMPLES; i += 1) {
      const sample = await timed(base, context, probe, Math.max(0, i));
      const partnerSample = partner && (await timed(base, context, partner, Math.max(0, i)));
      if (i < 0) continue;
      samples.push(sample);
      if (partnerSample) partnerSamples.push(partnerSample);
    }
    results.set(probe.route, summary(probe, samples));
    if (partner) results.set(partner.route, summary(partner, partnerSamples));
  }
  return results;
}

/** The document's routes that neither a probe nor `notMeasured` names: a route added since. */
async function uncovered(base) {
  const document = (await request(base, 'GET', '/api/docs/openapi.json')).body;
  const named = new Set([...probes.map((p) => p.route), ...notMeasured.map(([route]) => route)]);
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .map((method) => `${method.toUpperCase()} ${path}`)
      .filter((route) => !named.has(route)),
  );
}

async function topQueries(db) {
  try {
    const { rows } = await db.query(
      `select calls, round(total_exec_time)::int as total_ms, round(mean_exec_time::numeric, 2) as mean_ms,
              left(regexp_replace(query, '\\s+', ' ', 'g'), 110) as query
         from pg_stat_statements join pg_database d on d.oid = dbid
        where d.datname = current_database()
        order by total_exec_time desc limit 12`,
    );
    console.log('\n  Top queries at scale (pg_stat_statements, by total time)');
    for (const row of rows)
      console.log(
        `    ${String(row.total_ms).padStart(7)} ms  ${String(row.calls).padStart(7)} calls  ${String(row.mean_ms).padStart(8)} ms  ${row.query}`,
      );
  } catch (error) {
    console.log(
      `\n  pg_stat_statements is not loaded (${error.message}): ALTER SYSTEM SET shared_preload_libraries = 'pg_stat_statements', restart Postgres, re-run.`,
    );
  }
}

async function resetStatements(db) {
  try {
    await db.query('create extension if not exists pg_stat_statements');
    await db.query('select pg_stat_statements_reset()');
  } catch {
    // Reported by topQueries.
  }
}

/**
 * The dataset's newest week closed as a real week closes it, on the dev clock: Thursday 23:00's automatic
 * hold of every city first (the integrity analysis of its votes; it has the hour), then Friday 00:00, timed
 * until every city with nominations is closed (the close only ranks and records: the hold is done). Both
 * are printed. With the hold switched off in the platform settings, only the close is timed.
 */
async function fridayClose(base, db, week) {
  const { rows } = await db.query(
    `select count(distinct city_id)::int as cities, count(*)::int as indications,
            (select count(*)::int from indication.votes v where v.week = $1) as votes,
            (select count(distinct city_id)::int from indication.votes v where v.week = $1) as voting
       from indication.indications where week = $1`,
    [week],
  );
  const { cities, indications, votes, voting } = rows[0];
  const count = async (table) =>
    (await db.query(`select count(*)::int as n from indication.${table} where week = $1`, [week])).rows[0].n;
  if ((await count('week_closures')) > 0) {
    console.log(
      `\n  Friday close of ${week}: not measured, the week was already closed (seed a week still open)`,
    );
    return;
  }
  const monday = mondayOf(await isoWeekMonday(db, week));
  const holding = (
    await db.query(
      `select coalesce((select integrity_auto_hold from indication.platform_settings), true) as on`,
    )
  ).rows[0].on;
  if (holding) {
    const t0 = performance.now();
    await setClock(base, momentOf(monday, { day: 4, time: '23:00' }));
    await waitFor(
      'every city held',
      async () => (await count('integrity_auto_holds')) >= voting,
      3_000_000,
      200,
    );
    const seconds = (performance.now() - t0) / 1000;
    console.log(
      `\n  Thursday 23:00 hold of ${week}: ${voting} cities' votes analysed in ${fmt(seconds, 1)} s ` +
        `(goal: within its hour, before Friday 00:00: ${seconds < 3600 ? 'met' : 'NOT met'})`,
    );
  }
  const t0 = performance.now();
  await setClock(base, momentOf(monday, { day: 5, time: '00:00' }));
  await waitFor('every city closed', async () => (await count('week_closures')) >= cities, 600_000, 200);
  const seconds = (performance.now() - t0) / 1000;
  console.log(
    `  Friday close of ${week}: ${cities} cities, ${indications} nominations, ${votes} votes → all closed in ${fmt(seconds, 1)} s ` +
      `(goal < ${CLOSE_GOAL_S} s: ${seconds < CLOSE_GOAL_S ? 'met' : 'NOT met'})`,
  );
}

/** A Wednesday of `week` ('2026-W48') as an instant: the voting phase of that week. */
async function isoWeekMonday(db, week) {
  const { rows } = await db.query(`select to_date($1, 'IYYY-"W"IW')::text || 'T12:00:00-03:00' as day`, [
    week,
  ]);
  return Date.parse(rows[0].day) + 2 * 86_400_000;
}

async function runDataset(root, { label, database, fresh, close, people }) {
  if (fresh) await dropDatabase(database);
  console.log(`\n  ${label}: starting the stack on ${database}…`);
  const stack = await startStack(root, database);
  const db = new pg.Client({ connectionString: databaseUrl(database) });
  await db.connect();
  try {
    const missing = await uncovered(stack.base);
    if (missing.length)
      console.log(
        `  routes the bench does not know yet (add them to scale-probes.mjs): ${missing.join(', ')}`,
      );
    const context = await discover(stack.base, db, people);
    // The voting phase of the dataset's newest week: the list, the votes and the admin lists all live.
    await setClock(
      stack.base,
      momentOf(mondayOf(await isoWeekMonday(db, context.week)), { day: 3, time: '12:00' }),
    );
    // A route's own cost, not the start's: the stack analyses every voting city when it starts (and the clock
    // moves), and a fresh seed is still vacuumed. Measuring meanwhile put ~10 ms outliers on routes that read nothing.
    const quiet = await waitForQuietMachine({ maxSeconds: 300 });
    console.log(
      `  ${label}: waited ${fmt(quiet.waited, 0)} s for a quiet machine (CPU ${fmt(quiet.busyShare * 100, 0)} % busy in the last second)`,
    );
    if (close) await resetStatements(db);
    const t0 = performance.now();
    const results = await measure(stack.base, context);
    console.log(
      `  ${label}: ${probes.length} routes × ${SAMPLES} in ${fmt((performance.now() - t0) / 1000, 0)} s`,
    );
    if (close) {
      await topQueries(db);
      await fridayClose(stack.base, db, context.week);
    }
    return results;
  } finally {
    await db.end();
    closeAgents();
    await stack.stop();
  }
}

export async function scaleRoutesBench({ root }) {
  console.log('\nRoutes at scale (issue 32): p50/p99 ms, sequential, demo vs a year of a big city');
  console.log(`  not measured (one-shot writes, streams, the dev clock): ${notMeasured.length} routes`);
  const demo = await runDataset(root, {
    label: 'demo',
    database: 'encontro_bench_demo',
    fresh: true,
    people: demoPeople,
  });
  const scale = await runDataset(root, {
    label: 'scale',
    database: process.env.BENCH_SCALE_DATABASE ?? 'encontro_scale',
    close: true,
    people: scalePeople,
  });
  console.log(
    `\n  ${'route'.padEnd(46)} ${'demo p50/p99'.padStart(14)} ${'scale p50/p99'.padStart(15)}  p99×  statuses at scale`,
  );
  const failures = [];
  for (const probe of probes) {
    const d = demo.get(probe.route);
    const s = scale.get(probe.route);
    const growth = s.p99 / Math.max(d.p99, 1);
    const adminSearch = probe.adminSearch && s.p99 >= ADMIN_SEARCH_GOAL_MS;
    if (growth > GROWTH_GOAL) failures.push(`${probe.route}: p99 ${fmt(growth, 1)}× the demo's`);
    if (adminSearch) failures.push(`${probe.route}: admin search p99 ${fmt(s.p99, 0)} ms`);
    if (!s.ok || !d.ok)
      failures.push(`${probe.route}: unexpected statuses (demo ${d.statuses}; scale ${s.statuses})`);
    console.log(
      `  ${probe.route.padEnd(46)} ${`${fmt(d.p50)}/${fmt(d.p99)}`.padStart(14)} ${`${fmt(s.p50)}/${fmt(s.p99)}`.padStart(15)}  ${fmt(growth, 2).padStart(4)}${growth > GROWTH_GOAL || adminSearch ? ' ✗' : ''}  ${s.statuses}`,
    );
  }
  console.log(
    failures.length
      ? `\n  Goals not met (p99 growth ≤ ${GROWTH_GOAL}×, admin searches < ${ADMIN_SEARCH_GOAL_MS} ms):\n    ${failures.join('\n    ')}`
      : `\n  Every route's p99 within ${GROWTH_GOAL}× of the demo's; admin searches under ${ADMIN_SEARCH_GOAL_MS} ms.`,
  );
}
