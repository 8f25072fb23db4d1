import { beforeEach, describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AdjustableClock } from '@encontro/server-clock';
import type { Outbox } from '@encontro/server-events';
import {
  DEV_EMAIL_UNSUBSCRIBE_SECRET,
  type MailOutbox,
  type OutgoingMail,
  verifyUnsubscribeToken,
} from '@encontro/server-mail';
import { automock, type Mocked, transactionalOrm } from '@encontro/testing';
import { changeRecorders, cycleMails } from '../../test/support/doubles.js';
import { indicationFactory, personFactory, winnerFactory } from '../../test/support/factories.js';
import type { Attendance } from '../attendance/attendance.entity.js';
import { AttendancesRepository } from '../attendance/attendances.repository.js';
import { EmailOptOutsRepository } from '../email-opt-outs/email-opt-outs.repository.js';
import { IndicationsRepository } from '../indications/indications.repository.js';
import { PeopleRepository } from '../people/people.repository.js';
import type { ReadVersions } from '../read-versions/read-versions.js';
import { HostDeadlines } from './host-deadline.service.js';
import type { Winner } from './winner.entity.js';
import { WinnersRepository } from './winners.repository.js';

// Week 2026-W48: Thursday 26, Friday 27, Saturday 28 November (São Paulo).
const FRIDAY_NOON = new Date('2026-11-27T12:00:00-03:00');
const FRIDAY_EVENING = new Date('2026-11-27T18:30:00-03:00');
const SATURDAY_MIDNIGHT = new Date('2026-11-28T00:00:00-03:00');
const NEXT_MONDAY = new Date('2026-11-30T09:00:00-03:00');

describe(HostDeadlines.name, () => {
  let winners: Mocked<WinnersRepository>;
  let indications: Mocked<IndicationsRepository>;
  let attendances: Mocked<AttendancesRepository>;
  let people: Mocked<PeopleRepository>;
  let optOuts: Mocked<EmailOptOutsRepository>;
  let mail: Mocked<MailOutbox>;
  let outbox: Mocked<Outbox>;
  let versions: Mocked<ReadVersions>;
  let clock: AdjustableClock;
  let deadlines: HostDeadlines;
  const em = {} as EntityManager;
  const host = personFactory({ email: 'host@example.com' });
  const attendee = personFactory({ email: 'bia@example.com' });
  const indication = indicationFactory({ hostId: host.userId, voteCount: 4 });
  let winner: Winner;

  beforeEach(() => {
    winners = automock(WinnersRepository);
    indications = automock(IndicationsRepository);
    attendances = automock(AttendancesRepository);
    people = automock(PeopleRepository);
    optOuts = automock(EmailOptOutsRepository);
    optOuts.hasOptedOut.mockResolvedValue(false);
    ({ mail, outbox, versions } = changeRecorders());
    winner = winnerFactory(indication);
    indications.findById.mockResolvedValue(indication);
    people.findById.mockImplementation((_em, id) =>
      Promise.resolve([host, attendee].find((p) => p.userId === id) ?? null),
    );
    clock = new AdjustableClock(() => 0);
    deadlines = new HostDeadlines(
      transactionalOrm(em),
      winners,
      indications,
      attendances,
      people,
      cycleMails(mail, optOuts),
      outbox,
      clock,
      versions,
    );
  });

  describe('the Friday reminder', () => {
    beforeEach(() => {
      winners.dueReminders.mockResolvedValue([winner]);
      winners.claimReminder.mockResolvedValue(true);
    });

    it('waits until Friday 18:00', async () => {
      clock.set(FRIDAY_NOON);
      await expect(deadlines.remindUnconfirmedHosts()).resolves.toBe(0);
      expect(winners.dueReminders).not.toHaveBeenCalled();
    });

    it('e-mails an unconfirmed host their confirmation link once', async () => {
      clock.set(FRIDAY_EVENING);
      await expect(deadlines.remindUnconfirmedHosts()).resolves.toBe(1);
      expect(winners.claimReminder).toHaveBeenCalledWith(em, winner.id, FRIDAY_EVENING);
      expect(mail.enqueue).toHaveBeenCalledWith(
        em,
        expect.objectContaining({
          key: `host.reminder:${winner.id}`,
          kind: 'host.reminder',
          to: 'host@example.com',
        }),
      );
    });

    it('carries the one-click unsubscribe headers and a visible link, both with the host’s signed token', async () => {
      clock.set(FRIDAY_EVENING);
      await deadlines.remindUnconfirmedHosts();
      const queued = mail.enqueue.mock.calls[0]![1] as OutgoingMail;
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
      clock.set(FRIDAY_EVENING);
      optOuts.hasOptedOut.mockResolvedValue(true);
      await expect(deadlines.remindUnconfirmedHosts()).resolves.toBe(1);
      expect(winners.claimReminder).toHaveBeenCalledWith(em, winner.id, FRIDAY_EVENING);
      expect(mail.enqueue).not.toHaveBeenCalled();
    });

    it('sends nothing when another replica claimed the reminder', async () => {
      clock.set(FRIDAY_EVENING);
      winners.claimReminder.mockResolvedValue(false);
      await expect(deadlines.remindUnconfirmedHosts()).resolves.toBe(0);
      expect(mail.enqueue).not.toHaveBeenCalled();
    });

    it('does not e-mail a host whose account was deleted', async () => {
      clock.set(FRIDAY_EVENING);
      people.findById.mockResolvedValue({ ...host, deletedAt: FRIDAY_NOON });
      await deadlines.remindUnconfirmedHosts();
      expect(mail.enqueue).not.toHaveBeenCalled();
    });

    it('stops at the deadline, Saturday 00:00', async () => {
      clock.set(SATURDAY_MIDNIGHT);
      await expect(deadlines.remindUnconfirmedHosts()).resolves.toBe(0);
    });
  });

  describe('the hand-over at Saturday 00:00', () => {
    beforeEach(() => {
      clock.set(SATURDAY_MIDNIGHT);
      winners.dueHandovers.mockResolvedValue([winner.id]);
      winners.claimForHandover.mockImplementation(() => Promise.resolve(winner));
    });

    it('keeps a host who confirmed', async () => {
      winner.hostConfirmedAt = FRIDAY_NOON;
      await expect(deadlines.handOverUnconfirmedHosts()).resolves.toBe(0);
      expect(winner).toMatchObject({
        hostId: host.userId,
        handoverOutcome: 'confirmed',
        handoverCheckedAt: SATURDAY_MIDNIGHT,
      });
      expect(outbox.add).not.toHaveBeenCalled();
    });

    it('hands an unconfirmed host’s meetup to the earliest confirmed attendee, who is told by e-mail', async () => {
      attendances.earliestOther.mockResolvedValue({ userId: attendee.userId } as Attendance);

      await expect(deadlines.handOverUnconfirmedHosts()).resolves.toBe(1);

      expect(attendances.earliestOther).toHaveBeenCalledWith(em, indication.id, host.userId);
      expect(winner).toMatchObject({
        hostId: attendee.userId,
        hostConfirmedAt: SATURDAY_MIDNIGHT,
        hostLinkToken: null,
        handoverOutcome: 'handed_over',
      });
      expect(outbox.add).toHaveBeenCalledWith(em, 'winner.host_changed', {
        indication_id: indication.id,
        week: indication.week,
        previous_host_id: host.userId,
        new_host_id: attendee.userId,
        at: SATURDAY_MIDNIGHT.toISOString(),
      });
      expect(versions.touch).toHaveBeenCalledWith(em, { cities: [indication.cityId] });
      expect(mail.enqueue).toHaveBeenCalledWith(
        em,
        expect.objectContaining({
          key: `host.handover:${winner.id}:${attendee.userId}`,
          to: 'bia@example.com',
        }),
      );
    });

    it('leaves the nominator host when nobody confirmed, and they may still confirm', async () => {
      attendances.earliestOther.mockResolvedValue(null);
      await expect(deadlines.handOverUnconfirmedHosts()).resolves.toBe(0);
      expect(winner).toMatchObject({
        hostId: host.userId,
        handoverOutcome: 'nobody',
        hostLinkToken: 'a'.repeat(48),
      });
      expect(outbox.add).not.toHaveBeenCalled();
    });

    it('does nothing when another replica has the winner', async () => {
      winners.claimForHandover.mockResolvedValue(null);
      await expect(deadlines.handOverUnconfirmedHosts()).resolves.toBe(0);
      expect(attendances.earliestOther).not.toHaveBeenCalled();
    });

    it('hands over late after downtime, but sends no e-mail once the meetup’s week is over', async () => {
      clock.set(NEXT_MONDAY);
      attendances.earliestOther.mockResolvedValue({ userId: attendee.userId } as Attendance);
      await expect(deadlines.handOverUnconfirmedHosts()).resolves.toBe(1);
      expect(winners.dueHandovers).toHaveBeenCalledWith(expect.anything(), indication.week);
      expect(mail.enqueue).not.toHaveBeenCalled();
    });
  });
});
