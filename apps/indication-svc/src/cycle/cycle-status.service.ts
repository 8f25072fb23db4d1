import { Injectable } from '@nestjs/common';
import {
  type RestrictionStatus,
  dayNames,
  indicationMessages,
  isNominationDay,
  localTime,
  nextCycleChange,
  weekOf,
  zonedIso,
} from '@encontro/contracts';
import { Clock } from '@encontro/server-clock';

/**
 * SPEC §3 "Forum restriction status": forums are open Friday–Sunday, when the week's winners are
 * known; Monday–Thursday are for nominating and voting. `next_change_at` is when what the app shows
 * changes next, so an open page refetches then.
 */
@Injectable()
export class CycleStatusService {
  constructor(private readonly clock: Clock) {}

  status(): RestrictionStatus {
    const now = this.clock.now();
    const { isoDay } = localTime(now);
    const { week, weekNumber } = weekOf(now);
    const weekday = isNominationDay(now);
    return {
      restriction_enabled: true,
      forums_blocked: weekday,
      current_day: isoDay,
      day_name: dayNames[isoDay],
      is_weekday: weekday,
      message: weekday ? indicationMessages.forumsClosed : indicationMessages.forumsOpen,
      now: now.toISOString(),
      week,
      week_number: weekNumber,
      nominations_open: weekday,
      voting_open: weekday,
      winners_revealed: !weekday,
      next_change_at: zonedIso(nextCycleChange(now)),
    };
  }
}
