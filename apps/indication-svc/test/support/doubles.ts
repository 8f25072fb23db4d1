import { Outbox } from '@encontro/server-events';
import { MailOutbox } from '@encontro/server-mail';
import { automock } from '@encontro/testing';
import { ReadVersions } from '../../src/read-versions/read-versions.js';

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
