import { describe, expect, it } from '@jest/globals';
import { placeSchema } from '@encontro/contracts';
import { createOrm, migrate } from '@encontro/server-database';
import { createTestDatabase, schemaQueries } from '@encontro/testing';
import { randomUUID } from 'node:crypto';
import { forumEntities } from '../../src/forum.entities.js';
import { forumMeetupMigration } from '../../src/migrations/0005-forum-meetup.js';
import { forumMigrations } from '../../src/migrations/index.js';

describe('migration 0005-forum-meetup', () => {
  it("moves the venue's columns of the forums stored before it into the one meetup value", async () => {
    const before = forumMigrations.slice(0, forumMigrations.indexOf(forumMeetupMigration));
    const db = await createTestDatabase({
      prefix: 'forum_meetup_mig',
      entities: forumEntities,
      migrations: before,
    });
    try {
      const { sql, table } = schemaQueries(db);
      const [withReference, withoutReference] = [randomUUID(), randomUUID()];
      for (const [id, reference] of [
        [withReference, 'Em frente à praça'],
        [withoutReference, null],
      ] as const) {
        await sql(
          `insert into ${table('forums')} (id, week, city_id, city, state, position, name, address, reference,
             event_day, event_time, photos, vote_count, host_id, host_name, created_at)
           values (?, '2026-W48', '3550308', 'São Paulo', 'São Paulo', 1, 'Bar do Zé', 'Rua A, 1', ?,
             'Domingo', 'Tarde - Horário a combinar', '["storage/indications/a.jpg"]', 7, ?, 'Ana Souza', now())`,
          [id, reference, randomUUID()],
        );
      }
      const orm = await createOrm({
        url: db.url,
        schema: db.schema,
        entities: forumEntities,
        migrations: forumMigrations,
        poolMax: 2,
      });
      try {
        expect(await migrate(orm, db.schema)).toContain('0005-forum-meetup');
      } finally {
        await orm.close(true);
      }
      const rows = await sql<{ id: string; meetup: unknown; photos: unknown; vote_count: number }>(
        `select id, meetup, photos, vote_count from ${table('forums')} order by id`,
      );
      const byId = new Map(rows.map((r) => [r.id, r]));
      const meetup = {
        name: 'Bar do Zé',
        address: 'Rua A, 1',
        event_day: 'Domingo',
        event_time: 'Tarde - Horário a combinar',
      };
      expect(byId.get(withReference)).toMatchObject({
        meetup: { ...meetup, reference: 'Em frente à praça' },
        photos: ['storage/indications/a.jpg'],
        vote_count: 7,
      });
      expect(byId.get(withoutReference)?.meetup).toEqual({ ...meetup, reference: null });
      // The venue only: the plan came later (0006; read through meetupOfForum).
      for (const row of rows) expect(placeSchema.strict().parse(row.meetup)).toEqual(row.meetup);
      // During the upgrade an old pod writes the old columns and a new pod only `meetup`: each row gets both.
      const [oldPod, newPod] = [randomUUID(), randomUUID()];
      await sql(
        `insert into ${table('forums')} (id, week, city_id, city, state, position, name, address, reference,
           event_day, event_time, photos, vote_count, host_id, host_name, created_at)
         values (?, '2026-W49', '3550308', 'São Paulo', 'São Paulo', 1, 'Bar Antigo', 'Rua B, 2', null,
           'Sábado', 'Noite - Horário a combinar', '[]', 0, ?, 'Ana Souza', now())`,
        [oldPod, randomUUID()],
      );
      await sql(
        `insert into ${table('forums')} (id, week, city_id, city, state, position, meetup, photos, vote_count,
           host_id, host_name, created_at)
         values (?, '2026-W49', '3550308', 'São Paulo', 'São Paulo', 2, ?::jsonb, '[]', 0, ?, 'Ana Souza', now())`,
        [newPod, JSON.stringify({ ...meetup, name: 'Bar Novo', reference: 'Ao lado' }), randomUUID()],
      );
      const both = await sql<Record<string, unknown>>(
        `select id, meetup, name, address, reference, event_day, event_time from ${table('forums')}
          where id in (?, ?)`,
        [oldPod, newPod],
      );
      expect(both.find((r) => r.id === oldPod)?.meetup).toEqual({
        name: 'Bar Antigo',
        address: 'Rua B, 2',
        reference: null,
        event_day: 'Sábado',
        event_time: 'Noite - Horário a combinar',
      });
      expect(both.find((r) => r.id === newPod)).toMatchObject({
        name: 'Bar Novo',
        address: 'Rua A, 1',
        reference: 'Ao lado',
        event_day: 'Domingo',
        event_time: 'Tarde - Horário a combinar',
      });
    } finally {
      await db.drop();
    }
  });
});
