import { beforeEach } from '@jest/globals';
import { Outbox } from '@encontro/server-events';
import { DEV_EMAIL_UNSUBSCRIBE_SECRET, MailOutbox } from '@encontro/server-mail';
import { type Mocked, automock } from '@encontro/testing';
import { EmailOptOutsRepository } from '../../src/email-opt-outs/email-opt-outs.repository.js';
import { CycleMails } from '../../src/emails/cycle-mails.service.js';
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

/**
 * `changeRecorders()` made afresh before each test, read through the object returned. Call it before
 * the service's `serviceUnderTest`, which is handed them: hooks run in order.
 */
export function changeRecordersOfEachTest(): ReturnType<typeof changeRecorders> {
  const current = {} as ReturnType<typeof changeRecorders>;
  beforeEach(() => {
    Object.assign(current, changeRecorders());
  });
  return current;
}

const CYCLE_MAILS_CONFIG = {
  PUBLIC_URL: 'https://encontro.example',
  EMAIL_UNSUBSCRIBE_SECRET: DEV_EMAIL_UNSUBSCRIBE_SECRET,
};

/** The cycle's e-mails into `mail`, with the e-mails people turned off as `optOuts` answers. */
export const cycleMails = (
  mail: Mocked<MailOutbox>,
  optOuts: Mocked<EmailOptOutsRepository> = automock(EmailOptOutsRepository),
) => new CycleMails(mail, CYCLE_MAILS_CONFIG, optOuts);
