// What must hold after each fault: the votes (the database and the gateway's answer against what
// each voter was told) and the event backlog (outbox rows unpublished, JetStream consumers pending).
import pg from 'pg';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function query(databaseUrl, sql, params) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Lost: a voter told their vote is in, without it in indication.votes (or an indication's counters
 * below its rows). Doubled: a vote in though its voter was told it was removed, or counters above the
 * rows. `gatewayAgrees`: the gateway's list shows each indication's database count.
 */
export async function countVotes({ databaseUrl, base, ledger, week }) {
  const indications = [...new Set(ledger.map((entry) => entry.indication))];
  const rows = await query(
    databaseUrl,
    `select user_id::text as user_id, indication_id::text as indication_id from indication.votes
      where week = $1 and indication_id = any($2::uuid[])`,
    [week, indications],
  );
  const counters = await query(
    databaseUrl,
    `select id::text as id, vote_count + votes_under_review as counted from indication.indications where id = any($1::uuid[])`,
    [indications],
  );
  const inDatabase = new Set(rows.map((row) => `${row.user_id}:${row.indication_id}`));
  let lost = 0;
  let doubled = 0;
  for (const entry of ledger) {
    const present = inDatabase.has(`${entry.id}:${entry.indication}`);
    if (entry.voted && !present) lost += 1;
    if (!entry.voted && present) doubled += 1;
  }
  const rowsOf = (id) => rows.filter((row) => row.indication_id === id).length;
  for (const { id, counted } of counters) {
    lost += Math.max(0, rowsOf(id) - counted);
    doubled += Math.max(0, counted - rowsOf(id));
  }
  const expected = Object.fromEntries(counters.map(({ id, counted }) => [id, counted]));
  const response = await fetch(`${base}/api/indications`, {
    headers: { authorization: `Bearer ${ledger[0].token}` },
  });
  const listed = response.ok ? (await response.json()).indications : [];
  const gatewayAgrees = indications.every(
    (id) => listed.find((indication) => indication.indication_id === id)?.vote_count === expected[id],
  );
  return { lost, doubled, gatewayAgrees, votesIn: ledger.filter((entry) => entry.voted).length };
}

/** Outbox rows not yet published (every schema's `outbox`) and JetStream messages not yet acknowledged. */
export async function backlog({ databaseUrl, natsMonitorUrl }) {
  const tables = await query(
    databaseUrl,
    `select table_schema from information_schema.tables where table_name = 'outbox'`,
  );
  let outbox = 0;
  for (const { table_schema: schema } of tables) {
    const [row] = await query(
      databaseUrl,
      `select count(*)::int as n from "${schema}".outbox where published_at is null`,
    );
    outbox += row.n;
  }
  const jsz = await (await fetch(`${natsMonitorUrl}/jsz?accounts=true&streams=true&consumers=true`)).json();
  let pending = 0;
  for (const account of jsz.account_details ?? [])
    for (const stream of account.stream_detail ?? [])
      for (const consumer of stream.consumer_detail ?? [])
        pending += consumer.num_pending + consumer.num_ack_pending;
  return { outbox, pending };
}

/** Seconds until the backlog is empty (polled), or undefined when it is not within `timeoutMs`. */
export async function drainSeconds(settings, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const now = await backlog(settings).catch(() => undefined);
    if (now && now.outbox === 0 && now.pending === 0) return (Date.now() - started) / 1000;
    await sleep(250);
  }
  return undefined;
}
