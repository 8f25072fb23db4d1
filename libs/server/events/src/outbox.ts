import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { eventPayloads, type EventName, type EventPayload } from '@encontro/contracts';
import { requestContext } from '@encontro/server-logging';
import { randomUUID } from 'node:crypto';
import { OutboxMessage } from './outbox.entities.js';
import { OutboxRelay } from './outbox.relay.js';

/**
 * Records an event in the caller's unit of work: it is stored by the same flush/commit as the
 * state change it describes, and the relay publishes it afterwards. Never publish directly.
 */
@Injectable()
export class Outbox {
  constructor(@Inject(OutboxRelay) private readonly relay: OutboxRelay) {}

  add<N extends EventName>(em: EntityManager, name: N, payload: EventPayload<N>): string {
    const id = randomUUID();
    em.create(OutboxMessage, {
      id,
      name,
      payload: eventPayloads[name].parse(payload) as Record<string, unknown>,
      requestId: requestContext.requestId() ?? null,
      occurredAt: new Date(),
      publishedAt: null,
      attempts: 0,
    });
    this.relay.wakeSoon();
    return id;
  }
}
