import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { freePort, waitFor } from '@encontro/testing';
import { type Server, type Socket, connect, createServer } from 'node:net';
import { ContactHandlers } from '../../src/contact/contact.handlers.js';
import { CONTACT_EMAIL, type SupportTestApp, createSupportTestApp } from '../support/support-test-app.js';

describe('support-svc e-mail delivery while the SMTP server is away', () => {
  let t: SupportTestApp;
  let smtpPort: number;
  let relay: Server | undefined;
  const sockets = new Set<Socket>();

  beforeAll(async () => {
    smtpPort = await freePort();
    t = await createSupportTestApp('support_mail', { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
  });

  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => (relay ? relay.close(resolve) : resolve(undefined)));
    await t?.close();
  });

  /** "SMTP is back": the service's SMTP address starts forwarding to the suite's maildev. */
  const smtpComesBack = async () => {
    const upstreamPort = Number(new URL(t.mailbox.smtpUrl).port);
    relay = createServer((socket) => {
      const upstream = connect(upstreamPort, '127.0.0.1');
      for (const s of [socket, upstream]) {
        sockets.add(s);
        s.on('error', () => undefined);
        s.on('close', () => sockets.delete(s));
      }
      socket.pipe(upstream).pipe(socket);
    });
    await new Promise<void>((resolve) => relay!.listen(smtpPort, '127.0.0.1', resolve));
  };
  const queued = () =>
    t.sql<{ attempts: number; last_error: string | null; sent_at: string | null }>(
      `select attempts, last_error, sent_at from ${t.table('outgoing_mails')}`,
    );

  it('accepts the message, keeps its e-mail queued without holding up events, and sends it once SMTP is back', async () => {
    await expect(
      t.get(ContactHandlers).submit({
        body: { name: 'Ana', email: 'ana@example.com', subject: 'Oi', message: 'Chegou?' },
        client_ip: '10.9.9.9',
      }),
    ).resolves.toMatchObject({ message: 'Mensagem enviada! Entraremos em contato em breve.' });

    const failed = await waitFor(async () => {
      const [row] = await queued();
      return row && row.attempts > 0 ? row : undefined;
    });
    expect(failed).toMatchObject({ sent_at: null });
    expect(failed!.last_error).toBeTruthy();

    // Events keep flowing meanwhile.
    const started = Date.now();
    await t.person();
    expect(Date.now() - started).toBeLessThan(3000);

    await smtpComesBack();
    await t.sql(`update ${t.table('outgoing_mails')} set next_attempt_at = now()`);
    const mail = await t.mailbox.waitFor(CONTACT_EMAIL);
    expect(mail.text).toContain('Chegou?');
    await waitFor(async () => (await queued())[0]?.sent_at);
    expect(t.mailbox.to(CONTACT_EMAIL)).toHaveLength(1);
  });
});
