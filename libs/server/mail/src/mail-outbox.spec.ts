import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import { serviceUnderTest } from '@encontro/testing/unit';
import { MailOutbox, type OutgoingMail } from './mail-outbox.js';
import { MailRelay } from './mail-relay.js';

const mail: OutgoingMail = {
  key: 'host.reminder:1',
  kind: 'host.reminder',
  to: 'ana@example.com',
  subject: 'Lembrete',
  html: '<p>Olá</p>',
  text: 'Olá',
};

/** A transaction that records its statements. */
function inTransaction() {
  const execute = jest.fn((_sql: string, _params: unknown[]) => Promise.resolve([{ id: 'stored' }]));
  const em = { isInTransaction: () => true, execute } as unknown as EntityManager;
  return { em, execute };
}

describe(MailOutbox.name, () => {
  const t = serviceUnderTest(MailOutbox, () => ({
    schema: 'mail_test',
    relay: MailRelay,
  }));

  beforeEach(() => {
    t.relay.wakeSoon.mockReturnValue(undefined);
  });

  it('stores an e-mail’s extra headers as JSON beside its bodies', async () => {
    const { em, execute } = inTransaction();
    const headers = { 'List-Unsubscribe': '<https://encontro.app/u?token=t>', 'List-Unsubscribe-Post': 'x' };
    await expect(t.sut.enqueue(em, { ...mail, headers })).resolves.toBe(true);
    const [sql, params] = execute.mock.calls[0]!;
    expect(sql).toMatch(/insert into "mail_test"\."mail_outbox" \(.*\bheaders\b/s);
    expect(params).toContain(JSON.stringify(headers));
  });

  it('stores no headers for an e-mail without any (a transactional one)', async () => {
    const { em, execute } = inTransaction();
    await t.sut.enqueue(em, mail);
    const [, params] = execute.mock.calls[0]!;
    expect(params.filter((p) => typeof p === 'string' && p.startsWith('{'))).toEqual([]);
    expect(params).toContain(null);
  });
});
