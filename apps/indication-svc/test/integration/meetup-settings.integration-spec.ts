import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { indicationMessages as m } from '@encontro/contracts';
import { expectRefusal } from '@encontro/testing';
import { AttendanceHandlers } from '../../src/attendance/attendance.handlers.js';
import { MeetupHandlers } from '../../src/meetups/meetup.handlers.js';
import { WinnersHandlers } from '../../src/winners/winners.handlers.js';
import { type IndicationTestApp, closedWeek, createIndicationTestApp } from '../support/index.js';

/** Issue 30 item 1: the host sets the meetup's time (and seats) in the city's own time zone. */
describe('the host sets the meetup (indication-svc)', () => {
  let t: IndicationTestApp;

  beforeAll(async () => {
    t = await createIndicationTestApp('ind_meetup_settings');
  }, 60_000);

  afterAll(() => t?.close());

  const set = (userId: string, id: string, body: { starts_at?: string | null; capacity?: number | null }) =>
    t.get(MeetupHandlers).setMeetup({
      user_id: userId,
      indication_id: id,
      body: { starts_at: null, capacity: null, ...body },
    });
  const winnerSeenBy = async (viewer: string, id: string) =>
    (await t.get(WinnersHandlers).winners({ viewer_id: viewer })).winners.find(
      (w) => w.indication_id === id,
    )!;
  const sequenceOf = async (id: string) =>
    (
      await t.sql<{ calendar_sequence: number }>(
        `select calendar_sequence from ${t.table('winners')} where indication_id = ?`,
        [id],
      )
    )[0]!.calendar_sequence;

  it('stores the time, shows it with the city’s zone and announces the whole meetup', async () => {
    const { city, winners } = await closedWeek(t, [{}], '13');
    const [{ id, host }] = winners as [{ id: string; host: string }];
    const viewer = await t.person(city);

    const answer = await set(host, id, { starts_at: '19:30' });

    expect(answer).toMatchObject({
      message: m.meetupSettingsSaved,
      meetup: { starts_at: '19:30', time_zone: 'America/Manaus', seats_left: null, waitlist_count: 0 },
    });
    expect(await winnerSeenBy(viewer, id)).toMatchObject({ starts_at: '19:30', time_zone: 'America/Manaus' });
    const updates = (await t.outbox('meetup.updated')).filter((e) => e.indication_id === id);
    expect(updates.map((e) => [e.version, e.meetup.starts_at])).toEqual([[1, '19:30']]);
    expect(await sequenceOf(id)).toBe(1);

    // The same time again is no change of time: the calendar's SEQUENCE stays.
    await set(host, id, { starts_at: '19:30' });
    expect(await sequenceOf(id)).toBe(1);
    await set(host, id, { starts_at: null });
    expect(await sequenceOf(id)).toBe(2);
    expect((await winnerSeenBy(viewer, id)).starts_at).toBeNull();
  });

  it('carries the city’s zone in week.closed, São Paulo’s for a city of São Paulo', async () => {
    const { winners } = await closedWeek(t);
    const closed = (await t.outbox('week.closed')).find((e) =>
      e.winners.some((w) => w.indication_id === winners[0]!.id),
    );
    expect(closed!.winners[0]).toMatchObject({
      time_zone: 'America/Sao_Paulo',
      starts_at: null,
      waitlist_count: 0,
    });
  });

  it('refuses anyone but the host, a time outside the period, and changes once the meetup started', async () => {
    const { city, winners } = await closedWeek(t, [{ fields: { event_time: 'Tarde - Horário a combinar' } }]);
    const [{ id, host }] = winners as [{ id: string; host: string }];
    const other = await t.person(city);

    await expectRefusal(set(other, id, { starts_at: '13:00' }), 'MEETUP_HOST_ONLY', m.meetupHostOnly);
    await expectRefusal(
      set(host, id, { starts_at: '19:00' }),
      'VALIDATION_FAILED',
      m.startsAtOutOfPeriod('Tarde', '12:00', '17:59'),
    );
    // Not the host: "Eu Vou!" with settings is refused, and nothing is confirmed.
    await expectRefusal(
      t
        .get(AttendanceHandlers)
        .confirmAttendance({ user_id: other, indication_id: id, body: { starts_at: '13:00' } }),
      'MEETUP_HOST_ONLY',
      m.meetupHostOnly,
    );
    expect(await t.sql(`select 1 from ${t.table('attendances')} where user_id = ?`, [other])).toEqual([]);

    // The host confirms and sets the time at once.
    await expect(
      t
        .get(AttendanceHandlers)
        .confirmAttendance({ user_id: host, indication_id: id, body: { starts_at: '15:00' } }),
    ).resolves.toMatchObject({ status: 'confirmed', is_host: true });
    expect((await winnerSeenBy(other, id)).starts_at).toBe('15:00');

    // Saturday 15:00 in São Paulo: started, so it can no longer change.
    t.clock.set(new Date('2026-11-28T15:00:00-03:00'));
    await expectRefusal(set(host, id, { starts_at: '16:00' }), 'MEETUP_STARTED', m.meetupStarted);
  });

  it('keeps the host’s seat: seats left are the capacity less the host and the confirmed guests', async () => {
    const { city, winners } = await closedWeek(t);
    const [{ id, host }] = winners as [{ id: string; host: string }];
    const viewer = await t.person(city);
    const guests = [await t.person(city), await t.person(city)];
    for (const guest of guests)
      await t.get(AttendanceHandlers).confirmAttendance({ user_id: guest, indication_id: id });

    await expect(set(host, id, { capacity: 5 })).resolves.toMatchObject({
      meetup: { capacity: 5, seats_left: 2, waitlist_count: 0 },
    });
    expect(await winnerSeenBy(viewer, id)).toMatchObject({
      capacity: 5,
      seats_left: 2,
      confirmed_participants: 2,
    });
    // The host confirming takes their own kept seat, not a guest's.
    await t.get(AttendanceHandlers).confirmAttendance({ user_id: host, indication_id: id });
    expect(await winnerSeenBy(viewer, id)).toMatchObject({ seats_left: 2, confirmed_participants: 3 });

    await expectRefusal(
      set(host, id, { capacity: 2 }),
      'CAPACITY_BELOW_CONFIRMED',
      m.capacityBelowConfirmed(3),
    );
    await expect(set(host, id, { capacity: 3 })).resolves.toMatchObject({ meetup: { seats_left: 0 } });
    await expect(set(host, id, { capacity: null })).resolves.toMatchObject({ meetup: { seats_left: null } });
    const versions = (await t.outbox('meetup.updated'))
      .filter((e) => e.indication_id === id)
      .map((e) => e.version);
    // Each of the three confirmations and of the three settings saved is announced, in order.
    expect(versions).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
