import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import { indicationMessages as m } from '@encontro/contracts';
import { expectRefusal } from '@encontro/testing';
import { AttendanceHandlers } from '../../src/attendance/attendance.handlers.js';
import { AdminIndicationsService } from '../../src/indications/admin-indications.service.js';
import { MeetupReminders } from '../../src/reminders/meetup-reminders.service.js';
import { ReminderHandlers } from '../../src/reminders/reminders.handlers.js';
import { verifyReminderToken } from '../../src/reminders/reminder-token.js';
import { UserErasure } from '../../src/user-data/user-erasure.service.js';
import { VotesHandlers } from '../../src/votes/votes.handlers.js';
import { WeekCloser } from '../../src/winners/week-closer.service.js';
import { type IndicationTestApp, W48_FRIDAY, W48_MONDAY, createIndicationTestApp } from '../support/index.js';

const at = (iso: string) => new Date(iso);
const MEETUP_SECRET = 'reminders-suite-meetup-secret';

let cities = 0;
/** A city of the suite's own in a state of the given zone (the first two digits of its IBGE code). */
const cityIn = (state: '35' | '13', cityId?: string) => {
  cities += 1;
  const id = cityId ?? `${state}${String(Math.floor(Math.random() * 90_000) + 10_000 + cities).slice(0, 5)}`;
  return { state: state === '13' ? 'Amazonas' : 'São Paulo', city: `Cidade ${id}`, city_id: id };
};

/**
 * Issue 30 item 5 on a real schema and the dev clock: reminders the day before at 18:00 and 3 hours
 * before the start, in the city's zone, once per person and kind; and their one-tap answers.
 */
describe('the meetup’s reminders that ask (indication-svc)', () => {
  let t: IndicationTestApp;

  /** One winner (Saturday, Noite) of a new city, closed on Friday, and a person who said "Eu Vou!" on Friday morning. */
  async function meetupWithGuest(city = cityIn('35'), startsAt: string | null = null) {
    t.clock.set(W48_MONDAY);
    const host = await t.person(city);
    const { indication } = await t.nominate(host, { name: 'Bar do Lembrete' });
    const id = indication!.indication_id;
    await t.get(AdminIndicationsService).approve(host, id);
    await t.get(VotesHandlers).castVote({ user_id: await t.person(city), indication_id: id });
    t.clock.set(W48_FRIDAY);
    await t.get(WeekCloser).closeDueWeeks();
    if (startsAt)
      await t.sql(`update ${t.table('winners')} set meetup_settings = ? where indication_id = ?`, [
        JSON.stringify({ starts_at: startsAt }),
        id,
      ]);
    t.clock.set(at('2026-11-27T10:00:00-03:00'));
    const guest = await t.person(city);
    await confirm(guest, id);
    return { id, guest, city };
  }
  const confirm = (userId: string, indicationId: string) =>
    t.get(AttendanceHandlers).confirmAttendance({ user_id: userId, indication_id: indicationId });
  const remindersOf = async (indicationId: string, userId?: string) =>
    (await t.outbox('meetup.reminder')).filter(
      (r) => r.indication_id === indicationId && (!userId || r.user_id === userId),
    );
  /** One pass of the job at `iso`. */
  const passAt = (iso: string) => {
    t.clock.set(at(iso));
    return t.get(MeetupReminders).sendDue();
  };
  const answer = (indicationId: string, token: string, reply: 'going' | 'not_going') =>
    t.get(ReminderHandlers).answerReminder({ indication_id: indicationId, body: { token, answer: reply } });

  beforeAll(async () => {
    t = await createIndicationTestApp('ind_reminders', { MEETUP_SECRET });
  }, 60_000);

  afterAll(() => t?.close());

  it('reminds the day before at 18:00 and at starts_at − 3 h (São Paulo), each once, with a token until the start', async () => {
    const { id, guest } = await meetupWithGuest(cityIn('35'), '19:30');
    await passAt('2026-11-27T17:59:59-03:00');
    expect(await remindersOf(id, guest)).toEqual([]);
    await passAt('2026-11-27T18:00:00-03:00');
    await passAt('2026-11-27T18:05:00-03:00');
    expect(await remindersOf(id, guest)).toEqual([
      expect.objectContaining({ kind: 'day_before', week: '2026-W48', time_zone: 'America/Sao_Paulo' }),
    ]);
    await passAt('2026-11-28T16:29:59-03:00');
    expect(await remindersOf(id, guest)).toHaveLength(1);
    await passAt('2026-11-28T16:30:00-03:00');
    await passAt('2026-11-28T17:00:00-03:00');
    const reminders = await remindersOf(id, guest);
    expect(reminders.map((r) => [r.kind, r.starts_at])).toEqual([
      ['day_before', '2026-11-28T22:30:00.000Z'],
      ['hours_before', '2026-11-28T22:30:00.000Z'],
    ]);
    expect(verifyReminderToken(MEETUP_SECRET, reminders[1]!.action_token)).toEqual({
      indicationId: id,
      userId: guest,
      kind: 'hours_before',
      expiresAt: at('2026-11-28T22:30:00.000Z'),
    });
  });

  it('follows the city’s zone: Manaus’s day-before is 18:00 there (22:00Z), its hours-before the period’s start − 3 h', async () => {
    const { id, guest } = await meetupWithGuest(cityIn('13', '1302603'));
    // 18:00 in São Paulo is 17:00 in Manaus: not yet.
    await passAt('2026-11-27T21:59:59Z');
    expect(await remindersOf(id, guest)).toEqual([]);
    await passAt('2026-11-27T22:00:00Z');
    expect(await remindersOf(id, guest)).toEqual([
      expect.objectContaining({
        kind: 'day_before',
        time_zone: 'America/Manaus',
        starts_at: '2026-11-28T22:00:00.000Z',
      }),
    ]);
    // Noite without a time: 18:00 in Manaus, so 15:00 there (19:00Z).
    await passAt('2026-11-28T18:59:59Z');
    expect(await remindersOf(id, guest)).toHaveLength(1);
    await passAt('2026-11-28T19:00:00Z');
    expect((await remindersOf(id, guest)).map((r) => r.kind)).toEqual(['day_before', 'hours_before']);
  });

  it('never reminds after the start, and after a downtime sends only the latest reminder due', async () => {
    const late = await meetupWithGuest();
    await passAt('2026-11-28T16:00:00-03:00');
    expect((await remindersOf(late.id, late.guest)).map((r) => r.kind)).toEqual(['hours_before']);
    const missed = await meetupWithGuest();
    await passAt('2026-11-28T18:00:00-03:00');
    await passAt('2026-11-28T23:00:00-03:00');
    expect(await remindersOf(missed.id, missed.guest)).toEqual([]);
  });

  it('does not remind again after "Não vou mais" and a new "Eu Vou!"', async () => {
    const { id, guest } = await meetupWithGuest();
    await passAt('2026-11-27T18:00:00-03:00');
    t.clock.set(at('2026-11-27T19:00:00-03:00'));
    await t.get(AttendanceHandlers).withdrawAttendance({ user_id: guest, indication_id: id });
    await confirm(guest, id);
    await passAt('2026-11-27T19:01:00-03:00');
    expect((await remindersOf(id, guest)).map((r) => r.kind)).toEqual(['day_before']);
    await passAt('2026-11-28T15:00:00-03:00');
    expect((await remindersOf(id, guest)).map((r) => r.kind)).toEqual(['day_before', 'hours_before']);
  });

  it('sends each reminder once when replicas race for it', async () => {
    const { id } = await meetupWithGuest();
    const others = [await t.replica(), await t.replica()];
    t.clock.set(at('2026-11-27T18:00:00-03:00'));
    await Promise.all([t, ...others].map((replica) => replica.get(MeetupReminders).sendDue()));
    expect(await remindersOf(id)).toHaveLength(1);
    await Promise.all(others.map((replica) => replica.close()));
  });

  it('answers "Vou sim" once: the seat is kept, a second tap is refused as already answered', async () => {
    const { id, guest } = await meetupWithGuest();
    await passAt('2026-11-27T18:00:00-03:00');
    const token = (await remindersOf(id, guest))[0]!.action_token;
    await expect(answer(id, token, 'going')).resolves.toEqual({
      message: m.reminderGoing,
      indication_id: id,
      answer: 'going',
    });
    await expectRefusal(answer(id, token, 'not_going'), 'REMINDER_ANSWERED', m.reminderAnswered);
    const [presence] = await t.sql<{ status: string }>(
      `select status from ${t.table('attendances')} where indication_id = ? and user_id = ?`,
      [id, guest],
    );
    expect(presence).toEqual({ status: 'confirmed' });
  });

  it('answers "Não vou mais" by freeing the seat, without a session', async () => {
    const { id, guest } = await meetupWithGuest();
    await passAt('2026-11-27T18:00:00-03:00');
    const token = (await remindersOf(id, guest))[0]!.action_token;
    const answered = await answer(id, token, 'not_going');
    expect(answered).toMatchObject({ indication_id: id, answer: 'not_going' });
    expect(
      await t.sql(`select 1 from ${t.table('attendances')} where indication_id = ? and user_id = ?`, [
        id,
        guest,
      ]),
    ).toEqual([]);
    expect((await t.outbox('attendance.withdrawn')).filter((e) => e.user_id === guest)).toEqual([
      expect.objectContaining({ indication_id: id, moved_to: null }),
    ]);
  });

  it('refuses a forged, altered or another meetup’s token (422) and one whose meetup started (410)', async () => {
    const { id, guest } = await meetupWithGuest();
    const other = await meetupWithGuest();
    await passAt('2026-11-27T18:00:00-03:00');
    const token = (await remindersOf(id, guest))[0]!.action_token;
    const invalid = { token: [m.reminderTokenInvalid] };
    const [payload, signature] = token.split('.') as [string, string];
    const flipped = `${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    await expectRefusal(
      answer(id, flipped, 'going'),
      'REMINDER_TOKEN_INVALID',
      m.reminderTokenInvalid,
      invalid,
    );
    await expectRefusal(
      answer(other.id, token, 'going'),
      'REMINDER_TOKEN_INVALID',
      m.reminderTokenInvalid,
      invalid,
    );
    await expectRefusal(
      answer(id, 'x'.repeat(40), 'going'),
      'REMINDER_TOKEN_INVALID',
      m.reminderTokenInvalid,
      invalid,
    );
    t.clock.set(at('2026-11-28T18:00:00-03:00'));
    await expectRefusal(answer(id, token, 'not_going'), 'REMINDER_EXPIRED', m.reminderExpired);
  });

  it('forgets the reminders sent to a deleted account', async () => {
    const { id, guest } = await meetupWithGuest();
    await passAt('2026-11-27T18:00:00-03:00');
    const sent = () =>
      t.sql(`select kind from ${t.table('meetup_reminders')} where indication_id = ? and user_id = ?`, [
        id,
        guest,
      ]);
    expect(await sent()).toEqual([{ kind: 'day_before' }]);
    await t
      .get(MikroORM)
      .em.fork()
      .transactional((em) => t.get(UserErasure).erase(em, guest));
    expect(await sent()).toEqual([]);
  });
});
