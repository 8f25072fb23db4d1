import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Outbox } from '@encontro/server-events';
import { AttendancesRepository } from '../attendance/attendances.repository.js';
import type { Indication } from '../indications/indication.entity.js';
import { freeSeats, noSeats } from '../winners/meetup-plan.js';
import type { Winner } from '../winners/winner.entity.js';
import { OFFER_HOLD_MS, lineClosesAt } from './line-closing.js';

/**
 * Freed seats go to the line, first come first served: one open offer per free seat, each held for
 * 2 hours (never past the line's closing). Runs in the caller's transaction, the winner row locked;
 * the caller announces the meetup afterwards.
 */
@Injectable()
export class SeatOffers {
  constructor(
    private readonly attendances: AttendancesRepository,
    private readonly outbox: Outbox,
  ) {}

  /** Offers every free seat to the next in line without an offer: how many were offered. */
  async fill(em: EntityManager, winner: Winner, indication: Indication, now: Date): Promise<number> {
    const closesAt = lineClosesAt(winner, indication);
    if (now >= closesAt) return 0;
    // The seat counts are read with SQL: what this unit of work changed must be written first.
    await em.flush();
    const seats = (await this.attendances.seatCounts(em, [winner.indicationId], now)).get(
      winner.indicationId,
    );
    const free = freeSeats(winner, seats ?? noSeats);
    // Without a limit nobody waits; a line left from a limit since removed is offered whole.
    const count = free ?? seats?.waitlisted ?? 0;
    if (count <= 0) return 0;
    const expiresAt = new Date(Math.min(now.getTime() + OFFER_HOLD_MS, closesAt.getTime()));
    const next = await this.attendances.nextInLine(em, winner.indicationId, now, count);
    for (const userId of next) {
      await this.attendances.offer(em, winner.indicationId, userId, expiresAt);
      this.outbox.add(em, 'seat.offered', {
        indication_id: winner.indicationId,
        week: winner.week,
        user_id: userId,
        expires_at: expiresAt.toISOString(),
        at: now.toISOString(),
      });
    }
    return next.length;
  }
}
