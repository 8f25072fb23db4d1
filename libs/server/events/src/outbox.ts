import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { eventPayloads, type EventName, type EventPayload } from '@encontro/contracts';
import { requestContext } from '@encontro/server-logging';
import { currentTraceparent, detachedFromTrace } from '@encontro/server-tracing';
import { randomUUID } from 'node:crypto';
import { OutboxMessage } from './outbox.entities.js';
import { OutboxRelay } from './outbox.relay.js';

/**
 * Records an event in the caller's unit of work: it is stored by the same flush/commit as the
 * state change it describes, and the relay publishes it afterwards. Never publish directly.
 */
@Injectable()
export class Outbox {
  /** The last `occurred_at` this process handed out (ms). */
  private lastOccurredAt = 0;

  constructor(private readonly relay: OutboxRelay) {}

  add<N extends EventName>(em: EntityManager, name: N, payload: EventPayload<N>): string {
    const event = this.prepare(name, payload);
    em.create(OutboxMessage, { ...event, publishedAt: null, attempts: 0 });
    return event.id;
  }

  /**
   * The validated row of an event, for a hot path that inserts it in its own SQL statement with the
   * change it describes (`insert into outbox (id, name, payload, request_id, traceparent, occurred_at) …`
   * in the same statement, so both commit together). Wakes the relay like `add`. `traceparent`: the
   * span that records the event, which its consumers' spans link to.
   */
  prepare<N extends EventName>(name: N, payload: EventPayload<N>): PreparedEvent {
    const event = {
      id: randomUUID(),
      name,
      payload: eventPayloads[name].parse(payload) as Record<string, unknown>,
      requestId: requestContext.requestId() ?? null,
      traceparent: currentTraceparent(),
      occurredAt: this.nextOccurredAt(),
    };
    // The relay's pass is not part of this request's trace (it may carry other requests' events).
    detachedFromTrace(() => this.relay.wakeSoon());
    return event;
  }

  /**
   * Now, but always after the previous event of this process: the relay publishes by `occurred_at`
   * (then the random id), so two events added in the same millisecond — `indication.submitted` then
   * `indication.approved` in one transaction — would otherwise leave in either order.
   */
  private nextOccurredAt(): Date {
    const now = Date.now();
    this.lastOccurredAt = now > this.lastOccurredAt ? now : this.lastOccurredAt + 1;
    return new Date(this.lastOccurredAt);
  }
}

export type PreparedEvent = {
  id: string;
  name: EventName;
  payload: Record<string, unknown>;
  requestId: string | null;
  traceparent: string | null;
  occurredAt: Date;
};
