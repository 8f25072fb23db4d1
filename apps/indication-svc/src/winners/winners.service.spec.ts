import { beforeEach, describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import { clockAt, ormForking, serviceUnderTest } from '@encontro/testing/unit';
import { personFactory } from '../../test/support/factories.js';
import { AttendancesRepository } from '../attendance/attendances.repository.js';
import { IndicationsRepository } from '../indications/indications.repository.js';
import { CityScopes } from '../people/city-scope.service.js';
import { PeopleRepository } from '../people/people.repository.js';
import { WinnersRepository } from './winners.repository.js';
import { WinnersService } from './winners.service.js';

const THURSDAY = new Date('2026-11-26T23:59:59-03:00');
const FRIDAY = new Date('2026-11-27T00:00:01-03:00');

describe(WinnersService.name, () => {
  const em = {} as EntityManager;
  const viewer = personFactory({ cityId: '4205407', city: 'Florianópolis', state: 'SC' });
  const clock = clockAt(FRIDAY);

  const t = serviceUnderTest(WinnersService, () => ({
    orm: ormForking(em),
    winners: WinnersRepository,
    indications: IndicationsRepository,
    attendances: AttendancesRepository,
    people: PeopleRepository,
    scopes: CityScopes,
    clock,
  }));

  beforeEach(() => {
    clock.set(FRIDAY);
    t.scopes.resolve.mockResolvedValue({
      viewer,
      city: { cityId: viewer.cityId, city: viewer.city, state: viewer.state },
    });
    t.winners.listForCityWeek.mockResolvedValue([]);
    t.indications.findByIds.mockResolvedValue([]);
    t.people.findByIds.mockResolvedValue(new Map());
    t.attendances.seatCounts.mockResolvedValue(new Map());
    t.attendances.mine.mockResolvedValue(new Map());
    t.attendances.forUser.mockResolvedValue(new Map());
  });

  it('says from Friday that the week closed without winners when nobody voted', async () => {
    t.winners.weekClosed.mockResolvedValue(true);
    await expect(t.sut.current(viewer.userId)).resolves.toEqual({
      winners: [],
      week: '2026-W48',
      city: 'Florianópolis',
      city_id: '4205407',
      week_closed: true,
    });
    expect(t.winners.weekClosed).toHaveBeenCalledWith(em, '4205407', '2026-W48');
  });

  it('tells a Friday whose close has not run yet from a week without winners', async () => {
    t.winners.weekClosed.mockResolvedValue(false);
    await expect(t.sut.current(viewer.userId)).resolves.toMatchObject({ winners: [], week_closed: false });
  });

  it('never calls a week closed while votes are open', async () => {
    clock.set(THURSDAY);
    t.winners.weekClosed.mockResolvedValue(true);
    await expect(t.sut.current(viewer.userId)).resolves.toMatchObject({ week_closed: false });
    expect(t.winners.weekClosed).not.toHaveBeenCalled();
  });
});
