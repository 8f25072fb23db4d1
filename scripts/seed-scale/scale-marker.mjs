// A scale database says so in its comment: the seeder only drops databases it made, and `npm start`
// skips the demo seed on them.
import pg from 'pg';

export const SCALE_MARKER = 'encontro:scale-seed';

/** Whether `name` exists and was made by `npm run seed:scale`; undefined when it does not exist. */
export async function isScaleDatabase(adminUrl, name) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1`,
      [name],
    );
    if (rows.length === 0) return undefined;
    return (rows[0].comment ?? '').startsWith(SCALE_MARKER);
  } finally {
    await client.end();
  }
}
