import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventConsumer, type EventHandler } from '@encontro/server-events';
import { AuditService } from '../audit/audit.service.js';
import { PeopleRepository } from '../people/people.repository.js';
import { ReportsRepository } from '../reports/reports.repository.js';
import { StatisticsRepository } from '../statistics/statistics.repository.js';
import { StatisticsService } from '../statistics/statistics.service.js';

/**
 * Everything admin-svc learns from other services' events, each applied in the consumer's
 * transaction with its inbox row (one handler per event name: the consumer keeps one).
 */
@Injectable()
export class EventIntake implements OnModuleInit {
  constructor(
    private readonly events: EventConsumer,
    private readonly people: PeopleRepository,
    private readonly reports: ReportsRepository,
    private readonly stats: StatisticsRepository,
    private readonly statistics: StatisticsService,
    private readonly audit: AuditService,
  ) {}

  onModuleInit(): void {
    // People (identity-svc): names for reports and the audit log, and the active-user count.
    this.events.on('user.registered', async (payload, em, envelope) => {
      const createdAt = new Date(payload.created_at);
      await this.people.saveSnapshot(em, payload, createdAt, new Date(envelope.occurred_at));
      await this.statistics.recordActiveCount(em, createdAt);
    });
    this.events.on('user.profile_updated', (payload, em, envelope) => {
      const at = new Date(envelope.occurred_at);
      return this.people.saveSnapshot(em, payload, at, at);
    });
    this.events.on('user.block_changed', async (payload, em) => {
      const at = new Date(payload.at);
      await this.people.setBlocked(em, payload.user_id, payload.blocked, at);
      await this.statistics.recordActiveCount(em, at);
    });
    this.events.on('user.deleted', async (payload, em) => {
      const at = new Date(payload.at);
      await this.people.markDeleted(em, payload.user_id, at);
      await this.reports.anonymise(em, payload.user_id);
      await this.statistics.recordActiveCount(em, at);
    });

    // Indications (indication-svc): pending ones and when they arrived.
    this.events.on('indication.submitted', (payload, em, envelope) =>
      this.stats.saveIndication(
        em,
        payload.indication_id,
        payload.city_id,
        new Date(payload.submitted_at),
        new Date(envelope.occurred_at),
      ),
    );
    // A review (approval or rejection) sets the status it gives.
    const reviewed =
      (status: 'active' | 'rejected'): EventHandler<'indication.approved' | 'indication.rejected'> =>
      (payload, em) =>
        this.stats.setIndicationStatus(
          em,
          payload.indication_id,
          status,
          payload.city_id,
          new Date(payload.at),
        );
    this.events.on('indication.approved', reviewed('active'));
    this.events.on('indication.rejected', reviewed('rejected'));
    this.events.on('indication.removed', (payload, em) =>
      this.stats.removeIndication(em, payload.indication_id),
    );

    // Tickets (support-svc): open ones.
    this.events.on('ticket.created', (payload, em) =>
      this.stats.saveTicket(em, payload.ticket_id, new Date(payload.created_at)),
    );
    this.events.on('ticket.responded', (payload, em) =>
      this.stats.setTicketStatus(em, payload.ticket_id, 'responded', new Date(payload.responded_at)),
    );
    this.events.on('ticket.finalized', (payload, em) =>
      this.stats.setTicketStatus(em, payload.ticket_id, 'finalized', new Date(payload.finalized_at)),
    );

    // Admin actions of the other services: the audit log.
    this.events.on('admin.action_performed', (payload, em) => this.audit.recordEvent(em, payload));
  }
}
