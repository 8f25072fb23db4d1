import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { waitFor } from '@encontro/testing';
import { ContactHandlers } from '../../src/contact/contact.handlers.js';
import { CONTACT_EMAIL, type SupportTestApp, createSupportTestApp } from '../support/support-test-app.js';

describe('support-svc e-mail delivery while the SMTP server is away', () => {
  let t: SupportTestApp;

  beforeAll(async () => {
    t = await createSupportTestApp('support_mail');
  });

  afterAll(async () => {
    await t?.mailbox.start();
    await t?.close();
  });

  const queued = () =>
    t.sql<{ kind: string; status: string; attempts: number; last_error: string | null }>(
      `select kind, status, attempts, last_error from ${t.table('mail_outbox')}`,
    );

  it('accepts the message, keeps its e-mail in the outbox without holding up events, and sends it once SMTP is back', async () => {
    await t.mailbox.stop();
    try {
      await expect(
        t.get(ContactHandlers).submitContact({
          body: { name: 'Ana', email: 'ana@example.com', subject: 'Oi', message: 'Chegou?' },
          client_key: 'mailRelayTestClientKey',
        }),
      ).resolves.toMatchObject({ message: 'Mensagem enviada! Entraremos em contato em breve.' });

      const failed = await waitFor(async () => {
        const [row] = await queued();
        return row && row.attempts > 0 ? row : undefined;
      });
      expect(failed).toMatchObject({ kind: 'contact_forward', status: 'pending' });
      expect(failed!.last_error).toBeTruthy();

      // Events keep flowing meanwhile.
      const started = Date.now();
      await t.person();
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await t.mailbox.start();
    }

    const mail = await t.mailbox.waitFor(CONTACT_EMAIL);
    expect(mail.text).toContain('Chegou?');
    await waitFor(async () => (await queued())[0]?.status === 'sent');
    expect(t.mailbox.to(CONTACT_EMAIL)).toHaveLength(1);
  }, 30_000);
});
