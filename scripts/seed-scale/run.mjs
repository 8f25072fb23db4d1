// Fills a database of its own with a year of a big city: each service's migrations make its schema,
// then each service's scale seeder (apps/<svc>/scale-seed/) streams its rows with COPY.
import argon2 from 'argon2';
import pg from 'pg';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { scaleCities } from './cities.mjs';
import { copyRows } from './copy-rows.mjs';
import { migrateAll } from './migrate.mjs';
import { SCALE_MARKER, isScaleDatabase } from './scale-marker.mjs';
import { scaleWorld } from './world.mjs';

/** Every account's password: load tests sign in with `p<n>@scale.encontro.test` and this. */
export const SCALE_PASSWORD = 'Escala123';

const seeders = [
  ['identity-svc', 'identity', 'seedIdentity'],
  ['indication-svc', 'indication', 'seedIndication'],
  ['forum-svc', 'forum', 'seedForum'],
  ['support-svc', 'support', 'seedSupport'],
  ['admin-svc', 'admin', 'seedAdmin'],
  ['notification-svc', 'notification', 'seedNotification'],
];

/**
 * What a table's load goes faster without, as drop and re-create statements: its secondary indexes,
 * and with `constraints` its primary key, unique and foreign keys too (a tree built once from sorted
 * rows and one validating join instead of a check per row). Constraints first, foreign keys last.
 */
async function rebuildable(client, table, constraints) {
  const [schema, name] = table.split('.');
  const { rows: indexes } = await client.query(
    `select i.indexname, i.indexdef from pg_indexes i
      where i.schemaname = $1 and i.tablename = $2
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname and c.connamespace = $1::regnamespace)`,
    [schema, name],
  );
  const { rows: keys } = constraints
    ? await client.query(
        `select conname, contype, pg_get_constraintdef(oid) as def from pg_constraint
          where conrelid = $1::regclass and contype in ('p', 'u', 'f') order by contype = 'f', conname`,
        [table],
      )
    : { rows: [] };
  const own = keys.filter((k) => k.contype !== 'f');
  const foreign = keys.filter((k) => k.contype === 'f');
  const constraint = (k) => ({
    drop: `alter table ${table} drop constraint ${k.conname}`,
    create: `alter table ${table} add constraint ${k.conname} ${k.def}`,
  });
  return {
    keys: own.map(constraint),
    // The costly GIN (trigram) builds first, so that the two connections end together.
    indexes: indexes
      .map((r) => ({ drop: `drop index ${schema}.${r.indexname}`, create: r.indexdef }))
      .sort((a, b) => Number(b.create.includes('USING gin')) - Number(a.create.includes('USING gin'))),
    foreign: foreign.map(constraint),
  };
}

/** Runs `statements` on the connections, each taking the next one when done (Postgres 15 builds a GIN index on one core). */
async function runSpread(connections, statements) {
  const queue = [...statements];
  await Promise.all(
    connections.map(async (connection) => {
      for (let next = queue.shift(); next; next = queue.shift()) await connection.query(next);
    }),
  );
}

/** Runs the whole seed; returns per-table figures, the total seconds and the database size. */
export async function seedScale(options, { root, adminUrl, log = console.log }) {
  const startedAt = Date.now();
  const { database } = options;
  const marked = await isScaleDatabase(adminUrl, database);
  if (marked === false)
    throw new Error(`database ${database} exists and was not made by seed:scale: refusing to drop it`);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
      [database],
    );
    await admin.query(`drop database if exists "${database}"`);
    await admin.query(`create database "${database}"`);
    await admin.query(`comment on database "${database}" is '${SCALE_MARKER} (seeding)'`);
  } finally {
    await admin.end();
  }
  const databaseUrl = `${adminUrl.replace(/\/[^/]*$/, '')}/${database}`;
  const migrations = await migrateAll(root, databaseUrl);
  log(`migrated ${migrations} migrations in ${seconds(startedAt)} s`);

  const cities = await scaleCities(root, options.cities);
  const world = scaleWorld({ ...options, cities, now: options.now ?? new Date() });
  const passwordHash = await argon2.hash(SCALE_PASSWORD, {
    type: argon2.argon2id,
    memoryCost: 19456,
    timeCost: 2,
    parallelism: 1,
  });
  log(
    `${options.people} people in ${cities.length} cities, weeks ${world.weekNames[0]}…${world.votingWeek} (voting), seed ${options.seed}`,
  );

  const client = new pg.Client({ connectionString: databaseUrl });
  const helper = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await helper.connect();
  const tables = [];
  try {
    for (const connection of [client, helper]) {
      await connection.query(`set synchronous_commit = off`);
      await connection.query(`set maintenance_work_mem = '256MB'`);
    }
    const copy = async (table, columns, rows, { rebuildIndexes = true, rebuildConstraints = false } = {}) => {
      const t0 = Date.now();
      const rebuilt =
        rebuildIndexes || rebuildConstraints
          ? await rebuildable(client, table, rebuildConstraints)
          : { keys: [], indexes: [], foreign: [] };
      for (const key of [...rebuilt.foreign, ...rebuilt.indexes, ...rebuilt.keys])
        await client.query(key.drop);
      const count = await copyRows(client, table, columns, rows);
      const copied = seconds(t0);
      for (const key of rebuilt.keys) await client.query(key.create);
      await runSpread(
        [client, helper],
        rebuilt.indexes.map((index) => index.create),
      );
      for (const key of rebuilt.foreign) await client.query(key.create);
      const indexes = [...rebuilt.keys, ...rebuilt.indexes, ...rebuilt.foreign];
      const figure = { table, rows: count, seconds: Number(seconds(t0)) };
      tables.push(figure);
      log(
        `${table.padEnd(34)} ${String(count).padStart(10)} rows  ${figure.seconds.toFixed(1).padStart(6)} s` +
          (indexes.length ? `  (copy ${copied} s, ${indexes.length} indexes/keys rebuilt)` : ''),
      );
    };
    for (const [app, file, name] of seeders) {
      const module = await import(
        pathToFileURL(join(root, 'apps', app, 'scale-seed', `${file}.scale-seed.mjs`)).href
      );
      await module[name]({ world, copy, passwordHash });
    }
    const t0 = Date.now();
    // As a year-old database is: vacuumed (visibility maps, hint bits) and analysed, so that the first reads of a
    // bench do not write every page they touch.
    await client.query('vacuum (analyze)');
    log(`vacuum (analyze) ${seconds(t0)} s`);
    const description = `${SCALE_MARKER} people=${options.people} cities=${cities.length} weeks=${options.weeks} seed=${options.seed} voting=${world.votingWeek}`;
    await client.query(`comment on database "${database}" is '${description}'`);
    const { rows } = await client.query(`select pg_database_size(current_database()) as bytes`);
    const summary = {
      tables,
      seconds: Number(seconds(startedAt)),
      bytes: Number(rows[0].bytes),
      votingWeek: world.votingWeek,
    };
    log(
      `done: ${tables.reduce((a, t) => a + t.rows, 0)} rows in ${summary.seconds} s; database ${database} is ${(summary.bytes / 2 ** 30).toFixed(2)} GiB`,
    );
    return summary;
  } finally {
    await client.end();
    await helper.end();
  }
}

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);
