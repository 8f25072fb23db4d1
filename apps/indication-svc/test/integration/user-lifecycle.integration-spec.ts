import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { indicationMessages as m } from '@encontro/contracts';
import { MikroORM } from '@mikro-orm/postgresql';
import { waitFor } from '@encontro/testing';
import { randomUUID } from 'node:crypto';
import { AttendanceHandlers } from '../../src/attendance/attendance.handlers.js';
import { IndicationsHandlers } from '../../src/indications/indications.handlers.js';
import { AccountSignalsRepository } from '../../src/integrity/account-signals.repository.js';
import { PhotoPurgesHandlers } from '../../src/photo-purges/photo-purges.module.js';
import { UserDataHandlers } from '../../src/user-data/user-data.handlers.js';
import { VotesHandlers } from '../../src/votes/votes.handlers.js';
import { WeekCloser } from '../../src/winners/week-closer.service.js';
import { WinnersHandlers } from '../../src/winners/winners.handlers.js';
import {
  type IndicationTestApp,
  W48_FRIDAY,
  W48_MONDAY,
  createIndicationTestApp,
  newCity,
  photoKey,
} from '../support/index.js';

const W47_MONDAY = new Date('2026-11-16T10:00:00-03:00');
const W49_MONDAY = new Date('2026-11-30T10:00:00-03:00');

describe('indication-svc: admin audit, reported content removal, approval setting, deleted accounts, export', () => {
  let t: IndicationTestApp;
  const adminId = randomUUID();

  const handlers = () => t.get(IndicationsHandlers);
  const nominate = async (userId: string, name: string) => {
    const { indication, message } = await t.nominate(userId, { name }, [
      photoKey(userId),
      photoKey(userId, 2),
    ]);
    return { id: indication!.indication_id, status: indication!.status, message };
  };
  const approve = (id: string) => handlers().approve({ admin_id: adminId, indication_id: id });
  /** A nomination the administrator approved at once; returns its id. */
  const approved = async (userId: string, name: string) => {
    const { id } = await nominate(userId, name);
    await approve(id);
    return { id };
  };
  const vote = (userId: string, id: string) =>
    t.get(VotesHandlers).castVote({ user_id: userId, indication_id: id });
  const exists = async (id: string) =>
    (await t.sql(`select 1 from ${t.table('indications')} where id = ?`, [id])).length === 1;
  const voteCount = async (id: string) =>
    (
      await t.sql<{ vote_count: number }>(`select vote_count from ${t.table('indications')} where id = ?`, [
        id,
      ])
    )[0]?.vote_count;
  const audits = async (targetId: string) =>
    (await t.outbox('admin.action_performed')).filter((e) => e.target_id === targetId);
  const processed = async (name: string) =>
    Number(
      (await t.sql<{ n: string }>(`select count(*) as n from ${t.table('inbox')} where name = ?`, [name]))[0]!
        .n,
    );

  beforeAll(async () => {
    t = await createIndicationTestApp('ind_lifecycle');
  }, 60_000);

  afterAll(() => t?.close());

  it('leaves exactly one audit entry per approval and per rejection, with the acting administrator', async () => {
    t.clock.set(W48_MONDAY);
    const city = newCity();
    const first = await nominate(await t.person(city), 'Bar Aprovado');
    const second = await nominate(await t.person(city), 'Bar Rejeitado');
    await approve(first.id);
    await handlers().reject({ admin_id: adminId, indication_id: second.id });
    await expect(approve(second.id)).rejects.toMatchObject({ reason: 'NOT_PENDING' });

    expect(await audits(first.id)).toEqual([
      {
        action_id: expect.any(String),
        actor_id: adminId,
        action: 'indication.approve',
        target_type: 'indication',
        target_id: first.id,
        before: { status: 'pending' },
        after: { status: 'active' },
        at: expect.any(String),
      },
    ]);
    expect(await audits(second.id)).toEqual([
      expect.objectContaining({ action: 'indication.reject', after: { status: 'rejected', reason: null } }),
    ]);
  });

  it('removes reported content with its votes: voters may vote again, photos and one audit entry come out', async () => {
    t.clock.set(W48_MONDAY);
    const city = newCity();
    const host = await t.person(city);
    const { id } = await approved(host, 'Bar Denunciado');
    const voters = [await t.person(city), await t.person(city)];
    for (const voter of voters) await vote(voter, id);
    const actionId = randomUUID();
    const reportId = randomUUID();

    await expect(
      handlers().adminRemove({
        actor_id: adminId,
        indication_id: id,
        action_id: actionId,
        via_report_id: reportId,
      }),
    ).resolves.toEqual({
      message: 'Indicação excluída com sucesso!',
      indication_id: id,
      photo_keys: [photoKey(host), photoKey(host, 2)],
    });

    expect(await exists(id)).toBe(false);
    expect(await t.sql(`select 1 from ${t.table('votes')} where indication_id = ?`, [id])).toEqual([]);
    expect((await t.outbox('indication.removed')).filter((e) => e.indication_id === id)).toEqual([
      {
        indication_id: id,
        user_id: host,
        previous_status: 'active',
        week: '2026-W48',
        city_id: city.city_id,
        at: expect.any(String),
        photos: [photoKey(host), photoKey(host, 2)],
        reason: 'admin',
      },
    ]);
    const removedVotes = (await t.outbox('vote.removed')).filter((e) => e.indication_id === id);
    expect(removedVotes.map((e) => e.user_id).sort()).toEqual([...voters].sort());
    // The id admin-svc chose for its own audit entry is the event's: one entry for one click.
    expect((await audits(id)).filter((e) => e.action !== 'indication.approve')).toEqual([
      expect.objectContaining({
        action_id: actionId,
        actor_id: adminId,
        action: 'indication.delete',
        before: expect.objectContaining({ status: 'active', name: 'Bar Denunciado' }),
        after: { via_report_id: reportId },
      }),
    ]);
    // The photos wait for the gateway's storage clean-up: claimed once (a lease), then confirmed.
    const purges = t.get(PhotoPurgesHandlers);
    const claimed = (await purges.claim({ limit: 100 })).paths;
    expect(claimed).toEqual(expect.arrayContaining([photoKey(host), photoKey(host, 2)]));
    expect((await purges.claim({ limit: 100 })).paths).toEqual([]);
    await purges.confirm({ paths: claimed, released: [] });
    expect(await t.sql(`select 1 from ${t.table('photo_purges')}`)).toEqual([]);
    // A voter's vote is free again this week.
    const other = await approved(await t.person(city), 'Outro Bar');
    await expect(vote(voters[0]!, other.id)).resolves.toMatchObject({ last_voted_indication_id: other.id });
    await expect(handlers().adminRemove({ actor_id: adminId, indication_id: id })).rejects.toMatchObject({
      reason: 'INDICATION_NOT_FOUND',
    });
  });

  it('approves new indications at submission while the admin turned approval off, and obeys the latest setting only', async () => {
    t.clock.set(W48_MONDAY);
    const city = newCity();
    const settings = (approval_required: boolean, when: string) => ({
      platform_name: 'Encontro',
      contact_email: 'contato@encontro.app',
      auto_censor: true,
      approval_required,
      integrity_auto_hold: true,
      at: when,
    });
    const before = await processed('platform.settings_changed');
    await t.publish('platform.settings_changed', settings(false, '2026-11-23T12:00:00.000Z'));
    await waitFor(async () => (await processed('platform.settings_changed')) === before + 1);

    const auto = await nominate(await t.person(city), 'Bar Automático');
    expect(auto).toMatchObject({ status: 'active', message: m.submittedApproved });
    expect((await t.outbox('indication.submitted')).filter((e) => e.indication_id === auto.id)).toHaveLength(
      1,
    );
    expect((await t.outbox('indication.approved')).filter((e) => e.indication_id === auto.id)).toEqual([
      expect.objectContaining({ indication_id: auto.id, week: '2026-W48', city_id: city.city_id }),
    ]);
    expect(await audits(auto.id)).toEqual([]);
    const viewer = await t.person(city);
    expect((await handlers().list({ viewer_id: viewer })).indications.map((i) => i.id)).toEqual([auto.id]);

    // An older announcement arriving late changes nothing; a newer one does.
    await t.publish('platform.settings_changed', settings(true, '2026-11-23T11:00:00.000Z'));
    await waitFor(async () => (await processed('platform.settings_changed')) === before + 2);
    expect((await nominate(await t.person(city), 'Bar Também Automático')).status).toBe('active');
    await t.publish('platform.settings_changed', settings(true, '2026-11-23T13:00:00.000Z'));
    await waitFor(async () => (await processed('platform.settings_changed')) === before + 3);
    expect(await nominate(await t.person(city), 'Bar Pendente')).toMatchObject({
      status: 'pending',
      message: m.submitted,
    });
  });

  it('on user.deleted: deletes their votes, presences and non-winning indications, keeps past winners as "Usuário removido"', async () => {
    const city = newCity();
    const [leaver, rival, fan, friend, voter] = [
      await t.person(city, { name: 'Saindo' }),
      await t.person(city, { name: 'Rival' }),
      await t.person(city),
      await t.person(city),
      await t.person(city),
    ];
    // W47: the leaver's nomination is rejected.
    t.clock.set(W47_MONDAY);
    const rejected = await nominate(leaver, 'Bar Rejeitado');
    await handlers().reject({ admin_id: adminId, indication_id: rejected.id });
    // W48: the leaver's venue wins; they voted for the rival and confirm the rival's meetup.
    t.clock.set(W48_MONDAY);
    const winner = await approved(leaver, 'Bar Vencedor');
    const rivals = await approved(rival, 'Bar do Rival');
    await vote(fan, winner.id);
    await vote(friend, winner.id);
    await vote(leaver, rivals.id);
    t.clock.set(W48_FRIDAY);
    await t.get(WeekCloser).closeDueWeeks();
    await t.get(AttendanceHandlers).confirmAttendance({ user_id: leaver, indication_id: rivals.id });
    await t.get(AttendanceHandlers).confirmAttendance({ user_id: fan, indication_id: winner.id });
    // W49 (voting open): a new nomination with someone's vote, and the leaver's own vote.
    t.clock.set(W49_MONDAY);
    const current = await approved(leaver, 'Bar da Semana');
    await vote(voter, current.id);
    const next = await approved(rival, 'Bar Novo do Rival');
    await vote(leaver, next.id);
    expect(await voteCount(next.id)).toBe(1);

    await t.publish('user.deleted', { user_id: leaver, by: 'self', at: new Date().toISOString() });
    await waitFor(
      async () =>
        (
          await t.sql(`select 1 from ${t.table('people')} where user_id = ? and deleted_at is not null`, [
            leaver,
          ])
        ).length === 1,
    );

    expect(await exists(rejected.id)).toBe(false);
    expect(await exists(current.id)).toBe(false);
    expect(await exists(winner.id)).toBe(true);
    expect(await t.sql(`select 1 from ${t.table('votes')} where user_id = ?`, [leaver])).toEqual([]);
    expect(await t.sql(`select 1 from ${t.table('attendances')} where user_id = ?`, [leaver])).toEqual([]);
    // This week's vote leaves the count; last week's count is history and stays.
    expect(await voteCount(next.id)).toBe(0);
    expect(await voteCount(rivals.id)).toBe(1);
    expect((await t.sql(`select 1 from ${t.table('attendances')} where user_id = ?`, [fan])).length).toBe(1);
    const removed = (await t.outbox('indication.removed')).filter((e) => e.user_id === leaver);
    expect(removed.map((e) => [e.indication_id, e.previous_status, e.reason]).sort()).toEqual(
      [
        [rejected.id, 'rejected', 'user_deleted'],
        [current.id, 'active', 'user_deleted'],
      ].sort(),
    );
    const freed = (await t.outbox('vote.removed')).filter((e) => e.week === '2026-W49');
    expect(freed.map((e) => [e.user_id, e.indication_id]).sort()).toEqual(
      [
        [leaver, next.id],
        [voter, current.id],
      ].sort(),
    );
    expect(
      await t.sql(`select name, surname, email, photo from ${t.table('people')} where user_id = ?`, [leaver]),
    ).toEqual([{ name: 'Usuário removido', surname: '', email: '', photo: null }]);

    const last = await t.get(WinnersHandlers).lastWinners({ viewer_id: rival });
    expect(last.winners.find((w) => w.indication_id === winner.id)).toMatchObject({
      host_name: 'Usuário removido',
      host_photo: null,
    });
    // A snapshot arriving late does not bring the name back.
    await t.publish('user.profile_updated', {
      user_id: leaver,
      name: 'Saindo',
      surname: 'Teste',
      email: 'saindo@example.com',
      gender: null,
      photo: null,
      is_admin: false,
      ...city,
    });
    const updates = await processed('user.profile_updated');
    await waitFor(async () => (await processed('user.profile_updated')) === updates + 1);
    expect(
      (await t.sql<{ name: string }>(`select name from ${t.table('people')} where user_id = ?`, [leaver]))[0],
    ).toEqual({ name: 'Usuário removido' });
  });

  it('exports the person, their nominations, votes, presences and winners without link tokens', async () => {
    const city = newCity();
    const who = await t.person(city, { name: 'Exporta', email: 'exporta@example.com' });
    const other = await t.person(city);
    await t
      .get(AccountSignalsRepository)
      .recordSignup(
        t.get(MikroORM).em.fork(),
        who,
        { network: 'UmVkZURhQ2FzYUV4cG9ydA', email_domain: 'example.com' },
        new Date('2026-11-20T10:00:00-03:00'),
      );
    t.clock.set(W48_MONDAY);
    const mine = await approved(who, 'Bar Exportado');
    const theirs = await approved(other, 'Bar Alheio');
    await vote(who, theirs.id);
    await vote(other, mine.id);
    t.clock.set(W48_FRIDAY);
    await t.get(WeekCloser).closeDueWeeks();
    await t.get(AttendanceHandlers).confirmAttendance({ user_id: who, indication_id: mine.id });

    const exported = await t.get(UserDataHandlers).export({ user_id: who });
    expect(exported).toEqual({
      service: 'indication-svc',
      data: {
        person: expect.objectContaining({
          name: 'Exporta',
          email: 'exporta@example.com',
          city_id: city.city_id,
        }),
        indications: [
          expect.objectContaining({
            indication_id: mine.id,
            name: 'Bar Exportado',
            status: 'active',
            photos: [photoKey(who), photoKey(who, 2)],
          }),
        ],
        votes: [
          {
            indication_id: theirs.id,
            week: '2026-W48',
            created_at: expect.any(String),
            network: null,
            under_review: false,
          },
        ],
        signals: {
          registration_network: 'UmVkZURhQ2FzYUV4cG9ydA',
          email_domain: 'example.com',
          account_created_at: '2026-11-20T13:00:00.000Z',
          verified_at: null,
        },
        attendances: [
          { indication_id: mine.id, week: '2026-W48', status: 'confirmed', confirmed_at: expect.any(String) },
        ],
        winners: [
          expect.objectContaining({
            indication_id: mine.id,
            nominated: true,
            host: true,
            host_confirmed_at: expect.any(String),
          }),
        ],
      },
    });
    const [tokens] = await t.sql<{ calendar_token: string }>(
      `select calendar_token from ${t.table('attendances')} where user_id = ?`,
      [who],
    );
    expect(JSON.stringify(exported)).not.toContain(tokens!.calendar_token);
    expect(JSON.stringify(exported)).not.toMatch(/token/i);
    expect((await t.get(UserDataHandlers).export({ user_id: randomUUID() })).data).toMatchObject({
      person: null,
      indications: [],
    });
  });
});
