// The hot paths of the week measured side by side (issue 14): the running stack (gateway → NATS →
// service → Postgres) and the baseline (scripts/bench/baseline.mjs: one Fastify process of its own
// doing the same work on the same database), in interleaved rounds of the same load, after checking
// that both answer the same JSON. Prints req/s and p50/p99 of each, the ratio stack/baseline and,
// for the vote burst, the CPU each process spent and whether the counts are exact afterwards.
//   1. the signed-in city list at the stack's current moment (Ana's São Paulo);
//   2. with the dev clock: a fresh week in the load city (people kept in .stack/load/users.json, as
//      `npm run load` does) — Thursday 22:00 vote burst (each connection one person casting and
//      removing their vote), forum push to 1,000 subscribers while that burst runs again (forum-push.mjs),
//      then Friday 00:05 winners (full answers, then revalidations → 304).
//      The clock is put back afterwards, on Ctrl-C or a kill too.
//   BENCH_URL (http://localhost:8080), BENCH_DATABASE_URL (postgresql://postgres:postgres@127.0.0.1:5432/encontro),
//   BENCH_REDIS_URL (redis://127.0.0.1:6379), BENCH_NATS_URL (nats://127.0.0.1:4222), MAILDEV_URL
//   (http://localhost:1080), BENCH_ROUNDS (3), BENCH_SECONDS (8), BENCH_CONNECTIONS (20)
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { startBaseline } from './baseline.mjs';
import { forumPageBench } from './forum-page.mjs';
import { forumPushBench } from './forum-push.mjs';
import { answerDifference, fmt, line, load, settings, sideBySide } from './side-by-side.mjs';
import { voteBurstInChild, voteRequestsFor } from './vote-load.mjs';
import { demoToken, request, sleep } from '../load/client.mjs';
import {
  benchWeek,
  getClock,
  momentOf,
  setClock,
  voteOnce,
  waitForWinners,
  withoutAutoHold,
} from '../load/setup.mjs';

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Both answer `path` alike for `token` (a 200 from the stack), then both are measured. */
async function compareRead({ label, path, token, stack, baseline, describe }) {
  const get = async (origin) => {
    const response = await fetch(`${origin}${path}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, body: await response.json(), etag: response.headers.get('etag') };
  };
  const [fromStack, fromBaseline] = [await get(stack), await get(baseline)];
  const difference = answerDifference(fromStack, fromBaseline);
  if (difference) {
    console.log(`  ${label}: the answers differ, not measured — ${difference}`);
    return { ok: false };
  }
  console.log(`  ${label} (${path}; ${describe(fromStack.body)}, same JSON)`);
  const result = await sideBySide({ stack, baseline, run: (origin) => load({ origin, path, token }) });
  return { ok: result.stack.errors === 0 && result.baseline.errors === 0, etag: fromStack.etag, result };
}

/**
 * The burst's requests (vote-load.mjs) and `clear`, which removes the votes a stopped round left. autocannon
 * stops its clients, not the work the servers already took: a cast still in flight may land after its
 * removal, so `clear` removes what the database still holds until a check a moment later finds nothing.
 */
function voteRequests({ stack, ids, voters, database }) {
  const remaining = async () => {
    const { rows } = await database.query(
      `select user_id from indication.votes where indication_id = any($1::uuid[]) and user_id = any($2::uuid[])`,
      [ids, voters.map((v) => v.id)],
    );
    return new Set(rows.map((r) => r.user_id));
  };
  return {
    requestsFor: voteRequestsFor({ ids, tokens: voters.map((v) => v.token) }),
    clear: async () => {
      for (let attempt = 0; attempt < 10; attempt += 1) {
        await sleep(250);
        const left = await remaining();
        if (left.size === 0) return;
        for (const [n, voter] of voters.entries())
          if (left.has(voter.id))
            await request(stack, 'DELETE', `/api/indications/${ids[n % ids.length]}/vote`, {
              token: voter.token,
            });
      }
    },
  };
}

/**
 * The vote path's CPU per 1,000 requests measured before the vote-integrity signals (issue 27 quotes them:
 * session 11's `npm run bench`), by process group, with the baseline's of that run.
 */
const VOTE_CPU_BEFORE_SIGNALS = {
  stack: {
    postgres: 1176,
    'indication-svc': 733,
    'notification-svc': 547,
    gateway: 389,
    'nats-server': 263,
    'identity-svc': 259,
  },
  baseline: { postgres: 742, baseline: 395 },
};

/**
 * The signals' price: the stack's CPU per 1,000 vote requests now against the figures before them, over the
 * same process groups. Machines and runs differ, so each is taken relative to the baseline's CPU (its Postgres
 * and its process) in its own run: the baseline does the same work without signals. The goal is at most 10 % more.
 */
function voteCpuAgainstBefore(cpu) {
  const sum = (groups, of) => Object.keys(groups).reduce((total, group) => total + of(group), 0);
  const before = sum(VOTE_CPU_BEFORE_SIGNALS.stack, (g) => VOTE_CPU_BEFORE_SIGNALS.stack[g]);
  const now = sum(VOTE_CPU_BEFORE_SIGNALS.stack, (g) => cpu.stack.get(g) ?? 0);
  const relativeBefore =
    before / sum(VOTE_CPU_BEFORE_SIGNALS.baseline, (g) => VOTE_CPU_BEFORE_SIGNALS.baseline[g]);
  const relativeNow =
    now /
    Math.max(
      1,
      sum(VOTE_CPU_BEFORE_SIGNALS.baseline, (g) => cpu.baseline.get(g) ?? 0),
    );
  const change = (relativeNow / relativeBefore - 1) * 100;
  console.log(
    `    vote path CPU per 1,000 requests with the integrity signals: ${fmt(now, 0)} ms (${fmt(relativeNow, 2)}× the baseline's) ` +
      `vs ${fmt(before, 0)} ms before them (${fmt(relativeBefore, 2)}×): ${change >= 0 ? '+' : ''}${fmt(change, 1)} % ` +
      `(goal ≤ +10 %); ${Object.keys(VOTE_CPU_BEFORE_SIGNALS.stack)
        .map(
          (group) =>
            `${group} ${fmt(cpu.stack.get(group) ?? 0, 0)} (was ${VOTE_CPU_BEFORE_SIGNALS.stack[group]})`,
        )
        .join(' · ')}`,
  );
}

/** Every voter casts and removes their vote in turn, on the stack and on the baseline. */
async function voteBurst({ stack, baseline, ids, voters, database }) {
  // A round may end between a cast and its removal: the next one starts with nobody's vote in.
  const { requestsFor, clear } = voteRequests({ stack, ids, voters, database });
  console.log(
    `  vote cast/remove (Thursday 22:00; ${voters.length} people on ${ids.length} venues, each casting and removing in turn)`,
  );
  const result = await sideBySide({
    stack,
    baseline,
    run: (origin) => load({ origin, requestsFor, connections: voters.length }),
    between: clear,
    cpu: true,
  });
  voteCpuAgainstBefore(result.cpu);
  const { rows } = await database.query(
    `select i.id, i.vote_count, (select count(*)::int from indication.votes v where v.indication_id = i.id) as votes
       from indication.indications i where i.id = any($1::uuid[])`,
    [ids],
  );
  const exact = rows.every((r) => r.vote_count === r.votes && r.votes === 0);
  console.log(
    `    counts afterwards: ${exact ? 'exact' : 'WRONG'} (${rows.map((r) => `${r.vote_count}/${r.votes}`).join(', ')} vote_count/votes, all removed)`,
  );
  return { ok: exact && result.stack.errors === 0 && result.baseline.errors === 0 };
}

/**
 * Runs `restore` before the process ends on Ctrl-C or a kill: a dev clock left on a bench week's Friday
 * makes the next `npm start` on that Redis close a week of whatever database it runs on. Returns the undo.
 */
function restoreOnInterrupt(restore) {
  const handler = (signal) => {
    console.log(`\n  ${signal}: putting the dev clock back…`);
    void restore().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', handler);
  process.once('SIGTERM', handler);
  return () => {
    process.off('SIGINT', handler);
    process.off('SIGTERM', handler);
  };
}

/** The week's writes and the reveal, on a fresh week of the dev clock, which is put back afterwards. */
async function weekPaths({ root, stack, baseline, database }) {
  const clockBefore = await getClock(stack);
  if (!clockBefore) {
    console.log('  vote burst and winners: skipped (the stack has no dev clock)');
    return { ok: true };
  }
  const forgetInterrupt = restoreOnInterrupt(() => setClock(stack, clockBefore));
  try {
    const { city, hosts, voters, monday, ids } = await benchWeek({
      root,
      base: stack,
      people: settings.connections,
      stateFile: join(root, '.stack', 'load', 'users.json'),
      clockNow: clockBefore,
    });
    const votes = await voteBurst({ stack, baseline, ids, voters, database });
    await forumPushBench({
      background: voteBurstInChild({
        label: 'the vote burst runs on the stack',
        origin: stack,
        ids,
        tokens: voters.map((v) => v.token),
      }),
    });
    await voteRequests({ stack, ids, voters, database }).clear();

    await voteOnce(stack, voters, ids);
    const viewer = voters[0].token;
    await withoutAutoHold(stack, async () => {
      await setClock(stack, momentOf(monday, { day: 5, time: '00:05' }));
      await waitForWinners(stack, city, viewer);
    });
    const winners = await compareRead({
      label: 'winners after the reveal',
      path: `/api/winners/${city.cityId}`,
      token: viewer,
      stack,
      baseline,
      describe: (body) => `${body.winners.length} winners`,
    });
    if (winners.etag) {
      const revalidated = await load({
        origin: stack,
        path: `/api/winners/${city.cityId}`,
        token: viewer,
        headers: { 'if-none-match': winners.etag },
      });
      console.log(
        line('stack 304', {
          rps: revalidated.requests.average,
          p50: revalidated.latency.p50,
          p99: revalidated.latency.p99,
          errors: revalidated.errors + revalidated['2xx'] + revalidated['4xx'] + revalidated['5xx'],
        }) +
          `   (If-None-Match: the browser's revalidation; ${fmt(revalidated.requests.average / winners.result.baseline.rps, 2)}× the baseline's full answers)`,
      );
    }
    const forum = await forumPageBench({
      stack,
      baseline,
      winners: (await request(stack, 'GET', `/api/winners/${city.cityId}`, { token: viewer })).body.winners,
      hosts,
      voters,
      compareRead,
    });
    return { ok: votes.ok && winners.ok && forum.ok };
  } finally {
    forgetInterrupt();
    await setClock(stack, clockBefore);
  }
}

export async function hotPathsBench(root) {
  const stack = process.env.BENCH_URL ?? 'http://localhost:8080';
  console.log(
    `\nHot paths: the stack vs the baseline (${settings.rounds} interleaved rounds of ${settings.seconds} s, ${settings.connections} connections)`,
  );
  const token = await demoToken(stack);
  if (!token) {
    console.log(`  skipped: no demo stack answers on ${stack} (start it with npm start, or set BENCH_URL)`);
    return { ok: true };
  }
  const databaseUrl =
    process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres:postgres@127.0.0.1:5432/encontro';
  const database = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const baseline = await startBaseline({
    port: await freePort(),
    databaseUrl,
    redisUrl: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
    natsUrl: process.env.BENCH_NATS_URL ?? 'nats://127.0.0.1:4222',
    publicKey: readFileSync(join(root, '.stack', 'keys', 'jwt-public.pem'), 'utf8'),
  });
  try {
    const list = await compareRead({
      label: 'signed-in city list',
      path: '/api/indications?city=S%C3%A3o%20Paulo',
      token,
      stack,
      baseline: baseline.url,
      describe: (body) => `${body.indications?.length ?? 0} venues`,
    });
    const week = await weekPaths({ root, stack, baseline: baseline.url, database });
    return { ok: list.ok && week.ok };
  } finally {
    await baseline.stop();
    await database.end();
  }
}
