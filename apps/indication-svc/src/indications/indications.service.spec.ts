import { beforeEach, describe, expect, it } from '@jest/globals';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type IndicationForm, indicationMessages as m } from '@encontro/contracts';
import { clockAt, expectRefusal, serviceUnderTest, transactionalOrm } from '@encontro/testing/unit';
import { changeRecorders } from '../../test/support/doubles.js';
import { indicationFactory, personFactory } from '../../test/support/factories.js';
import { CityScopes } from '../people/city-scope.service.js';
import { PeopleRepository } from '../people/people.repository.js';
import { SettingsRepository } from '../settings/settings.repository.js';
import { VotesRepository } from '../votes/votes.repository.js';
import type { Indication } from './indication.entity.js';
import { IndicationStats } from './indication-stats.service.js';
import { IndicationsRepository } from './indications.repository.js';
import { IndicationsService } from './indications.service.js';

const TUESDAY = new Date('2026-11-24T10:00:00-03:00');
const FRIDAY = new Date('2026-11-27T10:00:00-03:00');
const WEEK = '2026-W48';
const CAP = 3;

const form = (overrides: Partial<IndicationForm> = {}): IndicationForm => ({
  name: 'Bar do Encontro',
  address: 'Rua Augusta, 1000 - Consolação',
  reference: '',
  phone: '(11) 98765-4321',
  website: '',
  attractives: ['Música ao vivo'],
  event_day: 'Sábado',
  event_time: 'Noite - Horário a combinar',
  honeypot: '',
  ...overrides,
});

describe(IndicationsService.name, () => {
  const em = {} as EntityManager;
  const person = personFactory();
  const photos = [`storage/indications/${person.userId}/00000000-0000-4000-8000-000000000001.webp`];
  const t = serviceUnderTest(IndicationsService, () => {
    const { outbox, versions } = changeRecorders();
    return {
      orm: transactionalOrm(em),
      indications: IndicationsRepository,
      stats: IndicationStats,
      people: PeopleRepository,
      settings: SettingsRepository,
      scopes: CityScopes,
      outbox,
      clock: clockAt(TUESDAY),
      config: { WEEKLY_CITY_CAP: CAP },
      versions,
      votes: VotesRepository,
    };
  });

  beforeEach(() => {
    t.scopes.requirePerson.mockResolvedValue(person);
    t.indications.lockCityWeek.mockResolvedValue(undefined);
    t.indications.findOpenByHostAndWeek.mockResolvedValue(null);
    t.indications.countTowardsCap.mockResolvedValue(0);
    t.indications.findSameVenue.mockResolvedValue(null);
    t.indications.add.mockImplementation(
      (_em, id, data, now) =>
        ({
          ...indicationFactory(),
          id,
          ...data,
          status: 'pending',
          createdAt: now,
          updatedAt: now,
        }) as Indication,
    );
    t.settings.approvalRequired.mockResolvedValue(true);
  });

  it('stores a nomination of one’s own city as pending and announces it', async () => {
    const result = await t.sut.submit(person.userId, form(), photos);

    expect(result).toMatchObject({
      message: m.submitted,
      indication: { status: 'pending', photos, city_id: person.cityId },
    });
    expect(t.indications.lockCityWeek).toHaveBeenCalledWith(em, person.cityId, WEEK);
    expect(t.outbox.add).toHaveBeenCalledTimes(1);
    expect(t.outbox.add).toHaveBeenCalledWith(
      em,
      'indication.submitted',
      expect.objectContaining({
        user_id: person.userId,
        week: WEEK,
        city_id: person.cityId,
        status: 'pending',
      }),
    );
    expect(t.versions.touch).toHaveBeenCalledWith(em, { cities: [person.cityId], people: [person.userId] });
  });

  it('approves at once when the administrators turned approval off', async () => {
    t.settings.approvalRequired.mockResolvedValue(false);

    const result = await t.sut.submit(person.userId, form(), photos);

    expect(result).toMatchObject({ message: m.submittedApproved, indication: { status: 'active' } });
    expect(t.outbox.add).toHaveBeenCalledWith(
      em,
      'indication.approved',
      expect.objectContaining({ user_id: person.userId }),
    );
  });

  it('refuses a nomination for another city, naming the field', async () => {
    await expect(t.sut.submit(person.userId, form({ city_id: '3304557' }), photos)).rejects.toMatchObject({
      reason: 'NOMINATION_OTHER_CITY',
      errors: { city_id: [m.otherCity] },
    });
    expect(t.indications.add).not.toHaveBeenCalled();
  });

  it('refuses nominations from Friday to Sunday', async () => {
    t.clock.set(FRIDAY);
    await expectRefusal(t.sut.submit(person.userId, form(), photos), 'WEEKEND_CLOSED', m.weekendClosed);
  });

  it('refuses a second nomination in the same ISO week', async () => {
    t.indications.findOpenByHostAndWeek.mockResolvedValue(indicationFactory({ hostId: person.userId }));
    await expectRefusal(t.sut.submit(person.userId, form(), photos), 'ALREADY_NOMINATED', m.alreadyNominated);
    expect(t.indications.add).not.toHaveBeenCalled();
  });

  it('lets a person whose nomination was rejected nominate again that week: only an open one counts', async () => {
    const result = await t.sut.submit(person.userId, form({ name: 'Outro Bar' }), photos);

    expect(t.indications.findOpenByHostAndWeek).toHaveBeenCalledWith(em, person.userId, WEEK);
    expect(result).toMatchObject({
      message: m.submitted,
      indication: { name: 'Outro Bar', status: 'pending' },
    });
  });

  it('says one may nominate while the week has no open nomination of theirs, and why not once it has', async () => {
    await expect(t.sut.nominationStatus(em, person, TUESDAY)).resolves.toEqual({
      allowed: true,
      reason: null,
    });

    t.indications.findOpenByHostAndWeek.mockResolvedValue(indicationFactory({ status: 'pending' }));

    await expect(t.sut.nominationStatus(em, person, TUESDAY)).resolves.toEqual({
      allowed: false,
      reason: m.alreadyNominatedReason,
    });
  });

  it('answers one’s own rejected nomination with the admin’s reason, and none for the others', async () => {
    const rejected = indicationFactory({ status: 'rejected', rejectionReason: 'Fotos ilegíveis' });
    const approved = indicationFactory({ status: 'active' });
    t.indications.listByHost.mockResolvedValue([rejected, approved]);

    const mine = await t.sut.mine(person.userId);

    expect(mine.map((i) => [i.indication_id, i.status, i.rejection_reason])).toEqual([
      [rejected.id, 'rejected', 'Fotos ilegíveis'],
      [approved.id, 'active', null],
    ]);
  });

  it('refuses a venue already pending or approved in the city this week, naming it to vote for', async () => {
    const existing = indicationFactory({ name: 'Bar da Lagoa', status: 'active' });
    t.indications.findSameVenue.mockResolvedValue({
      indication_id: existing.id,
      name: existing.name,
      status: existing.status,
    });

    const refused = t.sut.submit(
      person.userId,
      form({ name: 'bar da lagoa', address: 'R. das Flores 12' }),
      photos,
    );

    await expect(refused).rejects.toMatchObject({
      reason: 'DUPLICATE_INDICATION',
      message: m.duplicateIndication,
      details: { existing_indication_id: existing.id },
    });
    expect(t.indications.findSameVenue).toHaveBeenCalledWith(em, {
      cityId: person.cityId,
      week: WEEK,
      name: 'bar da lagoa',
      address: 'R. das Flores 12',
    });
    // Under the city-week lock, so a nomination of the same venue sent at once finds this one.
    expect(t.indications.lockCityWeek.mock.invocationCallOrder[0]).toBeLessThan(
      t.indications.findSameVenue.mock.invocationCallOrder[0]!,
    );
    expect(t.indications.add).not.toHaveBeenCalled();
    expect(t.outbox.add).not.toHaveBeenCalled();
  });

  it('refuses a nomination once the city reached its weekly cap', async () => {
    t.indications.countTowardsCap.mockResolvedValue(CAP);
    await expectRefusal(
      t.sut.submit(person.userId, form(), photos),
      'CITY_CAP_REACHED',
      m.cityCapReached(CAP),
    );
  });

  it('turns the unique index’s last word into the same refusal as a second nomination', async () => {
    t.indications.add.mockImplementation(() => {
      throw new UniqueConstraintViolationException(new Error('duplicate key'));
    });
    await expectRefusal(t.sut.submit(person.userId, form(), photos), 'ALREADY_NOMINATED', m.alreadyNominated);
  });
});
