import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { AdjustableClock } from '@encontro/server-clock';
import { Outbox } from '@encontro/server-events';
import { MailOutbox } from '@encontro/server-mail';
import { automock } from '@encontro/testing';
import { ReadVersions } from '../../src/read-versions/read-versions.js';

/** Stand-ins the unit specs share: the ORM, the clock, and where a change leaves word of itself. */

/** An ORM whose every fork runs a transaction's work at once, on `em`. */
export const transactionalOrm = (em: EntityManager) =>
  ({
    em: { fork: () => ({ transactional: (work: (em: EntityManager) => unknown) => work(em) }) },
  }) as unknown as MikroORM;

/** A clock that stands still at `now` until the test moves it. */
export function clockAt(now: Date): AdjustableClock {
  const clock = new AdjustableClock(() => 0);
  clock.set(now);
  return clock;
}

/**
 * The outbox, the mail outbox and the read versions, taking what a change hands them (an event,
 * an e-mail, the scopes it makes stale) as they do when all goes well.
 */
export function changeRecorders() {
  const outbox = automock(Outbox);
  const mail = automock(MailOutbox);
  const versions = automock(ReadVersions);
  outbox.add.mockReturnValue('event');
  mail.enqueue.mockResolvedValue(true);
  versions.touch.mockReturnValue(undefined);
  return { outbox, mail, versions };
}
