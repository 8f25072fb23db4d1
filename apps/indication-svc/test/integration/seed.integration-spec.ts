import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { DemoSeed } from '../../src/seed/demo-seed.service.js';
import { demoVenues } from '../../src/seed/demo-venues.js';
import { type IndicationTestApp, SAO_PAULO, createIndicationTestApp } from '../support/index.js';

describe('indication-svc demo seed', () => {
  let t: IndicationTestApp;

  beforeAll(async () => {
    t = await createIndicationTestApp('ind_seed');
    t.clock.set(new Date('2026-11-24T12:00:00-03:00'));
  }, 60_000);

  afterAll(() => t?.close());

  it('waits for identity-svc’s demo people, then adds their approved venues and votes once', async () => {
    const seed = t.get(DemoSeed).run(10_000);
    for (const who of ['ana', 'bruno', 'carla', 'diego', 'admin'])
      await t.publish('user.registered', {
        user_id: randomUUID(),
        name: who,
        surname: 'Demo',
        email: `${who}@example.com`,
        gender: null,
        photo: null,
        is_admin: who === 'admin',
        created_at: new Date().toISOString(),
        ...SAO_PAULO,
      });
    expect(await seed).toEqual(demoVenues.map((v) => v.name));
    const rows = await t.sql<{ name: string; status: string; vote_count: number; week: string }>(
      `select name, status, vote_count, week from ${t.table('indications')} order by vote_count desc`,
    );
    expect(rows).toEqual([
      { name: 'Bar Esquina Paulista', status: 'active', vote_count: 2, week: '2026-W48' },
      { name: 'Café Jardim Secreto', status: 'active', vote_count: 1, week: '2026-W48' },
      { name: 'Quiosque do Parque Villa-Lobos', status: 'active', vote_count: 0, week: '2026-W48' },
    ]);
    expect(await t.outbox('vote.cast')).toHaveLength(3);
    await expect(t.get(DemoSeed).run(0)).resolves.toEqual([]);
  });
});
