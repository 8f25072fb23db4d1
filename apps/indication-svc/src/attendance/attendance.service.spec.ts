import { beforeEach, describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import { indicationMessages as m } from '@encontro/contracts';
import { AdjustableClock } from '@encontro/server-clock';
import type { Outbox } from '@encontro/server-events';
import type { MailOutbox } from '@encontro/server-mail';
import { automock, type Mocked, clockAt, transactionalOrm } from '@encontro/testing';
import { changeRecorders, cycleMails } from '../../test/support/doubles.js';
import { indicationFactory, personFactory, winnerFactory } from '../../test/support/factories.js';
import { IndicationsRepository } from '../indications/indications.repository.js';
import { CityScopes } from '../people/city-scope.service.js';
import { PeopleRepository } from '../people/people.repository.js';
import type { ReadVersions } from '../read-versions/read-versions.js';
import type { Winner } from '../winners/winner.entity.js';
import { WinnersRepository } from '../winners/winners.repository.js';
import type { Attendance } from './attendance.entity.js';
import { AttendanceService } from './attendance.service.js';
import { AttendancesRepository } from './attendances.repository.js';

const SATURDAY = new Date('2026-11-28T15:00:00-03:00');
const NEXT_MONDAY = new Date('2026-11-30T00:00:00-03:00');

describe(AttendanceService.name, () => {
  let attendances: Mocked<AttendancesRepository>;
  let winners: Mocked<WinnersRepository>;
  let indications: Mocked<IndicationsRepository>;
  let scopes: Mocked<CityScopes>;
  let mail: Mocked<MailOutbox>;
  let outbox: Mocked<Outbox>;
  let versions: Mocked<ReadVersions>;
  let clock: AdjustableClock;
  let service: AttendanceService;
  const em = {} as EntityManager;
  const host = personFactory();
  const attendee = personFactory({ email: 'bia@example.com' });
  const indication = indicationFactory({ hostId: host.userId, voteCount: 4 });
  let winner: Winner;

  const attendanceOf = (userId: string): Attendance =>
    ({
      indicationId: indication.id,
      userId,
      week: indication.week,
      confirmedAt: SATURDAY,
      calendarToken: 't'.repeat(48),
    }) as Attendance;

  beforeEach(() => {
    attendances = automock(AttendancesRepository);
    winners = automock(WinnersRepository);
    indications = automock(IndicationsRepository);
    scopes = automock(CityScopes);
    ({ mail, outbox, versions } = changeRecorders());
    winner = winnerFactory(indication);
    winners.findByIndication.mockResolvedValue(winner);
    indications.findById.mockResolvedValue(indication);
    scopes.requirePerson.mockImplementation((_em, id) =>
      Promise.resolve([host, attendee].find((p) => p.userId === id) ?? personFactory({ userId: id })),
    );
    attendances.insertIfAbsent.mockResolvedValue(true);
    attendances.find.mockImplementation((_em, _indication, userId) => Promise.resolve(attendanceOf(userId)));
    clock = clockAt(SATURDAY);
    service = new AttendanceService(
      transactionalOrm(em),
      attendances,
      winners,
      indications,
      automock(PeopleRepository),
      scopes,
      cycleMails(mail),
      outbox,
      clock,
      { PUBLIC_URL: 'https://encontro.example' },
      versions,
    );
  });

  it('confirms a person of the city, announces it and e-mails their calendar and forum links', async () => {
    const result = await service.confirm(attendee.userId, indication.id);

    expect(result).toEqual({
      message: m.attendanceConfirmed,
      indication_id: indication.id,
      is_host: false,
      host_confirmed: false,
      last_confirmed_indication_id: indication.id,
      calendar_url: expect.stringContaining('t'.repeat(48)),
    });
    expect(outbox.add).toHaveBeenCalledWith(
      em,
      'attendance.confirmed',
      expect.objectContaining({ user_id: attendee.userId }),
    );
    expect(versions.touch).toHaveBeenCalledWith(em, {
      cities: [indication.cityId],
      people: [attendee.userId],
    });
    expect(mail.enqueue).toHaveBeenCalledWith(
      em,
      expect.objectContaining({ kind: 'attendance.confirmed', to: 'bia@example.com' }),
    );
  });

  it('answers a second confirmation as a success that changes nothing', async () => {
    attendances.insertIfAbsent.mockResolvedValue(false);
    await expect(service.confirm(attendee.userId, indication.id)).resolves.toMatchObject({
      message: m.attendanceConfirmed,
    });
    expect(outbox.add).not.toHaveBeenCalled();
    expect(mail.enqueue).not.toHaveBeenCalled();
  });

  it('refuses a meetup that did not win', async () => {
    winners.findByIndication.mockResolvedValue(null);
    await expect(service.confirm(attendee.userId, indication.id)).rejects.toMatchObject({
      reason: 'NOT_A_WINNER',
      message: m.notAWinner,
    });
  });

  it('refuses a person of another city', async () => {
    scopes.requirePerson.mockResolvedValue(
      personFactory({ cityId: '3304557', city: 'Rio de Janeiro', state: 'RJ' }),
    );
    await expect(service.confirm(attendee.userId, indication.id)).rejects.toMatchObject({
      reason: 'OTHER_CITY_CONTENT',
      message: m.otherCityContent,
    });
    expect(attendances.insertIfAbsent).not.toHaveBeenCalled();
  });

  it('refuses once the meetup’s week is over', async () => {
    clock.set(NEXT_MONDAY);
    await expect(service.confirm(attendee.userId, indication.id)).rejects.toMatchObject({
      reason: 'MEETUP_OVER',
      message: m.meetupOver,
    });
  });

  it('refuses a second meetup in the same week', async () => {
    attendances.insertIfAbsent.mockResolvedValue(false);
    attendances.find.mockResolvedValue(null);
    await expect(service.confirm(attendee.userId, indication.id)).rejects.toMatchObject({
      reason: 'ATTENDING_ANOTHER',
      message: m.attendingAnother,
    });
  });

  it('confirms the host as host: winner.host_confirmed, once', async () => {
    const result = await service.confirm(host.userId, indication.id);

    expect(result).toMatchObject({ is_host: true, host_confirmed: true });
    expect(winner.hostConfirmedAt).toEqual(SATURDAY);
    expect(outbox.add).toHaveBeenCalledWith(
      em,
      'winner.host_confirmed',
      expect.objectContaining({ host_id: host.userId }),
    );

    outbox.add.mockClear();
    attendances.insertIfAbsent.mockResolvedValue(false);
    await service.confirm(host.userId, indication.id);
    expect(outbox.add).not.toHaveBeenCalled();
  });

  it('confirms the host reached by their e-mailed link, and refuses an unknown link', async () => {
    winners.findByHostLink.mockResolvedValueOnce(winner).mockResolvedValueOnce(null);

    await expect(service.confirmHostByLink('a'.repeat(48))).resolves.toEqual({
      message: m.hostConfirmed,
      indication_id: indication.id,
    });
    expect(winner.hostConfirmedAt).toEqual(SATURDAY);
    await expect(service.confirmHostByLink('b'.repeat(48))).rejects.toMatchObject({
      reason: 'HOST_LINK_INVALID',
      message: m.hostLinkInvalid,
    });
  });
});
