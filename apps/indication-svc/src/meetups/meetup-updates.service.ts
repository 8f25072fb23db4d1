import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Meetup } from '@encontro/contracts';
import { Outbox } from '@encontro/server-events';
import { AttendancesRepository } from '../attendance/attendances.repository.js';
import { IndicationsRepository } from '../indications/indications.repository.js';
import { ReadVersions } from '../read-versions/read-versions.js';
import { meetupOfWinner, noSeats } from '../winners/meetup-plan.js';
import type { Winner } from '../winners/winner.entity.js';

/**
 * Every change of a meetup (the host's settings, a seat taken, freed or offered, the line) ends here, in
 * the change's transaction: the winner's version goes up and `meetup.updated` carries the whole meetup.
 */
@Injectable()
export class MeetupUpdates {
  constructor(
    private readonly attendances: AttendancesRepository,
    private readonly indications: IndicationsRepository,
    private readonly outbox: Outbox,
    private readonly versions: ReadVersions,
  ) {}

  async announce(em: EntityManager, winner: Winner, now: Date): Promise<Meetup> {
    // The seat counts are read with SQL: what this unit of work changed must be written first.
    await em.flush();
    const indication = await this.indications.findById(em, winner.indicationId);
    if (!indication) throw new Error(`winner ${winner.id} has no indication`);
    const counts = await this.attendances.seatCounts(em, [winner.indicationId], now);
    const meetup = meetupOfWinner(winner, indication, counts.get(winner.indicationId) ?? noSeats);
    winner.meetupVersion += 1;
    this.outbox.add(em, 'meetup.updated', {
      indication_id: winner.indicationId,
      week: winner.week,
      meetup,
      version: winner.meetupVersion,
      at: now.toISOString(),
    });
    this.versions.touch(em, { cities: [winner.cityId] });
    return meetup;
  }
}
