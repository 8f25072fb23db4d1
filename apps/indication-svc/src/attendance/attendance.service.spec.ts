import { beforeEach, describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type Meetup, indicationMessages as m } from '@encontro/contracts';
import {
  clockAt,
  expectNotCalled,
  expectRefusal,
  serviceUnderTest,
  transactionalOrm,
} from '@encontro/testing/unit';
import { changeRecordersOfEachTest, cycleMails } from '../../test/support/doubles.js';
import { indicationFactory, personFactory, winnerFactory } from '../../test/support/factories.js';
import { IndicationsRepository } from '../indications/indications.repository.js';
import { MeetupSettingsService } from '../meetups/meetup-settings.service.js';
import { MeetupUpdates } from '../meetups/meetup-updates.service.js';
import { SeatOffers } from '../waitlist/seat-offers.service.js';
import { HostHandover } from '../winners/host-handover.service.js';
import { type SeatCounts, noSeats } from '../winners/meetup-plan.js';
import { CityScopes } from '../people/city-scope.service.js';
import { PeopleRepository } from '../people/people.repository.js';
import type { Winner } from '../winners/winner.entity.js';
import { WinnersRepository } from '../winners/winners.repository.js';
import type { Attendance } from './attendance.entity.js';
import { AttendanceService } from './attendance.service.js';
import { AttendancesRepository } from './attendances.repository.js';

const SATURDAY = new Date('2026-11-28T15:00:00-03:00');
const NEXT_MONDAY = new Date('2026-11-30T00:00:00-03:00');
// The meetup of the factories' indication: Saturday night, from 18:00 (São Paulo); its line closes at 17:00.
const LINE_CLOSED = new Date('2026-11-28T17:00:00-03:00');
const STARTED = new Date('2026-11-28T18:00:00-03:00');

describe(AttendanceService.name, () => {
  const em = {} as EntityManager;
  const host = personFactory();
  const attendee = personFactory({ email: 'bia@example.com' });
  const indication = indicationFactory({ hostId: host.userId, voteCount: 4 });
  let winner: Winner;
  /** The meetup's places, as the repository would hold them. */
  let places: Map<string, Attendance>;
  let seats: SeatCounts;

  const place = (userId: string, status: Attendance['status'] = 'confirmed'): Attendance =>
    ({
      indicationId: indication.id,
      userId,
      week: indication.week,
      status,
      confirmedAt: status === 'confirmed' ? SATURDAY : null,
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
    meetupSettings: MeetupSettingsService,
    updates: MeetupUpdates,
    offers: SeatOffers,
    handover: HostHandover,
  }));

  beforeEach(() => {
    winner = winnerFactory(indication);
    t.winners.findByIndication.mockResolvedValue(winner);
    t.indications.findById.mockResolvedValue(indication);
    t.scopes.requirePerson.mockImplementation((_em, id) =>
      Promise.resolve([host, attendee].find((p) => p.userId === id) ?? personFactory({ userId: id })),
    );
    places = new Map();
    seats = noSeats;
    t.attendances.insertIfAbsent.mockImplementation((_em, row) => {
      places.set(row.userId, place(row.userId, row.status));
      return Promise.resolve(true);
    });
    t.attendances.find.mockImplementation((_em, _indication, userId) =>
      Promise.resolve(places.get(userId) ?? null),
    );
    t.attendances.remove.mockImplementation((_em, _indication, userId) => {
      const status = places.get(userId)?.status ?? null;
      places.delete(userId);
      return Promise.resolve(status);
    });
    t.attendances.seatCounts.mockImplementation(() => Promise.resolve(new Map([[indication.id, seats]])));
    t.attendances.mine.mockResolvedValue(
      new Map([
        [indication.id, { status: 'waitlisted', position: 3, offer_expires_at: null, checked_in_at: null }],
      ]),
    );
    t.attendances.lockPerson.mockResolvedValue(undefined);
    t.attendances.removeOthersOfWeek.mockResolvedValue([]);
    t.offers.fill.mockResolvedValue(0);
    t.updates.announce.mockResolvedValue({} as Meetup);
    t.handover.handOver.mockResolvedValue(undefined);
  });

  it('confirms a person of the city, announces it and e-mails their calendar and forum links', async () => {
    const result = await t.sut.confirm(attendee.userId, indication.id);

    expect(result).toEqual({
      message: m.attendanceConfirmed,
      status: 'confirmed',
      position: null,
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
    expect(t.attendances.insertIfAbsent).toHaveBeenCalledWith(
      em,
      { indicationId: indication.id, userId: attendee.userId, week: indication.week, status: 'confirmed' },
      SATURDAY,
    );
    expect(t.winners.findByIndication).toHaveBeenCalledWith(em, indication.id, true);
    expect(t.updates.announce).toHaveBeenCalledWith(em, winner, SATURDAY);
  });

  it('answers a second confirmation as a success that changes nothing', async () => {
    places.set(attendee.userId, place(attendee.userId));
    await expect(t.sut.confirm(attendee.userId, indication.id)).resolves.toMatchObject({
      message: m.attendanceConfirmed,
      status: 'confirmed',
    });
    expect(t.attendances.insertIfAbsent).not.toHaveBeenCalled();
    expectNotCalled(t.outbox.add, recorders.mail.enqueue);
  });

  describe('a full meetup', () => {
    beforeEach(() => {
      winner.meetupSettings = { capacity: 3, starts_at: null };
      seats = { confirmed: 2, guests: 2, waitlisted: 2, openOffers: 0 };
    });

    it('puts a guest at the end of the line, with no seat event and no calendar', async () => {
      const result = await t.sut.confirm(attendee.userId, indication.id);

      expect(result).toMatchObject({
        message: m.attendanceWaitlisted(3),
        status: 'waitlisted',
        position: 3,
        calendar_url: null,
        last_confirmed_indication_id: null,
      });
      expect(t.attendances.insertIfAbsent).toHaveBeenCalledWith(
        em,
        expect.objectContaining({ status: 'waitlisted' }),
        SATURDAY,
      );
      expectNotCalled(t.outbox.add, recorders.mail.enqueue);
      expect(t.updates.announce).toHaveBeenCalledWith(em, winner, SATURDAY);
    });

    it('puts a guest in line behind others even while a seat is free', async () => {
      seats = { confirmed: 1, guests: 1, waitlisted: 1, openOffers: 0 };
      await expect(t.sut.confirm(attendee.userId, indication.id)).resolves.toMatchObject({
        status: 'waitlisted',
      });
    });

    it('refuses a guest once the line closed, an hour before the start', async () => {
      t.clock.set(LINE_CLOSED);
      await expectRefusal(t.sut.confirm(attendee.userId, indication.id), 'MEETUP_FULL', m.meetupFull);
      expect(t.attendances.insertIfAbsent).not.toHaveBeenCalled();
    });

    it('always seats the host, on the seat kept for them', async () => {
      await expect(t.sut.confirm(host.userId, indication.id)).resolves.toMatchObject({
        status: 'confirmed',
        is_host: true,
      });
    });
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
      t.attendances.removeOthersOfWeek.mockResolvedValue([{ indicationId: other.id, status: 'confirmed' }]);
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

  describe('Não vou mais', () => {
    it('frees a guest’s seat for the line and announces the meetup', async () => {
      places.set(attendee.userId, place(attendee.userId));

      await expect(t.sut.withdraw(attendee.userId, indication.id)).resolves.toEqual({
        message: m.attendanceWithdrawn,
        indication_id: indication.id,
        new_host_id: null,
        last_confirmed_indication_id: null,
      });
      expect(places.has(attendee.userId)).toBe(false);
      expect(t.outbox.add).toHaveBeenCalledWith(em, 'attendance.withdrawn', {
        indication_id: indication.id,
        week: indication.week,
        user_id: attendee.userId,
        moved_to: null,
        at: SATURDAY.toISOString(),
      });
      const order = (fn: { mock: { invocationCallOrder: number[] } }) => fn.mock.invocationCallOrder[0]!;
      expect(order(t.attendances.remove)).toBeLessThan(order(t.offers.fill));
      expect(order(t.offers.fill)).toBeLessThan(order(t.updates.announce));
      expect(t.handover.handOver).not.toHaveBeenCalled();
    });

    it('hands the host’s meetup over to the first confirmed guest', async () => {
      places.set(host.userId, place(host.userId));
      t.attendances.earliestOther.mockResolvedValue(place(attendee.userId));

      await expect(t.sut.withdraw(host.userId, indication.id)).resolves.toMatchObject({
        message: m.hostHandedOver,
        new_host_id: attendee.userId,
      });
      expect(t.handover.handOver).toHaveBeenCalledWith(em, winner, attendee.userId, SATURDAY);
      expect(places.has(host.userId)).toBe(false);
    });

    it('refuses the host when nobody else is confirmed, changing nothing', async () => {
      places.set(host.userId, place(host.userId));
      t.attendances.earliestOther.mockResolvedValue(null);

      await expectRefusal(t.sut.withdraw(host.userId, indication.id), 'HOST_CANNOT_LEAVE', m.hostCannotLeave);
      expect(places.has(host.userId)).toBe(true);
    });

    it('refuses someone who is not confirmed there (in line is not confirmed)', async () => {
      places.set(attendee.userId, place(attendee.userId, 'waitlisted'));
      await expectRefusal(t.sut.withdraw(attendee.userId, indication.id), 'NOT_ATTENDING', m.notAttending);
    });

    it('refuses once the meetup started', async () => {
      places.set(attendee.userId, place(attendee.userId));
      t.clock.set(STARTED);
      await expectRefusal(t.sut.withdraw(attendee.userId, indication.id), 'MEETUP_STARTED', m.meetupStarted);
      expect(t.attendances.remove).not.toHaveBeenCalled();
    });
  });
});
