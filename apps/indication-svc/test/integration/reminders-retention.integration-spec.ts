import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { AdminIndicationsService } from '../../src/indications/admin-indications.service.js';
import { AttendanceHandlers } from '../../src/attendance/attendance.handlers.js';
import { MeetupReminders } from '../../src/reminders/meetup-reminders.service.js';
import { RemindersPruner } from '../../src/reminders/reminders.pruner.js';
import { VotesHandlers } from '../../src/votes/votes.handlers.js';
import { WeekCloser } from '../../src/winners/week-closer.service.js';
import { type IndicationTestApp, W48_FRIDAY, W48_MONDAY, createIndicationTestApp } from '../support/index.js';

const at = (iso: string) => new Date(iso);
const DAY_MS = 24 * 60 * 60 * 1000;

/** Issue 32: the reminders' claims and answers stay bounded, and a claim the sender still reads stays. */
describe('indication-svc retention: meetup reminders and their answers', () => {
  let t: IndicationTestApp;

  beforeAll(async () => {
    t = await createIndicationTestApp('ind_reminders_retention', { MEETUP_REMINDERS_RETENTION_DAYS: '2' });
    // The suite makes every pass itself: none of the worker's may take its rows first.
    await t.get(RemindersPruner).stop();
  }, 60_000);

  afterAll(() => t?.close());

  /** A winner of 2026-W48 (Saturday night) with one confirmed guest who got the day-before reminder. */
  async function remindedGuest() {
    t.clock.set(W48_MONDAY);
    const host = await t.person();
    const { indication } = await t.nominate(host, { name: 'Bar da Retenção' });
    const id = indication!.indication_id;
    await t.get(AdminIndicationsService).approve(host, id);
    await t.get(VotesHandlers).castVote({ user_id: await t.person(), indication_id: id });
    t.clock.set(W48_FRIDAY);
    await t.get(WeekCloser).closeDueWeeks();
    t.clock.set(at('2026-11-27T10:00:00-03:00'));
    const guest = await t.person();
    await t.get(AttendanceHandlers).confirmAttendance({ user_id: guest, indication_id: id });
    t.clock.set(at('2026-11-27T18:00:00-03:00'));
    await t.get(MeetupReminders).sendDue();
    return { id, guest };
  }
  const claims = async (indicationId: string, userId?: string) =>
    (
      await t.sql<{ kind: string }>(
        `select kind from ${t.table('meetup_reminders')} where indication_id = ? and (?::uuid is null or user_id = ?)`,
        [indicationId, userId ?? null, userId ?? null],
      )
    ).map((row) => row.kind);
  const answer = (hash: string, answeredAt: Date) =>
    t.sql(`insert into ${t.table('reminder_answers')} (token_hash, answered_at) values (?, ?)`, [
      hash,
      answeredAt,
    ]);
  const answers = async () =>
    (await t.sql<{ token_hash: string }>(`select token_hash from ${t.table('reminder_answers')}`)).map(
      (row) => row.token_hash,
    );

  it('keeps the claim of a meetup the sender still reads, whatever its age, and deletes it once that week is behind', async () => {
    const { id, guest } = await remindedGuest();
    expect(await claims(id, guest)).toEqual(['day_before']);

    // Wednesday of W49: the claim is 4 days old, but W48's meetups are still read (a zone west of São Paulo).
    t.clock.set(at('2026-12-02T12:00:00-03:00'));
    await t.get(RemindersPruner).prune();
    expect(await claims(id, guest)).toEqual(['day_before']);
    // The claim is what keeps the sender from sending it again.
    t.clock.set(at('2026-11-27T18:05:00-03:00'));
    expect(await t.get(MeetupReminders).sendDue()).toBe(0);
    expect((await t.outbox('meetup.reminder')).filter((r) => r.user_id === guest)).toHaveLength(1);

    // Monday of W50: W48 is no longer read.
    t.clock.set(at('2026-12-07T09:00:00-03:00'));
    expect((await t.get(RemindersPruner).prune()).claims).toBeGreaterThanOrEqual(1);
    expect(await claims(id)).toEqual([]);
  });

  it('deletes a claim of no winner (a removed meetup) only once past the retention', async () => {
    t.clock.set(at('2026-12-07T09:00:00-03:00'));
    const now = t.clock.now().getTime();
    const old = randomUUID();
    const recent = randomUUID();
    for (const [indicationId, daysAgo] of [
      [old, 3],
      [recent, 1],
    ] as const)
      await t.sql(
        `insert into ${t.table('meetup_reminders')} (indication_id, user_id, kind, sent_at) values (?, ?, 'day_before', ?)`,
        [indicationId, randomUUID(), new Date(now - daysAgo * DAY_MS)],
      );

    await t.get(RemindersPruner).prune();

    expect(await claims(old)).toEqual([]);
    expect(await claims(recent)).toEqual(['day_before']);
  });

  it('deletes answers past the retention and keeps the recent ones', async () => {
    t.clock.set(at('2026-12-07T09:00:00-03:00'));
    const now = t.clock.now().getTime();
    const oldHash = 'a'.repeat(64);
    const recentHash = 'b'.repeat(64);
    await answer(oldHash, new Date(now - 3 * DAY_MS));
    await answer(recentHash, new Date(now - DAY_MS));

    expect((await t.get(RemindersPruner).prune()).answers).toBe(1);

    expect(await answers()).toEqual([recentHash]);
  });
});
