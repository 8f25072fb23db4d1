import { beforeEach, describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import { indicationMessages as m } from '@encontro/contracts';
import { clockAt, expectRefusal, ormForking, serviceUnderTest } from '@encontro/testing/unit';
import { indicationFactory, winnerFactory } from '../../test/support/factories.js';
import { AttendancesRepository } from '../attendance/attendances.repository.js';
import { CityMeetupsRepository } from '../calendar/city-meetups.repository.js';
import { IndicationsRepository } from '../indications/indications.repository.js';
import { WinnersRepository } from '../winners/winners.repository.js';
import { ShareService } from './share.service.js';

const THURSDAY = new Date('2026-11-26T22:00:00-03:00');
const FRIDAY = new Date('2026-11-27T00:00:01-03:00');

describe(ShareService.name, () => {
  const em = {} as EntityManager;
  const clock = clockAt(THURSDAY);

  const t = serviceUnderTest(ShareService, () => ({
    orm: ormForking(em),
    indications: IndicationsRepository,
    winners: WinnersRepository,
    attendances: AttendancesRepository,
    cities: CityMeetupsRepository,
    clock,
  }));

  beforeEach(() => {
    clock.set(THURSDAY);
    t.cities.cityName.mockResolvedValue(null);
    t.indications.listForCityWeek.mockResolvedValue([]);
    t.winners.listForCityWeek.mockResolvedValue([]);
    t.attendances.seatCounts.mockResolvedValue(new Map());
  });

  it('ranks the card with the Home list’s query: approved indications of the current week', async () => {
    t.cities.cityName.mockResolvedValue('São Paulo');
    const ranked = [4, 1].map((voteCount) => indicationFactory({ voteCount }));
    t.indications.listForCityWeek.mockResolvedValue(ranked);

    await expect(t.sut.city('3550308')).resolves.toMatchObject({
      city: 'São Paulo',
      state: 'SP',
      week: '2026-W48',
      phase: 'voting',
      total_votes: 5,
    });
    expect(t.indications.listForCityWeek).toHaveBeenCalledWith(em, '3550308', '2026-W48', ['active']);
    expect(t.winners.listForCityWeek).not.toHaveBeenCalled();
  });

  it('names a municipality nobody uses yet with its IBGE name', async () => {
    await expect(t.sut.city('1302603')).resolves.toEqual({
      city_id: '1302603',
      city: 'Manaus',
      state: 'AM',
      week: '2026-W48',
      phase: 'voting',
      venues: [],
      total_votes: 0,
    });
  });

  it('refuses a code that is no city it knows nor a municipality', async () => {
    await expectRefusal(t.sut.city('0000000'), 'CITY_NOT_FOUND', m.cityNotFound);
  });

  it('from Friday shows the winners of the week in their order', async () => {
    clock.set(FRIDAY);
    const [first, second] = [3, 2].map((voteCount) => indicationFactory({ voteCount }, FRIDAY));
    t.indications.listForCityWeek.mockResolvedValue([first!, second!]);
    t.winners.listForCityWeek.mockResolvedValue([
      winnerFactory(first!, { position: 1 }),
      winnerFactory(second!, { position: 2 }),
    ]);

    const card = await t.sut.city('3550308');

    expect(card.phase).toBe('winners');
    expect(card.venues.map((v) => v.vote_count)).toEqual([3, 2]);
  });

  it('answers NOT_A_WINNER for an indication that never won', async () => {
    t.winners.findByIndication.mockResolvedValue(null);
    await expectRefusal(t.sut.meetup(indicationFactory().id), 'NOT_A_WINNER', m.notAWinner);
  });
});
