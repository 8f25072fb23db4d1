import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { indicationMessages as m } from '@encontro/contracts';
import { expectRefusal, waitFor } from '@encontro/testing';
import { AdminIndicationsService } from '../../src/indications/admin-indications.service.js';
import { IndicationsHandlers } from '../../src/indications/indications.handlers.js';
import { VotesHandlers } from '../../src/votes/votes.handlers.js';
import {
  type IndicationTestApp,
  RIO,
  W48_MONDAY,
  createIndicationTestApp,
  newCity,
  photoKey,
} from '../support/index.js';

const THURSDAY_NIGHT = new Date('2026-11-26T23:59:00-03:00');

describe('nominations and votes (indication-svc on a real Postgres and JetStream)', () => {
  let t: IndicationTestApp;
  let handlers: IndicationsHandlers;
  let votes: VotesHandlers;
  let admin: AdminIndicationsService;

  /** An approved indication of a fresh host in `city`; returns its id. */
  const approved = async (city = newCity()) => {
    const host = await t.person(city);
    const { indication } = await t.nominate(host);
    await admin.approve(await t.person(city), indication!.indication_id);
    return indication!.indication_id;
  };

  beforeAll(async () => {
    t = await createIndicationTestApp('ind_votes', { WEEKLY_CITY_CAP: '3' });
    handlers = t.get(IndicationsHandlers);
    votes = t.get(VotesHandlers);
    admin = t.get(AdminIndicationsService);
    t.clock.set(W48_MONDAY);
  }, 60_000);

  afterAll(() => t?.close());

  describe('nominating', () => {
    it('stores a pending nomination for the person’s own city and week, and tells the other services', async () => {
      const city = newCity();
      const host = await t.person(city, { name: 'Ana' });
      const { message, indication } = await t.nominate(host, {
        reference_point: 'Esquina',
        attractions: 'A, B',
      });
      expect(message).toBe('Indicação enviada com sucesso! Aguarde a aprovação dos administradores.');
      expect(indication).toMatchObject({
        status: 'pending',
        city: city.city,
        city_id: city.city_id,
        week: '2026-W48',
        week_number: 48,
        host,
        host_name: 'Ana Teste',
        vote_count: 0,
        phone: '(11) 98765-4321',
        attractives: ['Música ao vivo', 'Petiscos'],
        first_photo_url: photoKey(host),
        photos: [photoKey(host)],
      });
      expect(await t.outbox('indication.submitted')).toContainEqual(
        expect.objectContaining({
          indication_id: indication!.indication_id,
          user_id: host,
          week: '2026-W48',
        }),
      );
      // Pending ones are not shown to voters.
      expect((await handlers.list({ viewer_id: host })).indications).toEqual([]);
    });

    it('refuses a second nomination in the same ISO week with 409', async () => {
      const host = await t.person(newCity());
      await t.nominate(host);
      await expectRefusal(
        t.nominate(host, { name: 'Outro lugar' }),
        'ALREADY_NOMINATED',
        'Você já fez uma indicação esta semana.',
      );
    });

    it('refuses one of two nominations sent at once by the same person', async () => {
      const host = await t.person(newCity());
      const results = await Promise.allSettled([t.nominate(host), t.nominate(host), t.nominate(host)]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(await t.sql(`select id from ${t.table('indications')} where host_id = ?`, [host])).toHaveLength(
        1,
      );
    });

    it.each([
      ['Friday', '2026-11-27T00:00:00-03:00'],
      ['Saturday', '2026-11-28T15:00:00-03:00'],
      ['Sunday', '2026-11-29T23:59:00-03:00'],
    ])('refuses nominations on %s', async (_day, instant) => {
      const host = await t.person(newCity());
      t.clock.set(new Date(instant));
      try {
        await expectRefusal(t.nominate(host), 'WEEKEND_CLOSED', m.weekendClosed);
      } finally {
        t.clock.set(W48_MONDAY);
      }
    });

    it('accepts one up to Thursday 23:59', async () => {
      t.clock.set(THURSDAY_NIGHT);
      try {
        await expect(t.nominate(await t.person(newCity()))).resolves.toMatchObject({ message: m.submitted });
      } finally {
        t.clock.set(W48_MONDAY);
      }
    });

    it('refuses a venue of another city', async () => {
      const host = await t.person(newCity());
      await expect(t.nominate(host, { city_id: RIO.city_id })).rejects.toMatchObject({
        reason: 'NOMINATION_OTHER_CITY',
        errors: { city_id: [m.otherCity] },
      });
    });

    it('keeps each city under its weekly cap, even under concurrent nominations; a rejection frees a place', async () => {
      const city = newCity();
      const hosts = await Promise.all([1, 2, 3, 4, 5].map(() => t.person(city)));
      const results = await Promise.allSettled(hosts.map((h) => t.nominate(h)));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
      const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(refused.map((r) => r.reason)).toEqual([
        expect.objectContaining({ reason: 'CITY_CAP_REACHED', message: m.cityCapReached(3) }),
        expect.objectContaining({ reason: 'CITY_CAP_REACHED', message: m.cityCapReached(3) }),
      ]);
      const stored = await t.sql<{ id: string }>(
        `select id from ${t.table('indications')} where city_id = ?`,
        [city.city_id],
      );
      const [late, later] = hosts.filter((_h, i) => results[i]!.status === 'rejected') as [string, string];
      expect((await handlers.list({ viewer_id: late })).nomination).toEqual({
        allowed: false,
        reason: m.cityCapReached(3),
      });
      await admin.reject(await t.person(city), stored[0]!.id);
      const retried = await Promise.allSettled([t.nominate(late), t.nominate(later)]);
      expect(retried.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    });

    it('validates the form again in the service: the gateway is not trusted', async () => {
      const host = await t.person(newCity());
      await expect(t.nominate(host, { phone: '123' })).rejects.toMatchObject({
        reason: 'VALIDATION_FAILED',
        errors: { phone: [m.phoneInvalid] },
      });
      await expect(t.nominate(host, {}, ['https://evil.example/x.webp'])).rejects.toMatchObject({
        reason: 'VALIDATION_FAILED',
      });
      await expect(t.nominate(host, {}, [])).rejects.toMatchObject({
        reason: 'VALIDATION_FAILED',
      });
    });

    it('tells why the Home cannot offer a nomination', async () => {
      const city = newCity();
      const host = await t.person(city);
      expect((await handlers.list({ viewer_id: host })).nomination).toEqual({ allowed: true, reason: null });
      await t.nominate(host);
      expect((await handlers.list({ viewer_id: host })).nomination.reason).toBe(m.alreadyNominatedReason);
      expect((await handlers.list({ viewer_id: null, city: city.city_id })).nomination.reason).toBe(
        m.loginToNominate,
      );
      t.clock.set(new Date('2026-11-28T10:00:00-03:00'));
      expect((await handlers.list({ viewer_id: host })).nomination.reason).toBe(m.weekendClosed);
      t.clock.set(W48_MONDAY);
    });
  });

  describe('reviewing', () => {
    it('lists a person’s own nominations with their week and their status as the admin reviews them', async () => {
      const city = newCity();
      const reviewer = await t.person(city);
      const host = await t.person(city);
      const id = (await t.nominate(host, { name: 'Bar Próprio' })).indication!.indication_id;
      const mine = () => handlers.mine({ user_id: host });
      expect(await mine()).toEqual([
        expect.objectContaining({
          id,
          indication_id: id,
          name: 'Bar Próprio',
          city: city.city,
          status: 'pending',
          week: '2026-W48',
          week_number: 48,
          host,
        }),
      ]);
      await admin.approve(reviewer, id);
      expect((await mine()).map((i) => i.status)).toEqual(['active']);
      const other = await t.person(city);
      const rejected = (await t.nominate(other)).indication!.indication_id;
      await admin.reject(reviewer, rejected);
      expect(await handlers.mine({ user_id: other })).toEqual([
        expect.objectContaining({ id: rejected, status: 'rejected', week: '2026-W48' }),
      ]);
    });

    it('approves or rejects only pending ones and records the events', async () => {
      const city = newCity();
      const reviewer = await t.person(city);
      const a = (await t.nominate(await t.person(city))).indication!.indication_id;
      const b = (await t.nominate(await t.person(city))).indication!.indication_id;
      await expect(admin.approve(reviewer, a)).resolves.toMatchObject({
        message: 'Indicação aprovada com sucesso!',
        indication: { status: 'active' },
      });
      await expect(admin.reject(reviewer, b)).resolves.toMatchObject({
        message: 'Indicação rejeitada com sucesso!',
        indication: { status: 'rejected' },
      });
      await expect(admin.reject(reviewer, a)).rejects.toMatchObject({ reason: 'NOT_PENDING' });
      expect(await t.outbox('indication.approved')).toContainEqual(
        expect.objectContaining({ indication_id: a }),
      );
      expect(await t.outbox('indication.rejected')).toContainEqual(
        expect.objectContaining({ indication_id: b }),
      );
      const pending = await admin.list({ status: 'active', search: city.city, page: 1, per_page: 20 });
      expect(pending.data.map((i) => i.indication_id)).toEqual([a]);
      expect(pending.meta).toEqual({
        total: 1,
        page: 1,
        per_page: 20,
        last_page: 1,
        total_exact: true,
        from: 1,
        to: 1,
      });
    });
  });

  describe('voting', () => {
    it('counts 200 people voting at once exactly', async () => {
      const city = newCity();
      const id = await approved(city);
      const voters = await Promise.all(Array.from({ length: 200 }, () => t.person(city)));
      const results = await Promise.allSettled(
        voters.map((v) => votes.castVote({ user_id: v, indication_id: id })),
      );
      expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
      const [row] = await t.sql<{ vote_count: number }>(
        `select vote_count from ${t.table('indications')} where id = ?`,
        [id],
      );
      expect(row!.vote_count).toBe(200);
      const [{ count }] = (await t.sql<{ count: string }>(
        `select count(*) as count from ${t.table('votes')} where indication_id = ?`,
        [id],
      )) as [{ count: string }];
      expect(Number(count)).toBe(200);
      expect((await t.outbox('vote.cast')).filter((e) => e.indication_id === id)).toHaveLength(200);
    }, 60_000);

    it('gives one vote to one person voting twice at once', async () => {
      const city = newCity();
      const id = await approved(city);
      const voter = await t.person(city);
      const results = await Promise.all([
        votes.castVote({ user_id: voter, indication_id: id }),
        votes.castVote({ user_id: voter, indication_id: id }),
      ]);
      expect(results.map((r) => r.last_voted_indication_id)).toEqual([id, id]);
      // Both answers show the count after the vote, and the indication as the Home does (host, UTC instant).
      expect(results.map((r) => r.indication.vote_count)).toEqual([1, 1]);
      expect(results[0]!.indication).toMatchObject({
        indication_id: id,
        vote_count: 1,
        host_name: expect.not.stringMatching(/^Participante$/),
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        stats: { posts: 0, comments: 0, confirmed_participants: 0 },
      });
      const rows = await t.sql<{ vote_count: number }>(
        `select vote_count from ${t.table('indications')} where id = ?`,
        [id],
      );
      expect(rows[0]!.vote_count).toBe(1);
      expect((await t.outbox('vote.cast')).filter((e) => e.user_id === voter)).toHaveLength(1);
    });

    it('allows one vote per week: removed, it can be cast again, here or elsewhere', async () => {
      const city = newCity();
      const first = await approved(city);
      const second = await approved(city);
      const voter = await t.person(city);
      await votes.castVote({ user_id: voter, indication_id: first });
      await expectRefusal(
        votes.castVote({ user_id: voter, indication_id: second }),
        'ALREADY_VOTED',
        m.alreadyVoted,
      );
      await expect(votes.removeVote({ user_id: voter, indication_id: first })).resolves.toMatchObject({
        message: 'Voto removido com sucesso!',
        last_voted_indication_id: null,
        indication: { vote_count: 0 },
      });
      await expect(votes.removeVote({ user_id: voter, indication_id: first })).rejects.toMatchObject({
        reason: 'NO_VOTE',
      });
      await expect(votes.castVote({ user_id: voter, indication_id: second })).resolves.toMatchObject({
        message: 'Voto registrado com sucesso!',
        last_voted_indication_id: second,
        indication: { vote_count: 1 },
      });
      expect((await t.outbox('vote.removed')).filter((e) => e.user_id === voter)).toHaveLength(1);
    });

    it('refuses votes from another city, on pending indications and from Friday on', async () => {
      const city = newCity();
      const id = await approved(city);
      await expect(votes.castVote({ user_id: await t.person(RIO), indication_id: id })).rejects.toMatchObject(
        {
          reason: 'OTHER_CITY_CONTENT',
        },
      );
      const pending = (await t.nominate(await t.person(city))).indication!.indication_id;
      await expectRefusal(
        votes.castVote({ user_id: await t.person(city), indication_id: pending }),
        'NOT_VOTABLE',
        m.notVotable,
      );
      t.clock.set(new Date('2026-11-27T09:00:00-03:00'));
      try {
        await expectRefusal(
          votes.castVote({ user_id: await t.person(city), indication_id: id }),
          'VOTING_CLOSED',
          m.votingClosed,
        );
      } finally {
        t.clock.set(W48_MONDAY);
      }
    });

    it('gives the same answers once it knows the indication’s city (the one-statement vote)', async () => {
      const city = newCity();
      const id = await approved(city);
      const pending = (await t.nominate(await t.person(city))).indication!.indication_id;
      // The first votes read the indication and learn its city.
      await votes.castVote({ user_id: await t.person(city), indication_id: id });
      await expectRefusal(
        votes.castVote({ user_id: await t.person(city), indication_id: pending }),
        'NOT_VOTABLE',
        m.notVotable,
      );

      await expectRefusal(
        votes.castVote({ user_id: await t.person(RIO), indication_id: id }),
        'OTHER_CITY_CONTENT',
        m.otherCityContent,
      );
      await expectRefusal(
        votes.castVote({ user_id: await t.person(city), indication_id: pending }),
        'NOT_VOTABLE',
        m.notVotable,
      );
      const voter = await t.person(city);
      const twice = await Promise.all([
        votes.castVote({ user_id: voter, indication_id: id }),
        votes.castVote({ user_id: voter, indication_id: id }),
      ]);
      expect(twice.map((r) => r.indication.vote_count)).toEqual([2, 2]);
      await expect(votes.removeVote({ user_id: voter, indication_id: id })).resolves.toMatchObject({
        indication: { vote_count: 1 },
      });
      await expect(votes.removeVote({ user_id: voter, indication_id: id })).rejects.toMatchObject({
        reason: 'NO_VOTE',
      });
      const [row] = await t.sql<{ vote_count: number }>(
        `select vote_count from ${t.table('indications')} where id = ?`,
        [id],
      );
      expect(row!.vote_count).toBe(1);
      for (const name of ['vote.cast', 'vote.removed'] as const)
        expect((await t.outbox(name)).filter((e) => e.user_id === voter)).toEqual([
          expect.objectContaining({ indication_id: id, city_id: city.city_id }),
        ]);
    });

    it('shows a city only its own approved indications, most voted first, with the totals', async () => {
      const city = newCity();
      const low = await approved(city);
      const high = await approved(city);
      await votes.castVote({ user_id: await t.person(city), indication_id: high });
      const viewer = await t.person(city);
      const list = await handlers.list({ viewer_id: viewer, city: city.city });
      expect(list.indications.map((i) => i.indication_id)).toEqual([high, low]);
      expect(list).toMatchObject({
        total_indications: 2,
        total_votes: 1,
        city: city.city,
        voting_open: true,
      });
      const guest = await handlers.list({ viewer_id: null, city: city.city_id });
      expect(guest.indications).toHaveLength(2);
      const carioca = await t.person(RIO);
      expect((await handlers.list({ viewer_id: carioca })).indications.map((i) => i.city_id)).not.toContain(
        city.city_id,
      );
      await expect(handlers.list({ viewer_id: carioca, city: city.city_id })).rejects.toMatchObject({
        reason: 'OTHER_CITY_CONTENT',
      });
    });
  });

  it('learns people from identity-svc’s events', async () => {
    const id = '7d1c1c2e-2b7a-4c7e-9d1e-0a0b0c0d0e0f';
    await t.publish('user.registered', {
      user_id: id,
      name: 'Rafa',
      surname: 'Costa',
      email: 'rafa@example.com',
      gender: 'M',
      photo: null,
      is_admin: false,
      created_at: new Date().toISOString(),
      ...RIO,
    });
    await waitFor(
      async () => (await t.sql(`select 1 from ${t.table('people')} where user_id = ?`, [id])).length,
    );
    await t.publish('user.profile_updated', {
      user_id: id,
      name: 'Rafael',
      surname: 'Costa',
      email: 'rafa@example.com',
      gender: 'M',
      photo: 'storage/users/x/y.webp',
      is_admin: false,
      ...RIO,
    });
    await waitFor(
      async () =>
        (await t.sql<{ name: string }>(`select name from ${t.table('people')} where user_id = ?`, [id]))[0]
          ?.name === 'Rafael',
    );
  });
});
