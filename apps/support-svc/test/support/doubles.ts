import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { EventName } from '@encontro/contracts';
import { AdjustableClock } from '@encontro/server-clock';
import type { EventConsumer, EventHandler } from '@encontro/server-events';
import type { Mocked } from '@encontro/testing';

/** Stand-ins the unit specs share: the ORM, the clock and the event consumer. */

/** An ORM whose every fork is `em`, the unit of work the code under test is handed. */
export const ormForking = (em: EntityManager) => ({ em: { fork: () => em } }) as unknown as MikroORM;

/** A clock that stands still at `now` until the test moves it. */
export function clockAt(now: Date): AdjustableClock {
  const clock = new AdjustableClock(() => 0);
  clock.set(now);
  return clock;
}

/** The handlers a service registers on the (mocked) consumer, by event name, kept as it calls `on`. */
export function registeredHandlers(events: Mocked<EventConsumer>): Map<EventName, EventHandler<EventName>> {
  const handlers = new Map<EventName, EventHandler<EventName>>();
  events.on.mockImplementation((name, handler) => {
    handlers.set(name, handler as EventHandler<EventName>);
  });
  return handlers;
}
