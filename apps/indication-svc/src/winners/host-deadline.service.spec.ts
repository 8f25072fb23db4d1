import { beforeEach, describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AdjustableClock } from '@encontro/server-clock';
import {
  DEV_EMAIL_UNSUBSCRIBE_SECRET,
  type OutgoingMail,
  verifyUnsubscribeToken,
} from '@encontro/server-mail';
import { automock, type Mocked, serviceUnderTest, transactionalOrm } from '@encontro/testing/unit';
import { changeRecordersOfEachTest, cycleMails } from '../../test/support/doubles.js';
import { indicationFactory, personFactory, winnerFactory } from '../../test/support/factories.js';
import type { Attendance } from '../attendance/attendance.entity.js';
import { AttendancesRepository } from '../attendance/attendances.repository.js';
import { EmailOptOutsRepository } from '../email-opt-outs/email-opt-outs.repository.js';
import { IndicationsRepository } from '../indications/indications.repository.js';
import { PeopleRepository } from '../people/people.repository.js';
import { HostDeadlines } from './host-deadline.service.js';
import { HostHandover } from './host-handover.service.js';
import type { Winner } from './winner.entity.js';
import { WinnersRepository } from './winners.repository.js';

// Week 2026-W48: Thursday 26, Friday 27, Saturday 28 November (São Paulo).
const FRIDAY_NOON = new Date('2026-11-27T12:00:00-03:00');
const FRIDAY_EVENING = new Date('2026-11-27T18:30:00-03:00');
const SATURDAY_MIDNIGHT = new Date('2026-11-28T00:00:00-03:00');
const NEXT_MONDAY = new Date('2026-11-30T09:00:00-03:00');

describe(HostDeadlines.name, () => {
  const em = {} as EntityManager;
  const host = personFactory({ email: 'host@example.com' });
  const attendee = personFactory({ email: 'bia@example.com' });
  const indication = indicationFactory({ hostId: host.userId, voteCount: 4 });
  let winner: Winner;

  const recorders = changeRecordersOfEachTest();
  let optOuts: Mocked<EmailOptOutsRepository>;
  beforeEach(() => {
    optOuts = automock(EmailOptOutsRepository);
    optOuts.hasOptedOut.mockResolvedValue(false);
  });

  const t = serviceUnderTest(HostDeadlines, () => ({
    orm: transactionalOrm(em),
    winners: WinnersRepository,
    indications: IndicationsRepository,
    attendances: AttendancesRepository,
    people: PeopleRepository,
    mails: cycleMails(recorders.mail, optOuts),
    clock: new AdjustableClock(() => 0),
    handover: HostHandover,
  }));

  beforeEach(() => {
    winner = winnerFactory(indication);
    t.indications.findById.mockResolvedValue(indication);
    t.people.findById.mockImplementation((_em, id) =>
      Promise.resolve([host, attendee].find((p) => p.userId === id) ?? null),
    );
  });

  describe('the Friday reminder', () => {
    beforeEach(() => {
      t.winners.dueReminders.mockResolvedValue([winner]);
      t.winners.claimReminder.mockResolvedValue(true);
    });

    it('waits until Friday 18:00', async () => {
      t.clock.set(FRIDAY_NOON);
      await expect(t.sut.remindUnconfirmedHosts()).resolves.toBe(0);
      expect(t.winners.dueReminders).not.toHaveBeenCalled();
    });

    it('e-mails an unconfirmed host their confirmation link once', async () => {
      t.clock.set(FRIDAY_EVENING);
      await expect(t.sut.remindUnconfirmedHosts()).resolves.toBe(1);
      expect(t.winners.claimReminder).toHaveBeenCalledWith(em, winner.id, FRIDAY_EVENING);
      expect(recorders.mail.enqueue).toHaveBeenCalledWith(
        em,
        expect.objectContaining({
          key: `host.reminder:${winner.id}`,
          kind: 'host.reminder',
          to: 'host@example.com',
        }),
      );
    });

    it('carries the one-click unsubscribe headers and a visible link, both with the host’s signed token', async () => {
      t.clock.set(FRIDAY_EVENING);
      await t.sut.remindUnconfirmedHosts();
      const queued = recorders.mail.enqueue.mock.calls[0]![1] as OutgoingMail;
      const api = /^<https:\/\/encontro\.example\/api\/notifications\/email\/unsubscribe\?token=([^>]+)>$/;
      const [, token] = api.exec(queued.headers!['List-Unsubscribe']!)!;
      expect(verifyUnsubscribeToken(DEV_EMAIL_UNSUBSCRIBE_SECRET, token!)).toEqual({
        userId: host.userId,
        type: 'host.selected',
      });
      expect(queued.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      const page = `https://encontro.example/notificacoes/descadastrar?token=${token}`;
      expect(queued.text).toContain(`Descadastre-se: ${page}`);
      expect(queued.html).toContain(`href="${page}"`);
      expect(optOuts.hasOptedOut).toHaveBeenCalledWith(em, host.userId, 'host.selected');
    });

    it('does not e-mail a host who turned the reminder off, and does not try again', async () => {
      t.clock.set(FRIDAY_EVENING);
      optOuts.hasOptedOut.mockResolvedValue(true);
      await expect(t.sut.remindUnconfirmedHosts()).resolves.toBe(1);
      expect(t.winners.claimReminder).toHaveBeenCalledWith(em, winner.id, FRIDAY_EVENING);
      expect(recorders.mail.enqueue).not.toHaveBeenCalled();
    });

    it('sends nothing when another replica claimed the reminder', async () => {
      t.clock.set(FRIDAY_EVENING);
      t.winners.claimReminder.mockResolvedValue(false);
      await expect(t.sut.remindUnconfirmedHosts()).resolves.toBe(0);
      expect(recorders.mail.enqueue).not.toHaveBeenCalled();
    });

    it('does not e-mail a host whose account was deleted', async () => {
      t.clock.set(FRIDAY_EVENING);
      t.people.findById.mockResolvedValue({ ...host, deletedAt: FRIDAY_NOON });
      await t.sut.remindUnconfirmedHosts();
      expect(recorders.mail.enqueue).not.toHaveBeenCalled();
    });

    it('stops at the deadline, Saturday 00:00', async () => {
      t.clock.set(SATURDAY_MIDNIGHT);
      await expect(t.sut.remindUnconfirmedHosts()).resolves.toBe(0);
    });
  });

  describe('the hand-over at Saturday 00:00', () => {
    beforeEach(() => {
      t.clock.set(SATURDAY_MIDNIGHT);
      t.winners.dueHandovers.mockResolvedValue([winner.id]);
      t.winners.claimForHandover.mockImplementation(() => Promise.resolve(winner));
    });

    it('keeps a host who confirmed', async () => {
      winner.hostConfirmedAt = FRIDAY_NOON;
      await expect(t.sut.handOverUnconfirmedHosts()).resolves.toBe(0);
      expect(winner).toMatchObject({
        hostId: host.userId,
        handoverOutcome: 'confirmed',
        handoverCheckedAt: SATURDAY_MIDNIGHT,
      });
      expect(t.handover.handOver).not.toHaveBeenCalled();
    });

    it('hands an unconfirmed host’s meetup to the earliest confirmed attendee', async () => {
      t.attendances.earliestOther.mockResolvedValue({ userId: attendee.userId } as Attendance);
      t.handover.handOver.mockResolvedValue(undefined);

      await expect(t.sut.handOverUnconfirmedHosts()).resolves.toBe(1);

      expect(t.attendances.earliestOther).toHaveBeenCalledWith(em, indication.id, host.userId);
      expect(t.handover.handOver).toHaveBeenCalledWith(em, winner, attendee.userId, SATURDAY_MIDNIGHT);
      expect(winner).toMatchObject({ handoverOutcome: 'handed_over', handoverCheckedAt: SATURDAY_MIDNIGHT });
    });

    it('leaves the nominator host when nobody confirmed, and they may still confirm', async () => {
      t.attendances.earliestOther.mockResolvedValue(null);
      await expect(t.sut.handOverUnconfirmedHosts()).resolves.toBe(0);
      expect(winner).toMatchObject({
        hostId: host.userId,
        handoverOutcome: 'nobody',
        hostLinkToken: 'a'.repeat(48),
      });
      expect(t.handover.handOver).not.toHaveBeenCalled();
    });

    it('does nothing when another replica has the winner', async () => {
      t.winners.claimForHandover.mockResolvedValue(null);
      await expect(t.sut.handOverUnconfirmedHosts()).resolves.toBe(0);
      expect(t.attendances.earliestOther).not.toHaveBeenCalled();
    });

    it('hands over late after downtime', async () => {
      t.clock.set(NEXT_MONDAY);
      t.attendances.earliestOther.mockResolvedValue({ userId: attendee.userId } as Attendance);
      t.handover.handOver.mockResolvedValue(undefined);
      await expect(t.sut.handOverUnconfirmedHosts()).resolves.toBe(1);
      expect(t.winners.dueHandovers).toHaveBeenCalledWith(expect.anything(), indication.week);
      expect(t.handover.handOver).toHaveBeenCalledWith(em, winner, attendee.userId, NEXT_MONDAY);
    });
  });
});
