import { beforeEach, describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import { indicationMessages as m } from '@encontro/contracts';
import {
  clockAt,
  expectNotCalled,
  expectRefusal,
  serviceUnderTest,
  transactionalOrm,
} from '@encontro/testing';
import { changeRecordersOfEachTest, cycleMails } from '../../test/support/doubles.js';
import { indicationFactory, personFactory, winnerFactory } from '../../test/support/factories.js';
import { IndicationsRepository } from '../indications/indications.repository.js';
import { CityScopes } from '../people/city-scope.service.js';
import { PeopleRepository } from '../people/people.repository.js';
import type { Winner } from '../winners/winner.entity.js';
import { WinnersRepository } from '../winners/winners.repository.js';
import type { Attendance } from './attendance.entity.js';
import { AttendanceService } from './attendance.service.js';
import { AttendancesRepository } from './attendances.repository.js';

const SATURDAY = new Date('2026-11-28T15:00:00-03:00');
const NEXT_MONDAY = new Date('2026-11-30T00:00:00-03:00');

describe(AttendanceService.name, () => {
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

  const recorders = changeRecordersOfEachTest();

  const t = serviceUnderTest(AttendanceService, () => ({
    orm: transactionalOrm(em),
    attendances: AttendancesRepository,
    winners: WinnersRepository,
    indications: IndicationsRepository,
    people: PeopleRepository,
    scopes: CityScopes,
    mails: cycleMails(recorders.mail),
    outbox: recorders.outbox,
    clock: clockAt(SATURDAY),
    config: { PUBLIC_URL: 'https://encontro.example' },
    versions: recorders.versions,
  }));

  beforeEach(() => {
    winner = winnerFactory(indication);
    t.winners.findByIndication.mockResolvedValue(winner);
    t.indications.findById.mockResolvedValue(indication);
    t.scopes.requirePerson.mockImplementation((_em, id) =>
      Promise.resolve([host, attendee].find((p) => p.userId === id) ?? personFactory({ userId: id })),
    );
    t.attendances.insertIfAbsent.mockResolvedValue(true);
    t.attendances.lockPerson.mockResolvedValue(undefined);
    t.attendances.removeOthersOfWeek.mockResolvedValue([]);
    t.attendances.find.mockImplementation((_em, _indication, userId) =>
      Promise.resolve(attendanceOf(userId)),
    );
  });

  it('confirms a person of the city, announces it and e-mails their calendar and forum links', async () => {
    const result = await t.sut.confirm(attendee.userId, indication.id);

    expect(result).toEqual({
      message: m.attendanceConfirmed,
      indication_id: indication.id,
      is_host: false,
      host_confirmed: false,
      last_confirmed_indication_id: indication.id,
      calendar_url: expect.stringContaining('t'.repeat(48)),
      moved_from_indication_id: null,
    });
    expect(t.outbox.add).toHaveBeenCalledWith(
      em,
      'attendance.confirmed',
      expect.objectContaining({ user_id: attendee.userId }),
    );
    expect(t.versions.touch).toHaveBeenCalledWith(em, {
      cities: [indication.cityId],
      people: [attendee.userId],
    });
    expect(recorders.mail.enqueue).toHaveBeenCalledWith(
      em,
      expect.objectContaining({ kind: 'attendance.confirmed', to: 'bia@example.com' }),
    );
  });

  it('answers a second confirmation as a success that changes nothing', async () => {
    t.attendances.insertIfAbsent.mockResolvedValue(false);
    await expect(t.sut.confirm(attendee.userId, indication.id)).resolves.toMatchObject({
      message: m.attendanceConfirmed,
    });
    expectNotCalled(t.outbox.add, recorders.mail.enqueue);
  });

  it('refuses a meetup that did not win', async () => {
    t.winners.findByIndication.mockResolvedValue(null);
    await expectRefusal(t.sut.confirm(attendee.userId, indication.id), 'NOT_A_WINNER', m.notAWinner);
  });

  it('refuses a person of another city', async () => {
    t.scopes.requirePerson.mockResolvedValue(
      personFactory({ cityId: '3304557', city: 'Rio de Janeiro', state: 'RJ' }),
    );
    await expectRefusal(
      t.sut.confirm(attendee.userId, indication.id),
      'OTHER_CITY_CONTENT',
      m.otherCityContent,
    );
    expect(t.attendances.insertIfAbsent).not.toHaveBeenCalled();
  });

  it('refuses once the meetup’s week is over', async () => {
    t.clock.set(NEXT_MONDAY);
    await expectRefusal(t.sut.confirm(attendee.userId, indication.id), 'MEETUP_OVER', m.meetupOver);
  });

  it('refuses a second meetup in the same week to anyone but its host, moving nothing', async () => {
    t.attendances.insertIfAbsent.mockResolvedValue(false);
    t.attendances.find.mockResolvedValue(null);
    await expectRefusal(
      t.sut.confirm(attendee.userId, indication.id),
      'ATTENDING_ANOTHER',
      m.attendingAnother,
    );
    expect(t.attendances.lockPerson).toHaveBeenCalledWith(em, attendee.userId, indication.week);
    expect(t.attendances.removeOthersOfWeek).not.toHaveBeenCalled();
  });

  describe('a host who said Eu Vou! to another winner', () => {
    const other = indicationFactory({ name: 'Café do Largo' });

    beforeEach(() => {
      t.attendances.removeOthersOfWeek.mockResolvedValue([other.id]);
      t.indications.findById.mockImplementation((_em, id) =>
        Promise.resolve(id === other.id ? other : indication),
      );
    });

    it('moves their presence to their own meetup in the same transaction, the withdrawal announced first', async () => {
      const result = await t.sut.confirm(host.userId, indication.id);

      expect(t.attendances.lockPerson).toHaveBeenCalledWith(em, host.userId, indication.week);
      expect(t.attendances.removeOthersOfWeek).toHaveBeenCalledWith(em, {
        userId: host.userId,
        week: indication.week,
        keep: indication.id,
      });
      const order = (fn: { mock: { invocationCallOrder: number[] } }) => fn.mock.invocationCallOrder[0]!;
      expect(order(t.attendances.lockPerson)).toBeLessThan(order(t.attendances.removeOthersOfWeek));
      expect(order(t.attendances.removeOthersOfWeek)).toBeLessThan(order(t.attendances.insertIfAbsent));
      expect(t.outbox.add.mock.calls.map(([, name, payload]) => [name, payload])).toEqual([
        [
          'attendance.withdrawn',
          {
            indication_id: other.id,
            week: indication.week,
            user_id: host.userId,
            moved_to: indication.id,
            at: SATURDAY.toISOString(),
          },
        ],
        ['attendance.confirmed', expect.objectContaining({ indication_id: indication.id })],
        ['winner.host_confirmed', expect.objectContaining({ host_id: host.userId })],
      ]);
      expect(result).toMatchObject({
        message: `${m.attendanceConfirmed} ${m.hostAttendanceMoved('Café do Largo')}`,
        is_host: true,
        host_confirmed: true,
        last_confirmed_indication_id: indication.id,
        moved_from_indication_id: other.id,
      });
    });

    it('says so on the page of their e-mailed link too', async () => {
      t.winners.findByHostLink.mockResolvedValue(winner);

      await expect(t.sut.confirmHostByLink('a'.repeat(48))).resolves.toEqual({
        message: `${m.hostConfirmed} ${m.hostAttendanceMoved('Café do Largo')}`,
        indication_id: indication.id,
      });
    });
  });

  it('confirms the host as host: winner.host_confirmed, once', async () => {
    const result = await t.sut.confirm(host.userId, indication.id);

    expect(result).toMatchObject({ is_host: true, host_confirmed: true });
    expect(winner.hostConfirmedAt).toEqual(SATURDAY);
    expect(t.outbox.add).toHaveBeenCalledWith(
      em,
      'winner.host_confirmed',
      expect.objectContaining({ host_id: host.userId }),
    );

    t.outbox.add.mockClear();
    t.attendances.insertIfAbsent.mockResolvedValue(false);
    await t.sut.confirm(host.userId, indication.id);
    expect(t.outbox.add).not.toHaveBeenCalled();
  });

  it('confirms the host reached by their e-mailed link, and refuses an unknown link', async () => {
    t.winners.findByHostLink.mockResolvedValueOnce(winner).mockResolvedValueOnce(null);

    await expect(t.sut.confirmHostByLink('a'.repeat(48))).resolves.toEqual({
      message: m.hostConfirmed,
      indication_id: indication.id,
    });
    expect(winner.hostConfirmedAt).toEqual(SATURDAY);
    await expectRefusal(t.sut.confirmHostByLink('b'.repeat(48)), 'HOST_LINK_INVALID', m.hostLinkInvalid);
  });
});
