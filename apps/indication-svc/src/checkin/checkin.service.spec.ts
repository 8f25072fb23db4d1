import { beforeEach, describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import { indicationMessages as m } from '@encontro/contracts';
import {
  clockAt,
  expectNotCalled,
  expectRefusal,
  serviceUnderTest,
  transactionalOrm,
} from '@encontro/testing/unit';
import { changeRecordersOfEachTest } from '../../test/support/doubles.js';
import { indicationFactory, winnerFactory } from '../../test/support/factories.js';
import { IndicationsRepository } from '../indications/indications.repository.js';
import { WinnersRepository } from '../winners/winners.repository.js';
import { checkinCodeOf, checkinWindowOf } from './checkin-code.util.js';
import { CheckinService } from './checkin.service.js';
import { CheckinsRepository } from './checkins.repository.js';

const SECRET = 'a-unit-test-meetup-secret';
// W48's Saturday night in São Paulo: the check-in is open from 17:00 until midnight.
const DURING = new Date('2026-11-28T18:30:00-03:00');

describe(CheckinService.name, () => {
  const em = {} as EntityManager;
  const indication = indicationFactory({ eventDay: 'Sábado', eventTime: 'Noite - Horário a combinar' });
  const winner = winnerFactory(indication);
  const attendee = 'b3a9c7a2-2f0e-4a51-9b1a-7b7c6c1d2e3f';
  const recorders = changeRecordersOfEachTest();

  const t = serviceUnderTest(CheckinService, () => ({
    orm: transactionalOrm(em),
    checkins: CheckinsRepository,
    winners: WinnersRepository,
    indications: IndicationsRepository,
    outbox: recorders.outbox,
    versions: recorders.versions,
    clock: clockAt(DURING),
    config: { PUBLIC_URL: 'https://encontro.example', MEETUP_SECRET: SECRET },
  }));
  const digitsNow = () => checkinCodeOf(SECRET, indication.id, checkinWindowOf(DURING)).digits;

  beforeEach(() => {
    t.winners.findByIndication.mockResolvedValue(winner);
    t.indications.findById.mockResolvedValue(indication);
    t.checkins.confirmedArrival.mockResolvedValue({ checkedInAt: null, checkedInBy: null });
    t.checkins.markArrived.mockResolvedValue(DURING);
  });

  it('records the arrival, announces it and makes the cached answers stale', async () => {
    await expect(t.sut.checkin(attendee, indication.id, digitsNow())).resolves.toEqual({
      message: m.checkedIn,
      user_id: attendee,
      checked_in_at: DURING.toISOString(),
    });
    expect(t.checkins.markArrived).toHaveBeenCalledWith(
      em,
      { indicationId: indication.id, userId: attendee, by: null },
      DURING,
    );
    expect(recorders.outbox.add).toHaveBeenCalledWith(em, 'attendance.checked_in', {
      indication_id: indication.id,
      week: indication.week,
      user_id: attendee,
      at: DURING.toISOString(),
    });
    expect(recorders.versions.touch).toHaveBeenCalledWith(em, {
      cities: [winner.cityId],
      people: [attendee],
    });
  });

  it('answers a second check-in with the first one, announcing nothing', async () => {
    const first = new Date('2026-11-28T18:00:00-03:00');
    t.checkins.confirmedArrival.mockResolvedValue({ checkedInAt: first, checkedInBy: null });

    await expect(t.sut.checkin(attendee, indication.id, 'AAAAAAAAAAAAAAAA')).resolves.toMatchObject({
      checked_in_at: first.toISOString(),
    });
    expectNotCalled(t.checkins.markArrived, recorders.outbox.add);
  });

  it('answers the first arrival when a concurrent check-in of the same person committed first', async () => {
    const first = new Date('2026-11-28T18:29:59-03:00');
    t.checkins.markArrived.mockResolvedValue(null);
    t.checkins.confirmedArrival
      .mockResolvedValueOnce({ checkedInAt: null, checkedInBy: null })
      .mockResolvedValueOnce({ checkedInAt: first, checkedInBy: null });

    await expect(t.sut.checkin(attendee, indication.id, digitsNow())).resolves.toMatchObject({
      checked_in_at: first.toISOString(),
    });
    expectNotCalled(recorders.outbox.add);
  });

  it('refuses someone without a confirmed seat before looking at the code', async () => {
    t.checkins.confirmedArrival.mockResolvedValue(null);
    await expectRefusal(
      t.sut.checkin(attendee, indication.id, digitsNow()),
      'CHECKIN_NOT_CONFIRMED',
      m.checkinNotConfirmed,
    );
    expectNotCalled(t.checkins.markArrived);
  });

  it('lets only the host see the code and mark arrivals', async () => {
    await expectRefusal(t.sut.code(attendee, indication.id), 'CHECKIN_HOST_ONLY', m.checkinHostOnly);
    await expectRefusal(
      t.sut.checkinByHost(attendee, indication.id, attendee),
      'CHECKIN_HOST_ONLY',
      m.checkinHostOnly,
    );
    await expect(t.sut.code(winner.hostId, indication.id)).resolves.toMatchObject({ digits: digitsNow() });
  });
});
