import { Injectable } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import {
  type EventTime,
  type Meetup,
  type MeetupSettings,
  cityTimeZone,
  indicationMessages as m,
  meetupMoments,
  meetupPeriods,
  withinPeriod,
} from '@encontro/contracts';
import { Clock } from '@encontro/server-clock';
import { AttendancesRepository } from '../attendance/attendances.repository.js';
import { indicationErrors } from '../indication.errors.js';
import { IndicationsRepository } from '../indications/indications.repository.js';
import { settingsOf } from '../winners/meetup-plan.js';
import type { Winner } from '../winners/winner.entity.js';
import { WinnersRepository } from '../winners/winners.repository.js';
import { SeatOffers } from '../waitlist/seat-offers.service.js';
import { MeetupUpdates } from './meetup-updates.service.js';

/** The host sets the meetup (issue 30): on confirming, or afterwards until it starts. */
@Injectable()
export class MeetupSettingsService {
  constructor(
    private readonly orm: MikroORM,
    private readonly winners: WinnersRepository,
    private readonly indications: IndicationsRepository,
    private readonly updates: MeetupUpdates,
    private readonly attendances: AttendancesRepository,
    private readonly clock: Clock,
    private readonly offers: SeatOffers,
  ) {}

  /** `PUT /api/forum/{id}/meetup`. */
  set(
    userId: string,
    indicationId: string,
    body: MeetupSettings,
  ): Promise<{ message: string; meetup: Meetup }> {
    return this.orm.em.fork().transactional(async (em) => {
      const winner = await this.winners.findByIndication(em, indicationId, true);
      if (!winner) throw indicationErrors.notAWinner();
      const meetup = await this.applyIn(em, winner, userId, body, this.clock.now());
      return { message: m.meetupSettingsSaved, meetup };
    });
  }

  /**
   * Checks and stores the host's settings in the caller's transaction (the winner row locked), then
   * announces the meetup. Fields absent from `body` keep their value; null clears.
   */
  async applyIn(
    em: EntityManager,
    winner: Winner,
    userId: string,
    body: Partial<MeetupSettings>,
    now: Date,
  ): Promise<Meetup> {
    if (winner.hostId !== userId) throw indicationErrors.meetupHostOnly();
    const indication = await this.indications.findById(em, winner.indicationId);
    if (!indication) throw indicationErrors.notAWinner();
    const current = settingsOf(winner);
    const next: MeetupSettings = { ...current };
    for (const [key, value] of Object.entries(body))
      if (value !== undefined) Object.assign(next, { [key]: value });
    const clock = {
      event_day: indication.eventDay,
      event_time: indication.eventTime,
      time_zone: cityTimeZone(winner.cityId),
    };
    const startsAt = (startsAtTime: string | null) =>
      meetupMoments(winner.week, { ...clock, starts_at: startsAtTime }).startsAt;
    if (now >= startsAt(current.starts_at) || now >= startsAt(next.starts_at))
      throw indicationErrors.meetupStarted();
    if (next.starts_at && !withinPeriod(indication.eventTime, next.starts_at)) {
      const period = meetupPeriods[indication.eventTime as EventTime];
      throw indicationErrors.startsAtOutOfPeriod(m.startsAtOutOfPeriod(period.label, period.from, period.to));
    }
    if (next.capacity != null) {
      // Nobody loses a seat they hold: the host's own, kept for them, and every confirmed guest's.
      const seats = (await this.attendances.seatCounts(em, [winner.indicationId], now)).get(
        winner.indicationId,
      );
      const held = 1 + (seats?.guests ?? 0);
      if (next.capacity < held) throw indicationErrors.capacityBelowConfirmed(held);
    }
    if (next.starts_at !== current.starts_at) winner.calendarSequence += 1;
    winner.meetupSettings = next;
    // More seats (or no limit) go to the line at once.
    await this.offers.fill(em, winner, indication, now);
    return this.updates.announce(em, winner, now);
  }
}
