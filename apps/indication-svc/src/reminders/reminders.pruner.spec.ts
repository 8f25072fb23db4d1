import { describe, expect, it } from '@jest/globals';
import { clockAt, ormForking, serviceUnderTest } from '@encontro/testing/unit';
import { MeetupRemindersRepository } from './meetup-reminders.repository.js';
import { REMINDERS_PRUNE_BATCH, RemindersPruner } from './reminders.pruner.js';

/** Wednesday of 2026-W49. */
const NOW = new Date('2026-12-02T15:00:00.000Z');

describe(RemindersPruner.name, () => {
  const t = serviceUnderTest(RemindersPruner, ({ em }) => ({
    orm: ormForking(em),
    reminders: MeetupRemindersRepository,
    clock: clockAt(NOW),
    config: { MEETUP_REMINDERS_RETENTION_DAYS: 14 },
  }));

  it('deletes claims and answers past the retention, keeping the claims of last week’s and this week’s meetups', async () => {
    t.reminders.deleteSentBefore.mockResolvedValue(2);
    t.reminders.deleteAnswersBefore.mockResolvedValue(1);
    await expect(t.sut.prune()).resolves.toEqual({ claims: 2, answers: 1 });
    const before = new Date('2026-11-18T15:00:00.000Z');
    expect(t.reminders.deleteSentBefore).toHaveBeenCalledWith(
      t.em,
      before,
      '2026-W48',
      REMINDERS_PRUNE_BATCH,
    );
    expect(t.reminders.deleteAnswersBefore).toHaveBeenCalledWith(t.em, before, REMINDERS_PRUNE_BATCH);
  });

  it('deletes a long backlog batch after batch until one comes back short', async () => {
    t.reminders.deleteSentBefore.mockResolvedValueOnce(REMINDERS_PRUNE_BATCH).mockResolvedValueOnce(3);
    t.reminders.deleteAnswersBefore.mockResolvedValue(0);
    await expect(t.sut.prune()).resolves.toEqual({ claims: REMINDERS_PRUNE_BATCH + 3, answers: 0 });
    expect(t.reminders.deleteSentBefore).toHaveBeenCalledTimes(2);
  });

  it('makes its first pass an hour after start, not at boot (a test app moves its clock after starting)', async () => {
    t.sut.start();
    await new Promise((resolve) => setImmediate(resolve));
    expect(t.reminders.deleteSentBefore).not.toHaveBeenCalled();
    await t.sut.stop();
  });
});
