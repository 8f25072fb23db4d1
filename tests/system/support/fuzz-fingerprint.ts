import pg from 'pg';

/** An md5 of every table's rows in the given schemas, by table, to tell whether anything was written. */
export type Fingerprint = Record<string, string>;

/**
 * Delivery queues: their relays update a row's delivery state in the background (attempts, next
 * try, published), so only which rows exist (the key) is compared; a new event or mail still shows.
 */
const QUEUES: Record<string, string> = { outbox: 'id', mail_outbox: 'id', photo_purges: 'path' };

export async function databaseFingerprinter(url: string, schemas: readonly string[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const tables = (
    await client.query<{ name: string }>(
      `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
        where table_schema = any($1) and table_type = 'BASE TABLE' order by 1`,
      [schemas],
    )
  ).rows.map((r) => r.name);
  const rowsOf = (t: string) => {
    const key = QUEUES[t.split('.')[1]!];
    return key ? `(select ${key} from ${t})` : t;
  };
  const query = tables
    .map(
      (t) =>
        `select '${t}' as name, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as hash from ${rowsOf(t)} r`,
    )
    .join(' union all ');
  return {
    tables,
    take: async (): Promise<Fingerprint> =>
      Object.fromEntries(
        (await client.query<{ name: string; hash: string }>(query)).rows.map((r) => [r.name, r.hash]),
      ),
    close: () => client.end(),
  };
}

/** The tables whose rows differ between two fingerprints. */
export const changedTables = (before: Fingerprint, after: Fingerprint): string[] =>
  Object.keys(after).filter((table) => before[table] !== after[table]);
