import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { defineEntity, p } from '@mikro-orm/core';
import { qualified } from '@encontro/server-database';
import { type TestDatabase, createTestDatabase } from '@encontro/testing';
import {
  PHOTO_PURGE_LEASE_MS,
  PhotoPurgeQueue,
  photoPurgeKindsMigration,
  photoPurgesMigration,
} from '../src/index.js';

const NOW = new Date('2026-11-24T13:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);
/** The queue writes raw SQL; MikroORM only wants one entity to start. */
const PhotoPurgeRow = defineEntity({
  name: 'PhotoPurgeRow',
  tableName: 'photo_purges',
  properties: { path: p.string().length(300).primary() },
});

describe(`${PhotoPurgeQueue.name} on Postgres`, () => {
  let db: TestDatabase;
  let queue: PhotoPurgeQueue;
  const em = () => db.orm.em.fork();
  const rows = () =>
    em().execute<{ path: string; kind: string; claimed: boolean }[]>(
      `select path, kind, claimed_at is not null as claimed from ${qualified(db.schema, 'photo_purges')} order by path`,
    );

  beforeAll(async () => {
    db = await createTestDatabase({
      prefix: 'photo_purges',
      entities: [PhotoPurgeRow],
      migrations: [photoPurgesMigration, photoPurgeKindsMigration],
    });
    queue = new PhotoPurgeQueue(qualified(db.schema, 'photo_purges'));
  });

  afterAll(async () => {
    await db?.drop();
  });

  it('keeps what a rolled-back deletion queued out of the queue', async () => {
    await expect(
      em().transactional(async (tx) => {
        await queue.addPrefixes(tx, ['users/rolled-back/'], NOW);
        throw new Error('the deletion failed');
      }),
    ).rejects.toThrow('the deletion failed');
    expect(await rows()).toEqual([]);
  });

  it('hands out objects and prefixes once, takes back released ones at once and the rest after the lease', async () => {
    await em().transactional(async (tx) => {
      await queue.add(tx, ['storage/users/ana/a.webp'], NOW);
      await queue.addPrefixes(tx, ['users/ana/', 'indications/ana/'], NOW);
      // Queued twice (two deletions racing): one entry.
      await queue.addPrefixes(tx, ['users/ana/'], NOW);
    });
    expect(await rows()).toEqual([
      { path: 'indications/ana/', kind: 'prefix', claimed: false },
      { path: 'storage/users/ana/a.webp', kind: 'object', claimed: false },
      { path: 'users/ana/', kind: 'prefix', claimed: false },
    ]);

    const first = await em().transactional((tx) => queue.claim(tx, 10, later(1000)));
    expect(first).toHaveLength(3);
    expect(first).toEqual(
      expect.arrayContaining([
        { path: 'storage/users/ana/a.webp', kind: 'object' },
        { path: 'users/ana/', kind: 'prefix' },
        { path: 'indications/ana/', kind: 'prefix' },
      ]),
    );
    expect(await em().transactional((tx) => queue.claim(tx, 10, later(2000)))).toEqual([]);

    // The storage removed one prefix and refused the others.
    await queue.remove(em(), ['users/ana/']);
    await queue.release(em(), ['indications/ana/']);
    expect(await em().transactional((tx) => queue.claim(tx, 10, later(3000)))).toEqual([
      { path: 'indications/ana/', kind: 'prefix' },
    ]);
    // Never confirmed (a gateway that died): handed out again once the lease ran out.
    expect(
      (await em().transactional((tx) => queue.claim(tx, 10, later(1000 + PHOTO_PURGE_LEASE_MS + 1)))).map(
        (row) => row.path,
      ),
    ).toEqual(['storage/users/ana/a.webp']);

    await queue.remove(em(), ['indications/ana/', 'storage/users/ana/a.webp']);
    expect(await rows()).toEqual([]);
  });

  it('refuses an entry kind the queue does not know', async () => {
    await expect(
      em().execute(
        `insert into ${qualified(db.schema, 'photo_purges')} (path, kind, created_at) values ('x/', 'bucket', now())`,
      ),
    ).rejects.toThrow(/photo_purges_kind_check/);
  });
});
