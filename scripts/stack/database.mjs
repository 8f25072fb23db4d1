import pg from 'pg';

/** Creates the stack's database (dropping it first for a fresh e2e run). */
export async function prepareDatabase(adminUrl, name, { fresh }) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    if (fresh) {
      await client.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
        [name],
      );
      await client.query(`drop database if exists "${name}"`);
    }
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}
