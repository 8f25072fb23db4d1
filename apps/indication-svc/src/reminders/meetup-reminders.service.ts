import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { cityTimeZone, meetupMoments, previousWeek, weekOf } from '@encontro/contracts';
import { Clock } from '@encontro/server-clock';
import { Outbox } from '@encontro/server-events';
import { INDICATION_CONFIG, type IndicationConfig } from '../config.js';
import { settingsOf } from '../winners/meetup-plan.js';
import {
  MeetupRemindersRepository,
  type ReminderCandidate,
  type ReminderMeetup,
} from './meetup-reminders.repository.js';
import { type ReminderKind, signReminderToken } from './reminder-token.js';

const HOURS_BEFORE_MS = 3 * 60 * 60 * 1000;

type ReminderTimes = { startsAt: Date; due: Record<ReminderKind, Date> };

/** When a meetup starts and when each of its reminders is due, in its city's zone. */
function reminderTimes(meetup: ReminderMeetup): ReminderTimes {
  const timeZone = cityTimeZone(meetup.city_id);
  const { starts_at } = settingsOf({ meetupSettings: meetup.meetup_settings });
  const moments = meetupMoments(meetup.week, { ...meetup, starts_at, time_zone: timeZone });
  return {
    startsAt: moments.startsAt,
    due: {
      day_before: moments.dayBefore18h,
      hours_before: new Date(moments.startsAt.getTime() - HOURS_BEFORE_MS),
    },
  };
}

/** The reminder a candidate of a meetup is owed now, if any. */
function dueReminder(candidate: ReminderCandidate, times: ReminderTimes, now: Date): ReminderKind | null {
  if (now >= times.startsAt) return null;
  // The latest reminder due wins: after a downtime, nobody gets "amanhã" three hours before. A person
  // who confirmed after a reminder's moment was not owed it (they just said yes).
  const kind = (['hours_before', 'day_before'] as const).find((k) => now >= times.due[k]);
  if (!kind || candidate.sent.includes(kind) || new Date(candidate.confirmed_at) > times.due[kind])
    return null;
  return kind;
}

/**
 * Reminders that ask (issue 30 item 5): each confirmed person hears the day before at 18:00 and 3 hours
 * before the start, both in the city's zone; late if the service was down, never after the start.
 * Each goes out once per (meetup, person, kind), whichever replica claims it, with a signed one-time
 * token that answers it ("Vou sim", "Não vou mais") without a session until the meetup starts.
 */
@Injectable()
export class MeetupReminders {
  constructor(
    private readonly orm: MikroORM,
    private readonly reminders: MeetupRemindersRepository,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    @Inject(INDICATION_CONFIG) private readonly config: Pick<IndicationConfig, 'MEETUP_SECRET'>,
  ) {}

  /** Sends every reminder due now; returns how many this replica sent. */
  async sendDue(): Promise<number> {
    const now = this.clock.now();
    const { week } = weekOf(now);
    const em = this.orm.em.fork();
    // A meetup of last week may still be ahead in a zone west of São Paulo (Sunday night, Monday there).
    // The meetups first (three a city), their attendees only while a reminder of theirs is due: a pass
    // every tick read and placed in time every attendee of the week (4,680 at 50 cities, ~200 ms of CPU).
    const owing = new Map<string, { meetup: ReminderMeetup; times: ReminderTimes }>();
    for (const meetup of await this.reminders.meetups(em, [previousWeek(week), week])) {
      const times = reminderTimes(meetup);
      if (now < times.startsAt && Object.values(times.due).some((at) => now >= at))
        owing.set(meetup.indication_id, { meetup, times });
    }
    if (owing.size === 0) return 0;
    let sent = 0;
    for (const candidate of await this.reminders.candidates(em, [...owing.keys()])) {
      const { meetup, times } = owing.get(candidate.indication_id)!;
      const kind = dueReminder(candidate, times, now);
      if (kind && (await this.send(meetup, candidate.user_id, kind, times.startsAt, now))) sent += 1;
    }
    return sent;
  }

  private send(
    meetup: ReminderMeetup,
    userId: string,
    kind: ReminderKind,
    startsAt: Date,
    now: Date,
  ): Promise<boolean> {
    const { indication_id: indicationId } = meetup;
    return this.orm.em.fork().transactional(async (em) => {
      if (!(await this.reminders.claim(em, { indicationId, userId, kind }, now))) return false;
      this.outbox.add(em, 'meetup.reminder', {
        indication_id: indicationId,
        week: meetup.week,
        user_id: userId,
        kind,
        starts_at: startsAt.toISOString(),
        time_zone: cityTimeZone(meetup.city_id),
        action_token: signReminderToken(this.config.MEETUP_SECRET, {
          indicationId,
          userId,
          kind,
          expiresAt: startsAt,
        }),
        at: now.toISOString(),
      });
      return true;
    });
  }
}
