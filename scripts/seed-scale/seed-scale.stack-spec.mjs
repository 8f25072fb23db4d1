// `npm run seed:scale` end to end with tiny sizes: the built migrations and seeders into a database of
// its own on the real Postgres, checked with SQL across the services' schemas, run twice, then dropped.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const adminUrl = process.env.POSTGRES_ADMIN_URL ?? 'postgresql://postgres:postgres@127.0.0.1:5432/postgres';
const database = `scale_spec_${process.pid}_${Date.now().toString(36)}`;
const seed = (name = database) =>
  promisify(execFile)(
    process.execPath,
    [
      'scripts/seed-scale.mjs',
      '--no-build',
      '--people',
      '2000',
      '--cities',
      '3',
      '--weeks',
      '3',
      '--database',
      name,
    ],
    { cwd: root, env: { ...process.env, POSTGRES_ADMIN_URL: adminUrl } },
  );
const TIMEOUT = 240_000;

let client;
const one = async (sql) => (await client.query(sql)).rows[0];
const count = async (sql) => Number(Object.values(await one(sql))[0]);

async function dropDatabase(name) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
}

describe('npm run seed:scale', () => {
  beforeAll(async () => {
    const { stdout } = await seed();
    expect(stdout).toMatch(/indication\.votes +\d+ rows/);
    expect(stdout).toMatch(/done: \d+ rows in [\d.]+ s; database .* GiB/);
    client = new pg.Client({ connectionString: `${adminUrl.replace(/\/[^/]*$/, '')}/${database}` });
    await client.connect();
  }, TIMEOUT);

  afterAll(async () => {
    await client?.end();
    await dropDatabase(database);
  }, TIMEOUT);

  it('has the same people, admin included, in every service', async () => {
    expect(await count('select count(*) from identity.users')).toBe(2001);
    for (const [table, id] of [
      ['indication.people', 'user_id'],
      ['forum.people', 'user_id'],
      ['support.users', 'id'],
      ['moderation.people', 'id'],
      ['notification.people', 'user_id'],
    ])
      expect(
        await count(
          `select count(*) from identity.users u full join ${table} t on t.${id} = u.id where t.${id} is null or u.id is null`,
        ),
      ).toBe(0);
    expect(await one(`select email, is_admin from identity.users where is_admin`)).toEqual({
      email: 'admin@scale.encontro.test',
      is_admin: true,
    });
    expect(
      await count(
        `select count(*) from identity.users where email !~ '^(p[0-9]+|admin)@scale\\.encontro\\.test$'`,
      ),
    ).toBe(0);
  });

  it('opens the voting week with ten approved nominations per city and one vote per person', async () => {
    const week = (await one(`select max(week) as week from indication.indications`)).week;
    const perCity = (
      await client.query(
        `select i.city_id, count(*) filter (where i.status = 'active') as active, sum(i.vote_count) as counted,
              (select count(*) from indication.votes v where v.week = $1 and v.city_id = i.city_id) as votes,
              (select count(*) from identity.users u where u.city_id = i.city_id and not u.is_admin) as people
         from indication.indications i where i.week = $1 group by i.city_id`,
        [week],
      )
    ).rows;
    expect(perCity).toHaveLength(3);
    for (const city of perCity) {
      expect(Number(city.active)).toBe(10);
      expect(Number(city.votes)).toBe(Number(city.people));
      expect(Number(city.counted)).toBe(Number(city.votes));
    }
    expect(await count(`select count(*) from indication.winners where week = '${week}'`)).toBe(0);
    expect(await count(`select count(*) from indication.week_closures where week = '${week}'`)).toBe(0);
  });

  it('closes every past week of every city with its three most voted', async () => {
    expect(await count('select count(*) from indication.week_closures')).toBe(9);
    expect(
      await count(
        `select count(*) from indication.winners w join indication.indications i on i.id = w.indication_id
        where w.vote_count <> i.vote_count or w.week <> i.week or w.host_id <> i.host_id
           or i.vote_count <> (select count(*) from indication.votes v where v.indication_id = i.id)`,
      ),
    ).toBe(0);
    expect(
      await count(
        `select count(*) from indication.winners w where w.position > 1 and w.vote_count >
         (select vote_count from indication.winners b where b.week = w.week and b.city_id = w.city_id and b.position = w.position - 1)`,
      ),
    ).toBe(0);
  });

  it('keeps forums, tickets, reports, notifications and audit entries about the same people and nominations', async () => {
    expect(
      await count(
        `select count(*) from forum.forums f full join indication.winners w on w.indication_id = f.id where f.id is null or w.id is null`,
      ),
    ).toBe(0);
    expect(
      await count(
        `select count(*) from forum.participants p left join indication.attendances a on a.indication_id = p.forum_id and a.user_id = p.user_id where a.user_id is null`,
      ),
    ).toBe(0);
    expect(
      await count(
        `select count(*) from forum.posts p join forum.forums f on f.id = p.forum_id where p.user_id <> f.host_id`,
      ),
    ).toBe(0);
    expect(
      await count(
        `select count(*) from forum.comments c left join forum.participants p on p.forum_id = c.forum_id and p.user_id = c.user_id where p.user_id is null`,
      ),
    ).toBe(0);
    expect(
      await count(`select count(*) from indication.forum_stats s join forum.forums f on f.id = s.indication_id
       where s.posts <> (select count(*) from forum.posts p where p.forum_id = f.id)
          or s.comments <> (select count(*) from forum.comments c where c.forum_id = f.id)`),
    ).toBe(0);
    expect(
      await count(
        `select count(*) from support.tickets t left join identity.users u on u.id = t.user_id and u.email = t.email where u.id is null`,
      ),
    ).toBe(0);
    expect(
      await count(
        `select count(*) from support.tickets t where t.indication_id is not null and not exists (select 1 from indication.winners w where w.indication_id = t.indication_id and w.host_id = t.user_id)`,
      ),
    ).toBe(0);
    expect(
      await count(
        `select count(*) from moderation.tracked_tickets m full join support.tickets t on t.id = m.id where t.id is null or m.id is null or t.status <> m.status`,
      ),
    ).toBe(0);
    expect(
      await count(
        `select count(*) from moderation.reports r left join forum.comments c on c.id::text = r.target_id where c.id is null`,
      ),
    ).toBe(0);
    expect(
      await count(
        `select count(*) from moderation.tracked_indications m full join indication.indications i on i.id = m.id where i.id is null or m.id is null`,
      ),
    ).toBe(0);
    expect(
      await count(
        `select count(*) from notification.notifications n left join identity.users u on u.id = n.user_id where u.id is null`,
      ),
    ).toBe(0);
    expect(
      await count(
        `select count(*) from notification.notifications n where n.indication_id is not null and not exists (select 1 from indication.indications i where i.id = n.indication_id)`,
      ),
    ).toBe(0);
    expect(
      await count(
        `select count(*) from notification.week_participants p where p.role = 'attendee' and not exists (select 1 from indication.attendances a where a.indication_id = p.indication_id and a.user_id = p.user_id)`,
      ),
    ).toBe(0);
    expect(
      await count(
        `select count(*) from moderation.audit_log a where a.action = 'indication.approve' and not exists (select 1 from indication.indications i where i.id::text = a.target_id)`,
      ),
    ).toBe(0);
    expect(await count(`select count(*) from moderation.audit_log`)).toBeGreaterThan(0);
    for (const schema of ['identity', 'indication', 'forum', 'support', 'moderation', 'notification'])
      expect(await count(`select count(*) from ${schema}.outbox where published_at is null`)).toBe(0);
  });

  it(
    'can be run again over its own database, and never over one it did not make',
    async () => {
      await client.end();
      client = undefined;
      await seed();
      client = new pg.Client({ connectionString: `${adminUrl.replace(/\/[^/]*$/, '')}/${database}` });
      await client.connect();
      expect(await count('select count(*) from identity.users')).toBe(2001);
      expect(await count('select count(*) from indication.week_closures')).toBe(9);

      const foreign = `${database}_other`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database "${foreign}"`);
      await admin.end();
      try {
        await expect(seed(foreign)).rejects.toMatchObject({
          stderr: expect.stringContaining('refusing to drop it'),
        });
      } finally {
        await dropDatabase(foreign);
      }
    },
    TIMEOUT,
  );
});
