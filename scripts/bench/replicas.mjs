#!/usr/bin/env node
// Scale-out check (issue 14): against a stack started with `npm start -- --replicas 2` (two processes
// of each service, two gateways behind the start script's round-robin), a fresh week of the dev clock
// in the load city, then exactness afterwards:
//   1. Thursday 22:00 vote burst through the round-robin (each connection one person casting and
//      removing their vote; connections alternate between the gateways): req/s, p50/p99, errors;
//      then every voter votes once: each indication's vote_count equals its rows in indication.votes.
//   2. Friday 00:05 reveal, closed by both indication-svc schedulers: one week_closures row, one
//      `week.closed` outbox row, winners at positions 1..n once each, one forum per winner.
//   3. Forum push: BENCH_STREAMS (4) SSE streams of one winner's forum, each on its own connection
//      (so they land on both gateways), a post and comments (BENCH_FORUM_UPDATES, 12 in all): every
//      stream receives every update exactly once, and all streams the same updates.
// The clock is put back afterwards. `npm run bench` runs it only when BENCH_REPLICAS is 2 or more:
// the round-robin proxy adds no header naming its gateway, so nothing on the wire says how many answer, and the
// burst's figures only mean something when the operator knows what the stack runs.
// Alone: BENCH_URL=http://localhost:8080 node scripts/bench/replicas.mjs. Also BENCH_DATABASE_URL,
// MAILDEV_URL, BENCH_SECONDS (8), BENCH_CONNECTIONS (20), as scripts/bench/hot-paths.mjs. People are
// kept per stack port in .stack/load/ (users.json for :8080, as `npm run load` does).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { forumUpdatesOnce } from './replicas-forum.mjs';
import { line, load, settings } from './side-by-side.mjs';
import { request, sleep } from '../load/client.mjs';
import {
  benchWeek,
  getClock,
  momentOf,
  setClock,
  voteOnce,
  waitForWinners,
  withoutAutoHold,
} from '../load/setup.mjs';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 4);
const FORUM_UPDATES = Number(process.env.BENCH_FORUM_UPDATES ?? 12);

/** Connection n's requests: its voter casts and removes a vote on one of `ids`, in turn. */
export const castAndRemoveVote = (ids, voters) => (n) => {
  const voter = voters[n % voters.length];
  const path = `/api/indications/${ids[n % ids.length]}/vote`;
  const headers = { authorization: `Bearer ${voter.token}` };
  return [
    { method: 'POST', path, headers },
    { method: 'DELETE', path, headers },
  ];
};

/** After a burst of castAndRemoveVote: nobody's vote left in, whatever request the burst stopped at. */
export async function removeVotes(stack, ids, voters) {
  for (const [n, voter] of voters.entries())
    await request(stack, 'DELETE', `/api/indications/${ids[n % ids.length]}/vote`, { token: voter.token });
}

/** Each voter casts and removes a vote in turn; the burst's figures, then nobody's vote left in. */
async function voteBurst({ stack, ids, voters }) {
  const requestsFor = castAndRemoveVote(ids, voters);
  const result = await load({ origin: stack, requestsFor, connections: voters.length });
  await removeVotes(stack, ids, voters);
  return {
    rps: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** vote_count against the rows of indication.votes, for each indication. */
async function voteCounts(database, ids) {
  const { rows } = await database.query(
    `select i.id, i.vote_count, (select count(*)::int from indication.votes v where v.indication_id = i.id) as votes
       from indication.indications i where i.id = any($1::uuid[]) order by i.id`,
    [ids],
  );
  return rows;
}

/** One closure, one `week.closed` event, positions 1..n once each, one forum per winner. */
async function winnerSet(database, { week, cityId }) {
  const one = async (sql, params) => (await database.query(sql, params)).rows[0];
  const closures = await one(
    `select count(*)::int as n, max(winner_count) as winners from indication.week_closures where week = $1 and city_id = $2`,
    [week, cityId],
  );
  const events = await one(
    `select count(*)::int as n from indication.outbox
      where name = 'week.closed' and payload->>'week' = $1 and payload->>'city_id' = $2`,
    [week, cityId],
  );
  const winners = (
    await database.query(
      `select indication_id, position from indication.winners where week = $1 and city_id = $2 order by position`,
      [week, cityId],
    )
  ).rows;
  const forums = await one(`select count(*)::int as n from forum.forums where id = any($1::uuid[])`, [
    winners.map((w) => w.indication_id),
  ]);
  const positions = winners.map((w) => w.position).join(',');
  const expected = winners.map((_, i) => i + 1).join(',');
  const ok =
    closures.n === 1 &&
    events.n === 1 &&
    winners.length > 0 &&
    closures.winners === winners.length &&
    positions === expected &&
    forums.n === winners.length;
  return { ok, closures: closures.n, events: events.n, winners: winners.length, positions, forums: forums.n };
}

export async function replicasBench(root) {
  const stack = (process.env.BENCH_URL ?? 'http://localhost:8080').replace(/\/$/, '');
  console.log(
    `\nReplicas: exactness through the round-robin (${settings.seconds} s vote burst, ${settings.connections} connections)`,
  );
  const clockBefore = await getClock(stack).catch(() => null);
  if (!clockBefore) {
    console.log(`  skipped: no stack with a dev clock answers on ${stack} (npm start -- --replicas 2)`);
    return { ok: true };
  }
  const port = new URL(stack).port || '80';
  const stateFile = join(root, '.stack', 'load', port === '8080' ? 'users.json' : `users-${port}.json`);
  const database = new pg.Pool({
    connectionString:
      process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres:postgres@127.0.0.1:5432/encontro',
    max: 2,
  });
  try {
    try {
      const { city, hosts, voters, monday, ids } = await benchWeek({
        root,
        base: stack,
        people: settings.connections,
        stateFile,
        clockNow: clockBefore,
      });

      console.log(`  vote cast/remove (Thursday 22:00; ${voters.length} people on ${ids.length} venues)`);
      const burst = await voteBurst({ stack, ids, voters });
      console.log(line('stack', burst));
      await voteOnce(stack, voters, ids);
      const counts = await voteCounts(database, ids);
      const expected = ids.map((id) => voters.filter((_, i) => ids[i % ids.length] === id).length);
      const byId = new Map(counts.map((r) => [r.id, r]));
      const votesExact = ids.every(
        (id, i) => byId.get(id)?.vote_count === byId.get(id)?.votes && byId.get(id)?.votes === expected[i],
      );
      console.log(
        `    each vote once: ${votesExact ? 'yes' : 'NO'} (${ids.map((id) => `${byId.get(id)?.vote_count}/${byId.get(id)?.votes}`).join(', ')} vote_count/rows after ${voters.length} single votes)`,
      );

      const winners = await withoutAutoHold(stack, async () => {
        await setClock(stack, momentOf(monday, { day: 5, time: '00:05' }));
        return waitForWinners(stack, city, voters[0].token);
      });
      const week = (await database.query('select week from indication.indications where id = $1', [ids[0]]))
        .rows[0].week;
      // Let every replica's scheduler tick over the closed week before counting.
      await sleep(3000);
      const set = await winnerSet(database, { week, cityId: city.cityId });
      console.log(
        `  one winner set for ${week}: ${set.ok ? 'yes' : 'NO'} (${set.closures} closure, ${set.events} week.closed event, ${set.winners} winners at positions ${set.positions}, ${set.forums} forums)`,
      );

      const first = winners[0];
      const host = hosts.find((h) => h.id === first.host_id);
      const push = host
        ? await forumUpdatesOnce({
            stack,
            forumId: first.indication_id,
            host,
            members: voters.slice(0, 3),
            run: Date.now().toString(36),
            streams: STREAMS,
            updates: FORUM_UPDATES,
          })
        : { ok: false, detail: 'the first winner’s host is not one of the bench’s people' };
      console.log(`  forum updates once per stream: ${push.ok ? 'yes' : 'NO'} (${push.detail})`);
      return { ok: votesExact && set.ok && push.ok && burst.errors === 0, burst };
    } finally {
      await setClock(stack, clockBefore);
    }
  } finally {
    await database.end();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { ok } = await replicasBench(join(dirname(fileURLToPath(import.meta.url)), '..', '..'));
  console.log(`\n${ok ? 'exact with replicas' : 'NOT exact with replicas'}`);
  process.exit(ok ? 0 : 1);
}
