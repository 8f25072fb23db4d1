import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { indicationMessages as m } from '@encontro/contracts';
import { expectRefusal, waitFor } from '@encontro/testing';
import { AttendanceHandlers } from '../../src/attendance/attendance.handlers.js';
import { MeetupHandlers } from '../../src/meetups/meetup.handlers.js';
import { WaitlistHandlers } from '../../src/waitlist/waitlist.handlers.js';
import { Waitlist } from '../../src/waitlist/waitlist.service.js';
import { WinnersHandlers } from '../../src/winners/winners.handlers.js';
import { type IndicationTestApp, closedWeek, createIndicationTestApp } from '../support/index.js';

// W48's meetups are on Saturday night, from 18:00 in São Paulo: their lines close at 17:00.
const SATURDAY_16H = new Date('2026-11-28T16:00:00-03:00');
const LINE_CLOSES = new Date('2026-11-28T17:00:00-03:00');
const HOUR = 3_600_000;

/** Issue 30 items 2–4 on a real schema: seats, the line, "Não vou mais", the host's hand-over, offers. */
describe('seats and the waitlist (indication-svc)', () => {
  let t: IndicationTestApp;

  beforeAll(async () => {
    t = await createIndicationTestApp('ind_seats');
  }, 60_000);

  afterAll(() => t?.close());

  const confirm = (userId: string, id: string) =>
    t.get(AttendanceHandlers).confirmAttendance({ user_id: userId, indication_id: id });
  const withdraw = (userId: string, id: string) =>
    t.get(AttendanceHandlers).withdrawAttendance({ user_id: userId, indication_id: id });
  const mine = async (userId: string, id: string) =>
    (await t.get(AttendanceHandlers).myAttendance({ user_id: userId, indication_id: id })).attendance;
  const accept = (userId: string, id: string) =>
    t.get(WaitlistHandlers).acceptOffer({ user_id: userId, indication_id: id });
  const leave = (userId: string, id: string) =>
    t.get(WaitlistHandlers).leaveWaitlist({ user_id: userId, indication_id: id });
  const setCapacity = (host: string, id: string, capacity: number | null) =>
    t
      .get(MeetupHandlers)
      .setMeetup({ user_id: host, indication_id: id, body: { capacity, starts_at: null } });
  const offersOf = async (id: string) =>
    (await t.outbox('seat.offered')).filter((e) => e.indication_id === id);
  const winnerOf = async (viewer: string, id: string) =>
    (await t.get(WinnersHandlers).winners({ viewer_id: viewer })).winners.find(
      (w) => w.indication_id === id,
    )!;

  /** A W48 winner whose host set `capacity`, and `people` of its city (not yet confirmed). */
  async function meetupWith(capacity: number | null, people: number) {
    const { city, winners } = await closedWeek(t);
    const [{ id, host }] = winners as [{ id: string; host: string }];
    if (capacity !== null) await setCapacity(host, id, capacity);
    const guests: string[] = [];
    for (let n = 0; n < people; n += 1) guests.push(await t.person(city));
    return { city, id, host, guests };
  }

  it('seats exactly 5 of 50 simultaneous guests for 6 places (the host’s kept) and lines up the rest in arrival order', async () => {
    const { id, guests } = await meetupWith(6, 50);

    const answers = await Promise.all(guests.map((guest) => confirm(guest, id)));

    expect(answers.filter((a) => a.status === 'confirmed')).toHaveLength(5);
    expect(answers.filter((a) => a.status === 'waitlisted')).toHaveLength(45);
    const rows = await t.sql<{ user_id: string; status: string }>(
      `select user_id, status from ${t.table('attendances')} where indication_id = ? order by line_seq`,
      [id],
    );
    // Arrival order is the order of the seats and of the line: the seated came first.
    expect(rows.map((r) => r.status)).toEqual([
      ...Array(5).fill('confirmed'),
      ...Array(45).fill('waitlisted'),
    ]);
    const answerOf = new Map(guests.map((guest, n) => [guest, answers[n]!]));
    expect(rows.slice(5).map((r) => answerOf.get(r.user_id)!.position)).toEqual(
      Array.from({ length: 45 }, (_, n) => n + 1),
    );
    expect(answerOf.get(rows[5]!.user_id)!.message).toBe(m.attendanceWaitlisted(1));
    // Only seats are attendance.confirmed (forum-svc counts participants from it).
    expect((await t.outbox('attendance.confirmed')).filter((e) => e.indication_id === id)).toHaveLength(5);
    const updates = (await t.outbox('meetup.updated')).filter((e) => e.indication_id === id);
    expect(updates.at(-1)!.meetup).toMatchObject({ capacity: 6, seats_left: 0, waitlist_count: 45 });
    expect(await mine(rows[7]!.user_id, id)).toEqual({
      status: 'waitlisted',
      position: 3,
      offer_expires_at: null,
      checked_in_at: null,
    });
  }, 60_000);

  it('offers a freed seat to the first in line for 2 hours, who takes it', async () => {
    const { city, id, guests } = await meetupWith(2, 3);
    const [seated, first, second] = guests as [string, string, string];
    await confirm(seated, id);
    await expect(confirm(first, id)).resolves.toMatchObject({ status: 'waitlisted', position: 1 });
    await expect(confirm(second, id)).resolves.toMatchObject({ status: 'waitlisted', position: 2 });
    // Nobody takes a seat before the line: a newcomer goes behind it.
    await expect(confirm(await t.person(city), id)).resolves.toMatchObject({ position: 3 });

    await expect(withdraw(seated, id)).resolves.toEqual({
      message: m.attendanceWithdrawn,
      indication_id: id,
      new_host_id: null,
      last_confirmed_indication_id: null,
    });

    const [offer] = await offersOf(id);
    expect(offer).toMatchObject({ user_id: first });
    expect(Date.parse(offer!.expires_at) - Date.parse(offer!.at)).toBe(2 * HOUR);
    const expiresAt = offer!.expires_at;
    expect(await mine(first, id)).toMatchObject({ position: 1, offer_expires_at: expiresAt });
    await expectRefusal(accept(second, id), 'NO_VALID_OFFER', m.noValidOffer);

    await expect(accept(first, id)).resolves.toMatchObject({
      message: m.offerAccepted,
      status: 'confirmed',
      position: null,
      last_confirmed_indication_id: id,
      calendar_url: expect.stringContaining(id),
    });
    expect(await mine(first, id)).toMatchObject({ status: 'confirmed', offer_expires_at: null });
    expect(await mine(second, id)).toMatchObject({ status: 'waitlisted', position: 1 });
    expect((await t.outbox('attendance.confirmed')).filter((e) => e.user_id === first)).toHaveLength(1);
    expect(await winnerOf(second, id)).toMatchObject({ seats_left: 0, waitlist_count: 2 });
  });

  it('passes an expired offer to the next in line, the first losing their place', async () => {
    const { id, guests } = await meetupWith(2, 3);
    const [seated, first, second] = guests as [string, string, string];
    for (const guest of guests) await confirm(guest, id);
    await withdraw(seated, id);

    t.clock.set(new Date(t.clock.now().getTime() + 2 * HOUR + 60_000));
    await t.get(Waitlist).expire();

    expect(await mine(first, id)).toBeNull();
    await expectRefusal(accept(first, id), 'NO_VALID_OFFER', m.noValidOffer);
    expect((await offersOf(id)).map((e) => e.user_id)).toEqual([first, second]);
    expect(await mine(second, id)).toMatchObject({ position: 1, offer_expires_at: expect.any(String) });
    // Run again (another replica): nothing more to do.
    await expect(t.get(Waitlist).expire()).resolves.toBe(0);
    expect(await offersOf(id)).toHaveLength(2);
  });

  it('never holds an offer past an hour before the start, and closes the line then', async () => {
    const { city, id, guests } = await meetupWith(2, 3);
    const [seated, first, second] = guests as [string, string, string];
    for (const guest of guests) await confirm(guest, id);

    t.clock.set(SATURDAY_16H);
    await withdraw(seated, id);
    expect((await offersOf(id)).map((e) => e.expires_at)).toEqual([LINE_CLOSES.toISOString()]);

    t.clock.set(LINE_CLOSES);
    await t.get(Waitlist).expire();
    expect(await mine(first, id)).toBeNull();
    expect(await mine(second, id)).toBeNull();
    const last = (await t.outbox('meetup.updated')).filter((e) => e.indication_id === id).at(-1)!;
    expect(last.meetup).toMatchObject({ waitlist_count: 0, seats_left: 1 });
    // Closed: the free seat is not offered, and a full meetup refuses.
    await expect(confirm(await t.person(city), id)).resolves.toMatchObject({ status: 'confirmed' });
    await expectRefusal(confirm(await t.person(city), id), 'MEETUP_FULL', m.meetupFull);
  });

  it('lets a person cancel, then confirm another winner of the week', async () => {
    const { city, winners } = await closedWeek(t, [{}, {}]);
    const [first, second] = winners as [{ id: string; host: string }, { id: string; host: string }];
    const guest = await t.person(city);
    await confirm(guest, first.id);
    await expectRefusal(confirm(guest, second.id), 'ATTENDING_ANOTHER', m.attendingAnother);

    await withdraw(guest, first.id);
    await expectRefusal(withdraw(guest, first.id), 'NOT_ATTENDING', m.notAttending);
    await expect(confirm(guest, second.id)).resolves.toMatchObject({ status: 'confirmed' });
    expect((await t.outbox('attendance.withdrawn')).filter((e) => e.user_id === guest)).toEqual([
      expect.objectContaining({ indication_id: first.id, moved_to: null }),
    ]);
  });

  it('turns the host’s cancel into a hand-over to the first confirmed guest, told by event and e-mail', async () => {
    const { city, id, host } = await meetupWith(null, 0);
    const firstGuest = await t.person(city, { email: `novo-anfitriao-${id}@example.com` });
    const secondGuest = await t.person(city);
    await confirm(host, id);
    await confirm(firstGuest, id);
    await confirm(secondGuest, id);

    await expect(withdraw(host, id)).resolves.toEqual({
      message: m.hostHandedOver,
      indication_id: id,
      new_host_id: firstGuest,
      last_confirmed_indication_id: null,
    });

    expect((await t.outbox('winner.host_changed')).filter((e) => e.indication_id === id)).toEqual([
      expect.objectContaining({ previous_host_id: host, new_host_id: firstGuest }),
    ]);
    const mails = await t.sql(
      `select id from ${t.table('mail_outbox')} where kind = 'host.handover' and to_address = ?`,
      [`novo-anfitriao-${id}@example.com`],
    );
    expect(mails).toHaveLength(1);
    expect(await winnerOf(secondGuest, id)).toMatchObject({
      host_id: firstGuest,
      host_confirmed: true,
      confirmed_participants: 2,
    });
    expect(await mine(host, id)).toBeNull();
  });

  it('refuses the host’s cancel with nobody to hand over to', async () => {
    const { id, host } = await meetupWith(null, 0);
    await confirm(host, id);
    await expectRefusal(withdraw(host, id), 'HOST_CANNOT_LEAVE', m.hostCannotLeave);
    expect(await mine(host, id)).toMatchObject({ status: 'confirmed' });
  });

  it('lets a person leave the line, an offer they held passing to the next', async () => {
    const { id, guests } = await meetupWith(2, 3);
    const [seated, first, second] = guests as [string, string, string];
    for (const guest of guests) await confirm(guest, id);
    await expectRefusal(leave(seated, id), 'NOT_IN_LINE', m.notInLine);
    await withdraw(seated, id);

    await expect(leave(first, id)).resolves.toEqual({ message: m.waitlistLeft });

    expect(await mine(first, id)).toBeNull();
    expect((await offersOf(id)).map((e) => e.user_id)).toEqual([first, second]);
    await expectRefusal(leave(first, id), 'NOT_IN_LINE', m.notInLine);
  });

  it('offers the seats a higher capacity adds, one per seat', async () => {
    const { host, id, guests } = await meetupWith(2, 4);
    for (const guest of guests) await confirm(guest, id);

    await setCapacity(host, id, 4);

    expect((await offersOf(id)).map((e) => e.user_id)).toEqual([guests[1], guests[2]]);
    expect(await winnerOf(host, id)).toMatchObject({ seats_left: 0, waitlist_count: 3 });
  });

  it('gives the seat of an erased account to the first in line', async () => {
    const { id, guests } = await meetupWith(2, 2);
    const [seated, first] = guests as [string, string];
    for (const guest of guests) await confirm(guest, id);

    await t.publish('user.deleted', { user_id: seated, by: 'self', at: new Date().toISOString() });

    await waitFor(async () => (await offersOf(id)).length === 1);
    expect((await offersOf(id))[0]).toMatchObject({ user_id: first });
    expect(await mine(seated, id)).toBeNull();
  });
});
