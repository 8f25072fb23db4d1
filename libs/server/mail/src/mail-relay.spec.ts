import { describe, expect, it, jest } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import { waitFor } from '@encontro/testing/unit';
import { MailRelay } from './mail-relay.js';
import { type MailMessage, Mailer } from './mailer.js';

type Row = { id: string; headers: Record<string, string> | null };

/** A relay over an outbox holding `rows`, sending through a mailer that records what it is given. */
function relayOver(rows: Row[]) {
  const due = rows.map((row) => ({
    kind: 'test.kind',
    to_address: 'ana@example.com',
    reply_to: null,
    subject: 'Assunto',
    html: '<p>Olá</p>',
    text: 'Olá',
    attempts: 0,
    request_id: null,
    ...row,
  }));
  const execute = jest.fn((sql: string, _params?: unknown[]) =>
    Promise.resolve(sql.trimStart().startsWith('select id') ? due.splice(0, 1) : []),
  );
  const em = { execute, transactional: (work: (tx: unknown) => unknown) => work(em) };
  const orm = { em: { fork: () => em } } as unknown as MikroORM;
  const sent: MailMessage[] = [];
  const mailer: Mailer = { send: (message) => Promise.resolve(void sent.push(message)) };
  const relay = new MailRelay(orm, mailer, 'mail_test', {
    smtpUrl: 'smtp://127.0.0.1:1',
    from: 'Encontro <x@encontro.test>',
    delivery: { pollIntervalMs: 3_600_000 },
  });
  return { relay, sent, execute };
}

describe(MailRelay.name, () => {
  it('sends a stored e-mail’s headers with it, and erases them with the bodies once sent', async () => {
    const headers = { 'List-Unsubscribe': '<https://encontro.app/u?token=t>' };
    const { relay, sent, execute } = relayOver([
      { id: 'a', headers },
      { id: 'b', headers: null },
    ]);
    relay.start();
    try {
      await waitFor(() => sent.length === 2);
    } finally {
      await relay.stop();
    }
    expect(sent[0]).toEqual({
      to: 'ana@example.com',
      subject: 'Assunto',
      html: '<p>Olá</p>',
      text: 'Olá',
      headers,
    });
    expect(sent[1]).not.toHaveProperty('headers');
    const marked = execute.mock.calls.filter(([sql]) => sql.includes(`set status = 'sent'`));
    expect(marked).toHaveLength(2);
    for (const [sql] of marked) expect(sql).toMatch(/html = '', text = '', headers = null/);
  });
});
