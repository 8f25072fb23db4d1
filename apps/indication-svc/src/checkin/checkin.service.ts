import { Inject, Injectable } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import {
  type CheckinCode,
  checkinLink,
  checkinWindow,
  cityTimeZone,
  indicationMessages as m,
  wallClockIn,
} from '@encontro/contracts';
import { Clock } from '@encontro/server-clock';
import { Outbox } from '@encontro/server-events';
import { INDICATION_CONFIG, type IndicationConfig } from '../config.js';
import { indicationErrors } from '../indication.errors.js';
import { IndicationsRepository } from '../indications/indications.repository.js';
import { ReadVersions } from '../read-versions/read-versions.js';
import { settingsOf } from '../winners/meetup-plan.js';
import type { Winner } from '../winners/winner.entity.js';
import { WinnersRepository } from '../winners/winners.repository.js';
import { checkinCodeOf, checkinWindowEnds, checkinWindowOf, matchCheckinCode } from './checkin-code.util.js';
import { checkinErrors } from './checkin.errors.js';
import { CheckinsRepository } from './checkins.repository.js';

export type CheckinAnswer = { message: string; user_id: string; checked_in_at: string };

/**
 * "Cheguei" (issue 30): from 1 hour before the meetup starts until the end of its day, the host shows
 * a code that changes every 30 seconds; a confirmed person who sends it (or whom the host marks by
 * hand) has arrived. A second check-in answers the first one.
 */
@Injectable()
export class CheckinService {
  constructor(
    private readonly orm: MikroORM,
    private readonly checkins: CheckinsRepository,
    private readonly winners: WinnersRepository,
    private readonly indications: IndicationsRepository,
    private readonly outbox: Outbox,
    private readonly versions: ReadVersions,
    private readonly clock: Clock,
    @Inject(INDICATION_CONFIG)
    private readonly config: Pick<IndicationConfig, 'PUBLIC_URL' | 'MEETUP_SECRET'>,
  ) {}

  /** The host's code of the current window. */
  async code(userId: string, indicationId: string): Promise<CheckinCode> {
    const em = this.orm.em.fork();
    const winner = await this.winnerOf(em, indicationId);
    if (winner.hostId !== userId) throw checkinErrors.hostOnly();
    const now = this.clock.now();
    await this.requireOpen(em, winner, now);
    const window = checkinWindowOf(now);
    const { code, digits } = checkinCodeOf(this.config.MEETUP_SECRET, indicationId, window);
    return {
      code,
      digits,
      expires_at: checkinWindowEnds(window).toISOString(),
      checkin_url: checkinLink(this.config.PUBLIC_URL, indicationId, code),
    };
  }

  /** A confirmed person's own check-in with the code they scanned or typed. */
  checkin(userId: string, indicationId: string, code: string): Promise<CheckinAnswer> {
    return this.orm.em.fork().transactional(async (em) => {
      const winner = await this.winnerOf(em, indicationId);
      const arrival = await this.checkins.confirmedArrival(em, indicationId, userId);
      if (!arrival) throw checkinErrors.notConfirmed();
      if (arrival.checkedInAt) return answer(m.checkedIn, userId, arrival.checkedInAt);
      const now = this.clock.now();
      const opensAt = await this.requireOpen(em, winner, now);
      const match = matchCheckinCode(this.config.MEETUP_SECRET, indicationId, code, now, opensAt);
      if (match === 'stale') throw checkinErrors.codeStale();
      if (match === 'invalid') throw checkinErrors.codeInvalid();
      return answer(m.checkedIn, userId, await this.arrive(em, winner, userId, null, now));
    });
  }

  /** The host marks a confirmed person as arrived. */
  checkinByHost(hostId: string, indicationId: string, attendeeId: string): Promise<CheckinAnswer> {
    return this.orm.em.fork().transactional(async (em) => {
      const winner = await this.winnerOf(em, indicationId);
      if (winner.hostId !== hostId) throw checkinErrors.hostOnly();
      const arrival = await this.checkins.confirmedArrival(em, indicationId, attendeeId);
      if (!arrival) throw checkinErrors.personNotConfirmed();
      if (arrival.checkedInAt) return answer(m.checkedInByHost, attendeeId, arrival.checkedInAt);
      const now = this.clock.now();
      await this.requireOpen(em, winner, now);
      return answer(m.checkedInByHost, attendeeId, await this.arrive(em, winner, attendeeId, hostId, now));
    });
  }

  private async winnerOf(em: EntityManager, indicationId: string): Promise<Winner> {
    const winner = await this.winners.findByIndication(em, indicationId);
    if (!winner) throw indicationErrors.notAWinner();
    return winner;
  }

  /** Refuses outside the check-in's window (1 hour before the start until the day ends); its opening. */
  private async requireOpen(em: EntityManager, winner: Winner, now: Date): Promise<Date> {
    const indication = await this.indications.findById(em, winner.indicationId);
    if (!indication) throw indicationErrors.notAWinner();
    const timeZone = cityTimeZone(winner.cityId);
    const { opensAt, closesAt } = checkinWindow(winner.week, {
      event_day: indication.eventDay,
      event_time: indication.eventTime,
      starts_at: settingsOf(winner).starts_at,
      time_zone: timeZone,
    });
    if (now < opensAt) throw checkinErrors.notOpenYet(wallClockText(timeZone, opensAt));
    if (now >= closesAt) throw checkinErrors.closed();
    return opensAt;
  }

  /** Records the arrival once (announced, and the cached answers made stale); its time. */
  private async arrive(
    em: EntityManager,
    winner: Winner,
    userId: string,
    by: string | null,
    now: Date,
  ): Promise<Date> {
    const arrived = await this.checkins.markArrived(
      em,
      { indicationId: winner.indicationId, userId, by },
      now,
    );
    if (!arrived) {
      // A concurrent check-in of the same person committed first: answer theirs.
      const first = await this.checkins.confirmedArrival(em, winner.indicationId, userId);
      if (!first?.checkedInAt) throw checkinErrors.notConfirmed();
      return first.checkedInAt;
    }
    this.versions.touch(em, { cities: [winner.cityId], people: [userId] });
    this.outbox.add(em, 'attendance.checked_in', {
      indication_id: winner.indicationId,
      week: winner.week,
      user_id: userId,
      at: arrived.toISOString(),
    });
    return arrived;
  }
}

const answer = (message: string, userId: string, at: Date): CheckinAnswer => ({
  message,
  user_id: userId,
  checked_in_at: at.toISOString(),
});

const two = (n: number) => String(n).padStart(2, '0');

/** "em 05/12 às 18:00", in the meetup's zone. */
const wallClockText = (timeZone: string, instant: Date): string => {
  const t = wallClockIn(timeZone, instant);
  return `em ${two(t.day)}/${two(t.month)} às ${two(t.hour)}:${two(t.minute)}`;
};
