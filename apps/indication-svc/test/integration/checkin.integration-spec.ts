import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { indicationMessages as m } from '@encontro/contracts';
import { expectRefusal } from '@encontro/testing';
import { AttendanceHandlers } from '../../src/attendance/attendance.handlers.js';
import { CheckinHandlers } from '../../src/checkin/checkin.handlers.js';
import { type IndicationTestApp, closedWeek, createIndicationTestApp } from '../support/index.js';

// W48's Saturday night in São Paulo: the check-in opens at 17:00, an hour before the period's 18:00.
const OPENS = new Date('2026-11-28T17:00:00-03:00');
const DAY_ENDS = new Date('2026-11-29T00:00:00-03:00');
const after = (ms: number) => new Date(OPENS.getTime() + ms);
const MINUTE = 60_000;
const NEVER_VALID = 'AAAAAAAAAAAAAAAA';

/** Issue 30 item 6 on a real schema and the dev clock: "Cheguei", by the host's code or by the host. */
describe('check-in at the meetup (indication-svc)', () => {
  let t: IndicationTestApp;

  beforeAll(async () => {
    t = await createIndicationTestApp('ind_checkin');
  }, 60_000);

  afterAll(() => t?.close());

  const handlers = () => t.get(CheckinHandlers);
  const codeFor = (userId: string, id: string) =>
    handlers().checkinCode({ user_id: userId, indication_id: id });
  const checkin = (userId: string, id: string, code: string) =>
    handlers().checkin({ user_id: userId, indication_id: id, body: { code } });
  const byHost = (host: string, id: string, attendee: string) =>
    handlers().checkinByHost({ user_id: host, indication_id: id, attendee_id: attendee });
  const arrivalOf = async (id: string, userId: string) =>
    (
      await t.sql<{ checked_in_at: Date | null; checked_in_by: string | null }>(
        `select checked_in_at, checked_in_by from ${t.table('attendances')} where indication_id = ? and user_id = ?`,
        [id, userId],
      )
    )[0];
  const checkedInEvents = async (id: string) =>
    (await t.outbox('attendance.checked_in')).filter((e) => e.indication_id === id);

  /** A closed week with one winner and a confirmed attendee; the clock is left at Friday. */
  async function meetup(stateCode = '35') {
    const { city, winners } = await closedWeek(t, [{}], stateCode);
    const [{ id, host }] = winners as [{ id: string; host: string }];
    const attendee = await t.person(city);
    await t.get(AttendanceHandlers).confirmAttendance({ user_id: attendee, indication_id: id });
    return { city, id, host, attendee };
  }

  it('shows the host a code from an hour before the start until the day ends, and nobody else', async () => {
    const { id, host, attendee } = await meetup();

    t.clock.set(after(-MINUTE));
    await expectRefusal(codeFor(host, id), 'CHECKIN_CLOSED', m.checkinNotOpenYet('em 28/11 às 17:00'));
    await expectRefusal(
      checkin(attendee, id, NEVER_VALID),
      'CHECKIN_CLOSED',
      m.checkinNotOpenYet('em 28/11 às 17:00'),
    );

    t.clock.set(OPENS);
    const code = await codeFor(host, id);
    expect(code).toEqual({
      code: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
      digits: expect.stringMatching(/^\d{6}$/),
      expires_at: after(30_000).toISOString(),
      checkin_url: `http://encontro.test/forum/${id}/cheguei?c=${code.code}`,
    });
    await expectRefusal(codeFor(attendee, id), 'CHECKIN_HOST_ONLY', m.checkinHostOnly);

    t.clock.set(DAY_ENDS);
    await expectRefusal(codeFor(host, id), 'CHECKIN_CLOSED', m.checkinClosed);
    await expectRefusal(checkin(attendee, id, code.digits), 'CHECKIN_CLOSED', m.checkinClosed);
    expect((await arrivalOf(id, attendee))!.checked_in_at).toBeNull();
  });

  it('checks a confirmed person in with the digits once: a second check-in answers the first, with one event', async () => {
    const { id, host, attendee } = await meetup();
    t.clock.set(after(61 * MINUTE));

    const first = await checkin(attendee, id, (await codeFor(host, id)).digits);

    expect(first).toEqual({ message: m.checkedIn, user_id: attendee, checked_in_at: expect.any(String) });
    expect(Date.parse(first.checked_in_at)).toBeGreaterThanOrEqual(after(61 * MINUTE).getTime());
    t.clock.set(after(75 * MINUTE));
    await expect(checkin(attendee, id, (await codeFor(host, id)).code)).resolves.toEqual(first);
    await expect(checkin(attendee, id, NEVER_VALID)).resolves.toEqual(first);
    const arrival = (await arrivalOf(id, attendee))!;
    expect([new Date(arrival.checked_in_at!).toISOString(), arrival.checked_in_by]).toEqual([
      first.checked_in_at,
      null,
    ]);
    expect(await checkedInEvents(id)).toEqual([
      { indication_id: id, week: '2026-W48', user_id: attendee, at: first.checked_in_at },
    ]);
  });

  it('accepts the code of the window before, calls older ones of the evening stale (410) and others invalid (422)', async () => {
    const { city, id, host, attendee } = await meetup();
    const second = await t.person(city);
    await t.get(AttendanceHandlers).confirmAttendance({ user_id: second, indication_id: id });
    t.clock.set(after(30 * MINUTE + 1_000));
    const old = await codeFor(host, id);

    t.clock.set(after(31 * MINUTE + 1_000));
    await expectRefusal(checkin(attendee, id, old.code), 'CHECKIN_CODE_STALE', m.checkinCodeStale);
    await expectRefusal(checkin(attendee, id, old.digits), 'CHECKIN_CODE_STALE', m.checkinCodeStale);
    await expectRefusal(checkin(attendee, id, NEVER_VALID), 'CHECKIN_CODE_INVALID', m.checkinCodeInvalid, {
      code: [m.checkinCodeInvalid],
    });
    expect(await checkedInEvents(id)).toEqual([]);

    const previous = await codeFor(host, id);
    t.clock.set(after(31 * MINUTE + 31_000));
    await expect(checkin(second, id, previous.code)).resolves.toMatchObject({ user_id: second });
  });

  it('refuses who did not confirm (403)', async () => {
    const { city, id, host } = await meetup();
    const stranger = await t.person(city);
    t.clock.set(after(MINUTE));

    await expectRefusal(
      checkin(stranger, id, (await codeFor(host, id)).digits),
      'CHECKIN_NOT_CONFIRMED',
      m.checkinNotConfirmed,
    );
  });

  it('lets the host check a confirmed person in by hand, within the window, and nobody else', async () => {
    const { city, id, host, attendee } = await meetup();
    const stranger = await t.person(city);

    t.clock.set(after(-MINUTE));
    await expectRefusal(
      byHost(host, id, attendee),
      'CHECKIN_CLOSED',
      m.checkinNotOpenYet('em 28/11 às 17:00'),
    );
    t.clock.set(after(2 * MINUTE));
    await expectRefusal(byHost(attendee, id, attendee), 'CHECKIN_HOST_ONLY', m.checkinHostOnly);
    await expectRefusal(
      byHost(host, id, stranger),
      'CHECKIN_PERSON_NOT_CONFIRMED',
      m.checkinPersonNotConfirmed,
    );

    const marked = await byHost(host, id, attendee);

    expect(marked).toMatchObject({ message: m.checkedInByHost, user_id: attendee });
    expect((await arrivalOf(id, attendee))!.checked_in_by).toBe(host);
    await expect(byHost(host, id, attendee)).resolves.toEqual(marked);
    expect(await checkedInEvents(id)).toHaveLength(1);
  });

  it('opens the window in the city’s own zone and at the time the host set', async () => {
    const { id, host } = await meetup('13');
    await t.sql(`update ${t.table('winners')} set meetup_settings = ? where indication_id = ?`, [
      JSON.stringify({ starts_at: '20:00' }),
      id,
    ]);

    // 19:00 in Manaus is 20:00 in São Paulo.
    t.clock.set(new Date('2026-11-28T18:59:00-04:00'));
    await expectRefusal(codeFor(host, id), 'CHECKIN_CLOSED', m.checkinNotOpenYet('em 28/11 às 19:00'));
    t.clock.set(new Date('2026-11-28T19:00:00-04:00'));
    await expect(codeFor(host, id)).resolves.toMatchObject({ digits: expect.any(String) });
    t.clock.set(new Date('2026-11-28T23:59:00-04:00'));
    await expect(codeFor(host, id)).resolves.toMatchObject({ digits: expect.any(String) });
  });
});
