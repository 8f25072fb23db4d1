import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { type CityShare, type PublicMeetup, isNominationDay, weekOf } from '@encontro/contracts';
import { Clock } from '@encontro/server-clock';
import { AttendancesRepository } from '../attendance/attendances.repository.js';
import { CityMeetupsRepository } from '../calendar/city-meetups.repository.js';
import { municipalityName, stateUf } from '../calendar/municipalities.js';
import { indicationErrors } from '../indication.errors.js';
import { IndicationsRepository } from '../indications/indications.repository.js';
import { noSeats } from '../winners/meetup-plan.js';
import { WinnersRepository } from '../winners/winners.repository.js';
import { type WinnerVenue, cityCard, toPublicMeetup } from './share.mapper.js';

/**
 * What the public pages `/{city}` and `/encontro/{id}` and their share images show (issue 31).
 * Public: venues, counts, dates and the city only, never a person (LGPD).
 */
@Injectable()
export class ShareService {
  constructor(
    private readonly orm: MikroORM,
    private readonly indications: IndicationsRepository,
    private readonly winners: WinnersRepository,
    private readonly attendances: AttendancesRepository,
    private readonly cities: CityMeetupsRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * The city's week at the service's now, as the Home shows it to a guest. A city is one this service
   * knows (someone lives or nominated there) or an IBGE municipality, as for the calendar feed.
   */
  async city(cityId: string): Promise<CityShare> {
    const em = this.orm.em.fork();
    const city = (await this.cities.cityName(em, cityId)) ?? municipalityName(cityId);
    if (city === null) throw indicationErrors.cityNotFound();
    const now = this.clock.now();
    const votingOpen = isNominationDay(now);
    const { week } = weekOf(now);
    // The Home list's query: the approved indications of the week, most voted first.
    const ranked = await this.indications.listForCityWeek(em, cityId, week, ['active']);
    const winners: WinnerVenue[] = [];
    if (!votingOpen) {
      const byId = new Map(ranked.map((i) => [i.id, i]));
      for (const winner of await this.winners.listForCityWeek(em, cityId, week)) {
        const indication = byId.get(winner.indicationId);
        if (indication) winners.push({ winner, indication });
      }
    }
    return {
      city_id: cityId,
      city,
      state: stateUf(cityId),
      week,
      ...cityCard(votingOpen, ranked, winners),
      total_votes: ranked.reduce((sum, i) => sum + i.voteCount, 0),
    };
  }

  /** One winner's meetup, of any week; anything else (never a winner, or removed) is NOT_A_WINNER. */
  async meetup(indicationId: string): Promise<PublicMeetup> {
    const em = this.orm.em.fork();
    const winner = await this.winners.findByIndication(em, indicationId);
    const indication = winner ? await this.indications.findById(em, indicationId) : null;
    if (!winner || indication?.status !== 'active') throw indicationErrors.notAWinner();
    const now = this.clock.now();
    const seats = (await this.attendances.seatCounts(em, [indicationId], now)).get(indicationId) ?? noSeats;
    return toPublicMeetup(winner, indication, seats, now);
  }
}
