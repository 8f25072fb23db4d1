import { Injectable, type OnModuleInit } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { HostIndicationList } from '@encontro/contracts';
import { EventConsumer } from '@encontro/server-events';
import { IndicationsRepository } from './indications.repository.js';

/**
 * Who hosts what, as support-svc's own list (the nominator, or the attendee a Saturday hand-over
 * made host), learned from indication-svc's events: the host-support form lists it, and a host
 * ticket is accepted only for one of the caller's entries.
 */
@Injectable()
export class HostIndicationsService implements OnModuleInit {
  constructor(
    private readonly orm: MikroORM,
    private readonly events: EventConsumer,
    private readonly indications: IndicationsRepository,
  ) {}

  onModuleInit(): void {
    this.events.on('indication.submitted', (payload, em) => this.indications.saveSubmitted(em, payload));
    this.events.on('indication.approved', (payload, em) =>
      this.indications.setStatus(em, payload.indication_id, 'active'),
    );
    this.events.on('indication.rejected', (payload, em) =>
      this.indications.setStatus(em, payload.indication_id, 'rejected'),
    );
    // A host by hand-over is the host here too; the previous one no longer opens host tickets about it.
    this.events.on('winner.host_changed', (payload, em) =>
      this.indications.setHost(em, payload.indication_id, payload.new_host_id),
    );
    // Deleted (reported content, a deleted account): no longer offered for a host ticket.
    this.events.on('indication.removed', (payload, em) => this.indications.delete(em, payload.indication_id));
  }

  async listOwn(userId: string): Promise<HostIndicationList> {
    const rows = await this.indications.listForUser(this.orm.em.fork(), userId);
    return { indications: rows.map((row) => ({ id: row.id, name: row.name, city: row.city })) };
  }
}
