import { beforeEach, describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventPayload } from '@encontro/contracts';
import { EventConsumer } from '@encontro/server-events';
import { eventsOn, serviceUnderTest } from '@encontro/testing/unit';
import { actionEventFactory, userFactory } from '../../test/support/factories.js';
import { AuditService } from '../audit/audit.service.js';
import { PeopleRepository } from '../people/people.repository.js';
import { ReportsRepository } from '../reports/reports.repository.js';
import { StatisticsRepository } from '../statistics/statistics.repository.js';
import { StatisticsService } from '../statistics/statistics.service.js';
import { EventIntake } from './event-intake.service.js';

const OCCURRED = '2026-11-28T18:00:05.000Z';
const INDICATION = 'a1000000-0000-4000-8000-0000000000a1';
const TICKET = 'b2000000-0000-4000-8000-0000000000b2';

describe(EventIntake.name, () => {
  const t = serviceUnderTest(EventIntake, () => ({
    events: EventConsumer,
    people: PeopleRepository,
    reports: ReportsRepository,
    stats: StatisticsRepository,
    statistics: StatisticsService,
    audit: AuditService,
  }));
  const em = {} as EntityManager;
  /** `deliver` hands an event to the handler admin-svc registered for it, as the consumer does in its transaction. */
  const { listen, names, apply: deliver } = eventsOn(em, OCCURRED);
  const user = userFactory();
  const snapshot: EventPayload<'user.profile_updated'> = {
    user_id: user.user_id,
    name: user.name,
    surname: user.surname,
    email: user.email,
    state: user.state,
    city: user.city,
    city_id: user.city_id,
    gender: user.gender,
    photo: user.photo,
    is_admin: user.is_admin,
  };

  beforeEach(() => {
    listen(t.events);
    t.statistics.recordActiveCount.mockResolvedValue(undefined);
    t.sut.onModuleInit();
  });

  it('listens to the people, indication, ticket and admin-action events, and to nothing else', () => {
    expect(names().sort()).toEqual([
      'admin.action_performed',
      'indication.approved',
      'indication.rejected',
      'indication.removed',
      'indication.submitted',
      'ticket.created',
      'ticket.finalized',
      'ticket.responded',
      'user.block_changed',
      'user.deleted',
      'user.profile_updated',
      'user.registered',
    ]);
  });

  describe('people', () => {
    it('learns a new person with their registration date and counts the active accounts of that month', async () => {
      t.people.saveSnapshot.mockResolvedValue(undefined);
      const payload = { ...snapshot, created_at: '2026-11-28T18:00:00.000Z' };

      await deliver('user.registered', payload);

      expect(t.people.saveSnapshot).toHaveBeenCalledWith(
        em,
        payload,
        new Date('2026-11-28T18:00:00.000Z'),
        new Date(OCCURRED),
      );
      expect(t.statistics.recordActiveCount).toHaveBeenCalledWith(em, new Date('2026-11-28T18:00:00.000Z'));
    });

    it('keeps a changed profile without counting the active accounts again', async () => {
      t.people.saveSnapshot.mockResolvedValue(undefined);

      await deliver('user.profile_updated', snapshot);

      expect(t.people.saveSnapshot).toHaveBeenCalledWith(
        em,
        snapshot,
        new Date(OCCURRED),
        new Date(OCCURRED),
      );
      expect(t.statistics.recordActiveCount).not.toHaveBeenCalled();
    });

    it('keeps a block or unblock and counts the active accounts at its time', async () => {
      t.people.setBlocked.mockResolvedValue(undefined);
      const at = '2026-11-28T17:00:00.000Z';

      await deliver('user.block_changed', { user_id: user.user_id, blocked: true, by: user.user_id, at });

      expect(t.people.setBlocked).toHaveBeenCalledWith(em, user.user_id, true, new Date(at));
      expect(t.statistics.recordActiveCount).toHaveBeenCalledWith(em, new Date(at));
    });

    it('forgets a deleted person, detaches their reports and counts the active accounts again', async () => {
      t.people.markDeleted.mockResolvedValue(undefined);
      t.reports.anonymise.mockResolvedValue(undefined);
      const at = '2026-11-28T17:30:00.000Z';

      await deliver('user.deleted', { user_id: user.user_id, by: 'self', at });

      expect(t.people.markDeleted).toHaveBeenCalledWith(em, user.user_id, new Date(at));
      expect(t.reports.anonymise).toHaveBeenCalledWith(em, user.user_id);
      expect(t.statistics.recordActiveCount).toHaveBeenCalledWith(em, new Date(at));
    });
  });

  describe('indications', () => {
    const common = { indication_id: INDICATION, user_id: user.user_id, week: '2026-W48', city_id: '3550308' };

    it('tracks a submitted indication as pending since it was sent', async () => {
      t.stats.saveIndication.mockResolvedValue(undefined);

      await deliver('indication.submitted', {
        ...common,
        state: 'SP',
        city: 'São Paulo',
        name: 'Bar do Encontro',
        address: 'Rua Augusta, 1000',
        status: 'pending',
        submitted_at: '2026-11-28T12:00:00.000Z',
      });

      expect(t.stats.saveIndication).toHaveBeenCalledWith(
        em,
        INDICATION,
        '3550308',
        new Date('2026-11-28T12:00:00.000Z'),
        new Date(OCCURRED),
      );
    });

    it.each([
      ['indication.approved', 'active'],
      ['indication.rejected', 'rejected'],
    ] as const)('takes %s as the indication becoming %s', async (name, status) => {
      t.stats.setIndicationStatus.mockResolvedValue(undefined);
      const at = '2026-11-28T13:00:00.000Z';

      await deliver(name, { ...common, at });

      expect(t.stats.setIndicationStatus).toHaveBeenCalledWith(
        em,
        INDICATION,
        status,
        '3550308',
        new Date(at),
      );
    });

    it('stops tracking a removed indication', async () => {
      t.stats.removeIndication.mockResolvedValue(undefined);

      await deliver('indication.removed', {
        ...common,
        previous_status: 'pending',
        at: '2026-11-28T14:00:00.000Z',
        photos: [],
        reason: 'admin',
      });

      expect(t.stats.removeIndication).toHaveBeenCalledWith(em, INDICATION);
    });
  });

  describe('tickets', () => {
    const common = { ticket_id: TICKET, ticket_type: 'general', user_id: user.user_id } as const;

    it('tracks a new ticket as open since it was created', async () => {
      t.stats.saveTicket.mockResolvedValue(undefined);

      await deliver('ticket.created', {
        ...common,
        indication_id: null,
        subject: 'Dúvida',
        created_at: '2026-11-28T10:00:00.000Z',
      });

      expect(t.stats.saveTicket).toHaveBeenCalledWith(em, TICKET, new Date('2026-11-28T10:00:00.000Z'));
    });

    it('takes a reply as the ticket being responded', async () => {
      t.stats.setTicketStatus.mockResolvedValue(undefined);

      await deliver('ticket.responded', {
        ...common,
        responded_by: user.user_id,
        responded_at: '2026-11-28T11:00:00.000Z',
      });

      expect(t.stats.setTicketStatus).toHaveBeenCalledWith(
        em,
        TICKET,
        'responded',
        new Date('2026-11-28T11:00:00.000Z'),
      );
    });

    it('takes a finalized ticket as closed', async () => {
      t.stats.setTicketStatus.mockResolvedValue(undefined);

      await deliver('ticket.finalized', { ...common, finalized_at: '2026-11-28T12:00:00.000Z' });

      expect(t.stats.setTicketStatus).toHaveBeenCalledWith(
        em,
        TICKET,
        'finalized',
        new Date('2026-11-28T12:00:00.000Z'),
      );
    });
  });

  it('hands other services’ admin actions to the audit log', async () => {
    t.audit.recordEvent.mockResolvedValue(undefined);
    const event = actionEventFactory();

    await deliver('admin.action_performed', event);

    expect(t.audit.recordEvent).toHaveBeenCalledWith(em, event);
  });
});
