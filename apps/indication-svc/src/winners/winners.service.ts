import { Injectable } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { type WinnerList, calendarPath, isNominationDay, weekOf } from '@encontro/contracts';
import { Clock } from '@encontro/server-clock';
import { AttendancesRepository } from '../attendance/attendances.repository.js';
import { withoutHost } from '../indications/indications.mapper.js';
import { IndicationsRepository } from '../indications/indications.repository.js';
import { CityScopes } from '../people/city-scope.service.js';
import type { Person } from '../people/person.entity.js';
import { PeopleRepository } from '../people/people.repository.js';
import type { Winner } from './winner.entity.js';
import { toWinnerDto } from './winners.mapper.js';
import { noSeats } from './meetup-plan.js';
import { WinnersRepository } from './winners.repository.js';

/** The winners the Home shows (Friday–Sunday of their week) and the last encounter's (from Monday). */
@Injectable()
export class WinnersService {
  constructor(
    private readonly orm: MikroORM,
    private readonly winners: WinnersRepository,
    private readonly indications: IndicationsRepository,
    private readonly attendances: AttendancesRepository,
    private readonly people: PeopleRepository,
    private readonly scopes: CityScopes,
    private readonly clock: Clock,
  ) {}

  /**
   * This week's winners of the city: none until Friday 00:00, none again from Monday 00:00. From
   * Friday, `week_closed` tells a week that ended without winners (no venue got a vote) from one
   * whose close has not run yet.
   */
  async current(viewerId: string | null, cityRef?: string): Promise<WinnerList> {
    const em = this.orm.em.fork();
    const { viewer, city } = await this.scopes.resolve(em, viewerId, cityRef);
    const now = this.clock.now();
    const { week } = weekOf(now);
    const winners = await this.winners.listForCityWeek(em, city.cityId, week);
    const closed = !isNominationDay(now) && (await this.winners.weekClosed(em, city.cityId, week));
    return {
      winners: await this.toDtos(em, winners, viewer),
      week,
      city: city.city,
      city_id: city.cityId,
      week_closed: closed,
    };
  }

  /** The most recent finished week's winners: the "last encounter". */
  async last(viewerId: string | null, cityRef?: string): Promise<WinnerList> {
    const em = this.orm.em.fork();
    const { viewer, city } = await this.scopes.resolve(em, viewerId, cityRef);
    const { week: current } = weekOf(this.clock.now());
    const week = await this.winners.lastWeekWithWinners(em, city.cityId, current);
    const winners = week ? await this.winners.listForCityWeek(em, city.cityId, week) : [];
    return {
      winners: await this.toDtos(em, winners, viewer),
      week: week ?? '',
      city: city.city,
      city_id: city.cityId,
      week_closed: week !== null,
    };
  }

  private async toDtos(em: EntityManager, winners: Winner[], viewer: Person | null) {
    const ids = winners.map((w) => w.indicationId);
    const indications = new Map((await this.indications.findByIds(em, ids)).map((i) => [i.id, i]));
    const hosts = await this.people.findByIds(
      em,
      winners.map((w) => w.hostId),
    );
    const now = this.clock.now();
    const seats = await this.attendances.seatCounts(em, ids, now);
    const calendars = viewer ? await this.attendances.forUser(em, viewer.userId, ids) : new Map();
    const mine = viewer ? await this.attendances.mine(em, viewer.userId, ids, now) : new Map();
    return winners.flatMap((winner) => {
      const indication = indications.get(winner.indicationId);
      if (!indication) return [];
      const attendance = calendars.get(winner.indicationId);
      const confirmed = attendance?.status === 'confirmed';
      const calendar = confirmed ? calendarPath(winner.indicationId, attendance.calendarToken) : null;
      const dto = toWinnerDto(
        winner,
        indication,
        hosts.get(winner.hostId),
        seats.get(winner.indicationId) ?? noSeats,
        calendar,
        mine.get(winner.indicationId) ?? null,
      );
      return [viewer ? dto : withoutHost(dto)];
    });
  }
}
