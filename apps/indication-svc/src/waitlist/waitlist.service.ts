import { Injectable, Logger } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { type AttendanceResult, calendarPath, indicationMessages as m } from '@encontro/contracts';
import { Clock } from '@encontro/server-clock';
import { Outbox } from '@encontro/server-events';
import { AttendancesRepository } from '../attendance/attendances.repository.js';
import { CycleMails } from '../emails/cycle-mails.service.js';
import { indicationErrors } from '../indication.errors.js';
import type { Indication } from '../indications/indication.entity.js';
import { IndicationsRepository } from '../indications/indications.repository.js';
import { MeetupUpdates } from '../meetups/meetup-updates.service.js';
import { PeopleRepository } from '../people/people.repository.js';
import { ReadVersions } from '../read-versions/read-versions.js';
import type { Winner } from '../winners/winner.entity.js';
import { WinnersRepository } from '../winners/winners.repository.js';
import { lineClosesAt } from './line-closing.js';
import { SeatOffers } from './seat-offers.service.js';

/**
 * The line of a full meetup (issue 30): leaving it, taking the seat offered, and the job that passes
 * an expired offer to the next person and empties the line when it closes. Each change locks the
 * winner row, so it is single-shot across replicas, and announces the meetup.
 */
@Injectable()
export class Waitlist {
  private readonly logger = new Logger(Waitlist.name);

  constructor(
    private readonly orm: MikroORM,
    private readonly attendances: AttendancesRepository,
    private readonly winners: WinnersRepository,
    private readonly indications: IndicationsRepository,
    private readonly people: PeopleRepository,
    private readonly offers: SeatOffers,
    private readonly updates: MeetupUpdates,
    private readonly mails: CycleMails,
    private readonly outbox: Outbox,
    private readonly versions: ReadVersions,
    private readonly clock: Clock,
  ) {}

  /** `DELETE /api/forum/{id}/waitlist`: an offer the person held goes to the next in line. */
  leave(userId: string, indicationId: string): Promise<{ message: string }> {
    return this.inMeetup(indicationId, async (em, winner, indication, now) => {
      const place = await this.attendances.find(em, indicationId, userId);
      if (place?.status !== 'waitlisted') throw indicationErrors.notInLine();
      await this.attendances.remove(em, indicationId, userId);
      this.versions.touch(em, { people: [userId] });
      await this.offers.fill(em, winner, indication, now);
      await this.updates.announce(em, winner, now);
      return { message: m.waitlistLeft };
    });
  }

  /** `POST /api/forum/{id}/waitlist/accept`: the seat offered, while the offer holds. */
  accept(userId: string, indicationId: string): Promise<AttendanceResult> {
    return this.inMeetup(indicationId, async (em, winner, indication, now) => {
      if (!(await this.attendances.acceptOffer(em, indicationId, userId, now)))
        throw indicationErrors.noValidOffer();
      const attendance = (await this.attendances.find(em, indicationId, userId))!;
      this.versions.touch(em, { people: [userId] });
      this.outbox.add(em, 'attendance.confirmed', {
        indication_id: indicationId,
        week: winner.week,
        user_id: userId,
        at: now.toISOString(),
      });
      const person = await this.people.findById(em, userId);
      if (person)
        await this.mails.attendanceConfirmed(em, person, winner, indication, attendance.calendarToken);
      await this.updates.announce(em, winner, now);
      return {
        message: m.offerAccepted,
        status: 'confirmed',
        position: null,
        indication_id: indicationId,
        is_host: winner.hostId === userId,
        host_confirmed: winner.hostConfirmedAt != null,
        last_confirmed_indication_id: indicationId,
        calendar_url: calendarPath(indicationId, attendance.calendarToken),
        moved_from_indication_id: null,
      };
    });
  }

  /**
   * The offers' job: an expired offer loses its place in line and the seat goes to the next person;
   * at the line's closing the people still waiting are let go. Returns the meetups that changed.
   */
  async expire(): Promise<number> {
    let changed = 0;
    for (const indicationId of await this.attendances.withLines(this.orm.em.fork())) {
      try {
        const did = await this.inMeetup(indicationId, (em, winner, indication, now) =>
          this.expireIn(em, winner, indication, now),
        );
        if (did) changed += 1;
      } catch (error) {
        this.logger.error(`meetup ${indicationId}: line not checked: ${(error as Error).message}`);
      }
    }
    return changed;
  }

  private async expireIn(
    em: EntityManager,
    winner: Winner,
    indication: Indication,
    now: Date,
  ): Promise<boolean> {
    const closed = now >= lineClosesAt(winner, indication);
    const letGo = closed
      ? await this.attendances.clearLine(em, winner.indicationId)
      : await this.attendances.dropExpiredOffers(em, winner.indicationId, now);
    const offered = closed ? 0 : await this.offers.fill(em, winner, indication, now);
    if (letGo.length === 0 && offered === 0) return false;
    if (letGo.length > 0) this.versions.touch(em, { people: letGo });
    await this.updates.announce(em, winner, now);
    return true;
  }

  /**
   * Places removed outside the meetup's own calls (an erased account): their seats go to the line and
   * the meetups are announced, in the caller's transaction.
   */
  async placesRemoved(em: EntityManager, indicationIds: readonly string[], now: Date): Promise<void> {
    for (const indicationId of new Set(indicationIds)) {
      const winner = await this.winners.findByIndication(em, indicationId, true);
      const indication = winner && (await this.indications.findById(em, indicationId));
      if (!winner || !indication) continue;
      await this.offers.fill(em, winner, indication, now);
      await this.updates.announce(em, winner, now);
    }
  }

  /** Runs `work` in a transaction on the meetup, its winner row locked. */
  private inMeetup<T>(
    indicationId: string,
    work: (em: EntityManager, winner: Winner, indication: Indication, now: Date) => Promise<T>,
  ): Promise<T> {
    return this.orm.em.fork().transactional(async (em) => {
      const winner = await this.winners.findByIndication(em, indicationId, true);
      const indication = winner && (await this.indications.findById(em, indicationId));
      if (!winner || !indication) throw indicationErrors.notAWinner();
      return work(em, winner, indication, this.clock.now());
    });
  }
}
