import { jest } from '@jest/globals';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { EventName } from '@encontro/contracts';
import { AdjustableClock } from '@encontro/server-clock';
import type { EventConsumer, EventHandler } from '@encontro/server-events';
import type { Mocked } from './automock.js';

/** Stand-ins every service's unit specs share: the ORM and its unit of work, the clock, the event consumer. */

/** An ORM whose every fork is `em`, the unit of work the code under test is handed. */
export const ormForking = (em: EntityManager) => ({ em: { fork: () => em } }) as unknown as MikroORM;

/** An ORM whose every fork runs a transaction's work at once, on `em`. */
export const transactionalOrm = (em: EntityManager) =>
  ({
    em: { fork: () => ({ transactional: (work: (em: EntityManager) => unknown) => work(em) }) },
  }) as unknown as MikroORM;

export type UnitOfWork = EntityManager & {
  flush: jest.Mock<() => Promise<void>>;
  refresh: jest.Mock<(entity: object) => Promise<void>>;
};

/** A unit of work whose transaction runs on itself; `flush` and `refresh` only record their calls. */
export function unitOfWork(): UnitOfWork {
  const em = {
    flush: jest.fn(() => Promise.resolve()),
    refresh: jest.fn(() => Promise.resolve()),
    transactional: (work: (em: EntityManager) => unknown) => work(em as unknown as EntityManager),
  };
  return em as unknown as UnitOfWork;
}

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
    handlers.set(name, handler as unknown as EventHandler<EventName>);
  });
  return handlers;
}
