import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { cityTimeZone, meetupMoments, previousWeek, weekOf } from '@encontro/contracts';
import { Clock } from '@encontro/server-clock';
import { Outbox } from '@encontro/server-events';
import { INDICATION_CONFIG, type IndicationConfig } from '../config.js';
import { settingsOf } from '../winners/meetup-plan.js';
import { MeetupRemindersRepository, type ReminderCandidate } from './meetup-reminders.repository.js';
import { type ReminderKind, signReminderToken } from './reminder-token.js';

const HOURS_BEFORE_MS = 3 * 60 * 60 * 1000;

/** The reminder a candidate is owed now, if any, and when its meetup starts. */
function dueReminder(candidate: ReminderCandidate, now: Date): { kind: ReminderKind; startsAt: Date } | null {
  const timeZone = cityTimeZone(candidate.city_id);
  const { starts_at } = settingsOf({ meetupSettings: candidate.meetup_settings });
  const moments = meetupMoments(candidate.week, { ...candidate, starts_at, time_zone: timeZone });
  if (now >= moments.startsAt) return null;
  const due: Record<ReminderKind, Date> = {
    day_before: moments.dayBefore18h,
    hours_before: new Date(moments.startsAt.getTime() - HOURS_BEFORE_MS),
  };
  // The latest reminder due wins: after a downtime, nobody gets "amanhã" three hours before. A person
  // who confirmed after a reminder's moment was not owed it (they just said yes).
  const kind: ReminderKind | undefined = (['hours_before', 'day_before'] as const).find((k) => now >= due[k]);
  if (!kind || candidate.sent.includes(kind) || new Date(candidate.confirmed_at) > due[kind]) return null;
  return { kind, startsAt: moments.startsAt };
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
    // A meetup of last week may still be ahead in a zone west of São Paulo (Sunday night, Monday there).
    const candidates = await this.reminders.candidates(this.orm.em.fork(), [previousWeek(week), week]);
    let sent = 0;
    for (const candidate of candidates) {
      const due = dueReminder(candidate, now);
      if (due && (await this.send(candidate, due.kind, due.startsAt, now))) sent += 1;
    }
    return sent;
  }

  private send(
    candidate: ReminderCandidate,
    kind: ReminderKind,
    startsAt: Date,
    now: Date,
  ): Promise<boolean> {
    const { indication_id: indicationId, user_id: userId } = candidate;
    return this.orm.em.fork().transactional(async (em) => {
      if (!(await this.reminders.claim(em, { indicationId, userId, kind }, now))) return false;
      this.outbox.add(em, 'meetup.reminder', {
        indication_id: indicationId,
        week: candidate.week,
        user_id: userId,
        kind,
        starts_at: startsAt.toISOString(),
        time_zone: cityTimeZone(candidate.city_id),
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
