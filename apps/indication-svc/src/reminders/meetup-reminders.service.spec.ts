import { describe, expect, it } from '@jest/globals';
import { Outbox } from '@encontro/server-events';
import { clockAt, ormForking, serviceUnderTest } from '@encontro/testing/unit';
import { MeetupRemindersRepository, type ReminderMeetup } from './meetup-reminders.repository.js';
import { MeetupReminders } from './meetup-reminders.service.js';

const SAO_PAULO = '3550308';
/** Saturday 18:00 in São Paulo (21:00Z) of 2026-W49: its day-before reminder is Friday 18:00 (21:00Z). */
const saturday: ReminderMeetup = {
  indication_id: '00000000-0000-4000-8000-00000000000a',
  week: '2026-W49',
  city_id: SAO_PAULO,
  meetup_settings: {},
  event_day: 'Sábado',
  event_time: 'Noite - Horário a combinar',
};
/** Sunday 18:00 of the same week: nothing is due for it before Saturday 21:00Z. */
const sunday: ReminderMeetup = {
  ...saturday,
  indication_id: '00000000-0000-4000-8000-00000000000b',
  event_day: 'Domingo',
};
/** Last week's Saturday: over. */
const lastWeek: ReminderMeetup = {
  ...saturday,
  indication_id: '00000000-0000-4000-8000-00000000000c',
  week: '2026-W48',
};

const setUp = (now: string) =>
  serviceUnderTest(MeetupReminders, ({ em }) => ({
    orm: ormForking(em),
    reminders: MeetupRemindersRepository,
    outbox: Outbox,
    clock: clockAt(new Date(now)),
    config: { MEETUP_SECRET: 'x'.repeat(32) },
  }));

describe(MeetupReminders.name, () => {
  describe('on Wednesday, with no reminder due', () => {
    const t = setUp('2026-12-02T15:00:00.000Z');

    it('reads the meetups of this week and the last, and none of their attendees', async () => {
      t.reminders.meetups.mockResolvedValue([saturday, sunday, lastWeek]);
      await expect(t.sut.sendDue()).resolves.toBe(0);
      expect(t.reminders.meetups).toHaveBeenCalledWith(t.em, ['2026-W48', '2026-W49']);
      expect(t.reminders.candidates).not.toHaveBeenCalled();
    });
  });

  describe('on Friday 19:00 in São Paulo', () => {
    const t = setUp('2026-12-04T22:00:00.000Z');

    it('asks only for the attendees of the meetup whose reminder is due, and sends each theirs once', async () => {
      t.reminders.meetups.mockResolvedValue([saturday, sunday, lastWeek]);
      t.reminders.candidates.mockResolvedValue([
        {
          indication_id: saturday.indication_id,
          user_id: 'u1',
          confirmed_at: new Date('2026-12-01T12:00:00Z'),
          sent: [],
        },
        // Sent already, by this replica or another.
        {
          indication_id: saturday.indication_id,
          user_id: 'u2',
          confirmed_at: new Date('2026-12-01T12:00:00Z'),
          sent: ['day_before'],
        },
        // Said yes after Friday 18:00: not owed the day-before reminder.
        {
          indication_id: saturday.indication_id,
          user_id: 'u3',
          confirmed_at: new Date('2026-12-04T21:30:00Z'),
          sent: [],
        },
      ]);
      t.reminders.claim.mockResolvedValue(true);
      t.outbox.add.mockReturnValue('event-id');

      await expect(t.sut.sendDue()).resolves.toBe(1);

      expect(t.reminders.candidates).toHaveBeenCalledWith(t.em, [saturday.indication_id]);
      expect(t.reminders.claim).toHaveBeenCalledTimes(1);
      expect(t.reminders.claim).toHaveBeenCalledWith(
        t.em,
        { indicationId: saturday.indication_id, userId: 'u1', kind: 'day_before' },
        new Date('2026-12-04T22:00:00.000Z'),
      );
      expect(t.outbox.add).toHaveBeenCalledWith(
        t.em,
        'meetup.reminder',
        expect.objectContaining({
          indication_id: saturday.indication_id,
          week: '2026-W49',
          user_id: 'u1',
          kind: 'day_before',
          starts_at: '2026-12-05T21:00:00.000Z',
          time_zone: 'America/Sao_Paulo',
        }),
      );
    });
  });
});
