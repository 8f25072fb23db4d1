import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventEnvelope, EventName, EventPayload } from '@encontro/contracts';
import type { EventConsumer, EventHandler } from '@encontro/server-events';
import { randomUUID } from 'node:crypto';
import type { Mocked } from './automock.js';
import { registeredHandlers } from './unit-doubles.js';

/**
 * For unit specs of a service that listens to events: `listen` (in `beforeEach`, before the service
 * registers) keeps what it registers on its consumer double; `apply` runs the handler of one event as the
 * consumer would, in `em`, with an envelope that occurred at `occurredAt`, and resolves to that envelope.
 */
export function eventsOn(em: EntityManager, occurredAt: string) {
  let handlers = new Map<EventName, EventHandler<EventName>>();
  return {
    listen: (events: Mocked<EventConsumer>): void => {
      handlers = registeredHandlers(events);
    },
    /** The names the service listens to, in the order it registered them. */
    names: (): EventName[] => [...handlers.keys()],
    apply: async <N extends EventName>(name: N, payload: EventPayload<N>): Promise<EventEnvelope<N>> => {
      const handler = handlers.get(name);
      if (!handler) throw new Error(`the service does not listen to ${name}`);
      const envelope = { id: randomUUID(), name, occurred_at: occurredAt, payload } as EventEnvelope<N>;
      await handler(payload, em, envelope as EventEnvelope<EventName>);
      return envelope;
    },
  };
}
