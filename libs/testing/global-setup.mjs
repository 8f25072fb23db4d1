// Creates the integration-test database once; each suite then works in schemas of its own.
import pg from 'pg';

export default async function globalSetup() {
  const adminUrl = process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
  const databaseUrl = process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/encontro_test';
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const name = new URL(databaseUrl).pathname.slice(1);
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`create database "${name}"`).catch(() => undefined);
  } finally {
    await client.end();
  }
}
