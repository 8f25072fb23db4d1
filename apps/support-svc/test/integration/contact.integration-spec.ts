import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { ContactRequest } from '@encontro/contracts';
import { expectRefusal, uniqueName, waitFor } from '@encontro/testing';
import { randomBytes } from 'node:crypto';
import { ContactHandlers } from '../../src/contact/contact.handlers.js';
import { supportSuite } from '../support/suite.js';
import { CONTACT_EMAIL } from '../support/support-test-app.js';

const LIMIT_MESSAGE = 'Limite diário de envios atingido! Tente novamente amanhã.';
// Friday 2026-11-20, 21:00 in São Paulo: three hours before the day's count resets.
const FRIDAY_9PM = new Date('2026-11-20T21:00:00-03:00');
const NEXT_DAY = new Date('2026-11-21T00:00:01-03:00');

describe('support-svc contact: stored, forwarded by e-mail, limited per day', () => {
  const t = supportSuite('support_contact');
  let contact: ContactHandlers;

  beforeAll(() => {
    contact = t.get(ContactHandlers);
  });

  beforeEach(() => t.clock.set(FRIDAY_9PM));

  const email = (who = 'contato') => `${uniqueName(who)}@example.com`;
  /** A client address as the gateway keys it (HMAC, base64url of 16 bytes). */
  const clientKey = () => randomBytes(16).toString('base64url');
  /** The form as the gateway forwards it (empty honeypot included), typed as parsed: @Rpc parses it. */
  const body = (overrides: Record<string, unknown> = {}) =>
    ({
      name: 'Ana Souza',
      email: email(),
      subject: 'Dúvida sobre votação',
      message: 'Posso votar em mais de um local na mesma semana?',
      honeypot: '',
      ...overrides,
    }) as unknown as ContactRequest;
  const stored = (address: string) =>
    t.sql<{
      form: string;
      name: string;
      subject: string;
      message: string;
      local_day: string;
    }>(
      `select form, name, subject, message, to_char(local_day, 'YYYY-MM-DD') as local_day
       from ${t.table('contact_messages')} where email = ? order by created_at`,
      [address.toLowerCase()],
    );
  const forwarded = (subject: string) => t.mailbox.to(CONTACT_EMAIL).filter((m) => m.subject === subject);

  it('stores a message of the new form and forwards it to the contact address in pt-BR, as text and HTML', async () => {
    const sent = body({
      name: '  Ana <b>Souza</b> ',
      subject: ' Minha cidade ',
      message: ' Olá!\nTudo bem? ',
    });
    await expect(contact.submitContact({ body: sent, client_key: clientKey() })).resolves.toEqual({
      message: 'Mensagem enviada! Entraremos em contato em breve.',
      attemptsRemaining: 4,
    });

    expect(await stored(sent.email)).toEqual([
      expect.objectContaining({
        form: 'contact',
        name: 'Ana <b>Souza</b>',
        subject: 'Minha cidade',
        message: 'Olá!\nTudo bem?',
        local_day: '2026-11-20',
      }),
    ]);
    // The message keeps no trace of where it came from (migration 0004 dropped client_ip).
    const [row] = await t.sql<Record<string, unknown>>(
      `select * from ${t.table('contact_messages')} where email = ?`,
      [sent.email.toLowerCase()],
    );
    expect(Object.keys(row ?? {})).not.toContain('client_ip');
    const mail = (await waitFor(() => forwarded('[Contato] Minha cidade')[0]))!;
    expect(mail.text).toContain('Nova mensagem recebida pelo formulário de contato do Encontro.');
    expect(mail.text).toContain('Nome: Ana <b>Souza</b>');
    expect(mail.text).toContain(`E-mail: ${sent.email}`);
    expect(mail.text).toContain('Formulário: Fale Conosco (/support/contact)');
    expect(mail.text).toContain('Recebida em: 20/11/2026, 21:00 (horário de Brasília)');
    expect(mail.text).toContain('Olá!\nTudo bem?');
    expect(mail.html).toContain('Ana &lt;b&gt;Souza&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Souza</b>');
    expect(mail.html).toContain('lang="pt-BR"');

    // The copy to the platform was stored with the message, with the sender as reply-to, and is marked sent.
    await waitFor(async () => {
      const [queued] = await t.sql<{ reply_to: string; sent_at: Date | null }>(
        `select m.reply_to, m.sent_at from ${t.table('mail_outbox')} m
         join ${t.table('contact_messages')} c on c.id::text = m.ref_id where c.email = ? and m.kind = 'contact_forward'`,
        [sent.email],
      );
      return queued?.reply_to === sent.email && queued.sent_at;
    });
    const events = await t.sql<{ payload: Record<string, unknown> }>(
      `select payload from ${t.table('outbox')} where name = 'contact.received'`,
    );
    expect(events.map((e) => e.payload)).toContainEqual(
      expect.objectContaining({ form: 'contact', subject: 'Minha cidade', user_id: null }),
    );
  });

  it('takes a subject code of /contato as the old form, with its own answer and the label in the e-mail', async () => {
    const sent = body({ subject: 'parceria', message: 'Tenho um bar e quero receber encontros.' });
    await expect(contact.submitContact({ body: sent, client_key: clientKey() })).resolves.toEqual({
      message: 'Mensagem enviada com sucesso! Entraremos em contato em breve.',
      attemptsRemaining: 4,
    });
    expect((await stored(sent.email))[0]).toMatchObject({ form: 'legacy', subject: 'parceria' });
    const mail = (await waitFor(() =>
      t.mailbox.to(CONTACT_EMAIL).find((m) => m.text?.includes('Tenho um bar e quero receber encontros.')),
    ))!;
    expect(mail.subject).toBe('[Contato] Parceria');
    expect(mail.text).toContain('Formulário: Contato (/contato)');
  });

  it('refuses a subject outside the old list when the old form says it is the old form', async () => {
    const sent = body({ form: 'legacy', subject: 'elogio' });
    await expectRefusal(
      contact.submitContact({ body: sent, client_key: clientKey() }),
      'VALIDATION_FAILED',
      'Selecione um assunto válido',
      { subject: ['Selecione um assunto válido'] },
    );
    await expect(
      contact.submitContact({ body: { ...sent, subject: 'outro' }, client_key: clientKey() }),
    ).resolves.toMatchObject({
      message: 'Mensagem enviada com sucesso! Entraremos em contato em breve.',
    });
  });

  it.each([
    ['a missing name', { name: '' }, 'name', 'Nome é obrigatório'],
    ['a blank name', { name: '   ' }, 'name', 'Nome é obrigatório'],
    [
      'a name over 100 characters',
      { name: 'a'.repeat(101) },
      'name',
      'Nome deve ter no máximo 100 caracteres',
    ],
    ['a missing e-mail', { email: undefined }, 'email', 'E-mail é obrigatório'],
    ['a malformed e-mail', { email: 'ana@exemplo' }, 'email', 'E-mail inválido'],
    [
      'an e-mail over 100 characters',
      { email: `${'a'.repeat(95)}@example.com` },
      'email',
      'E-mail deve ter no máximo 100 caracteres',
    ],
    ['a missing subject', { subject: '' }, 'subject', 'Assunto é obrigatório'],
    [
      'a subject over 100 characters',
      { subject: 's'.repeat(101) },
      'subject',
      'Assunto deve ter no máximo 100 caracteres',
    ],
    ['a missing message', { message: ' ' }, 'message', 'Mensagem é obrigatória'],
    [
      'a message over 300 characters',
      { message: 'm'.repeat(301) },
      'message',
      'Mensagem deve ter no máximo 300 caracteres',
    ],
    ['a filled honeypot', { honeypot: 'http://spam.example' }, 'honeypot', 'Formulário inválido'],
  ])(
    'refuses %s with its message, storing and counting nothing',
    async (_label, overrides, field, message) => {
      const address = clientKey();
      const sent = body(overrides);
      const count = async () =>
        Number(
          (await t.sql<{ n: string }>(`select count(*) as n from ${t.table('contact_messages')}`))[0]!.n,
        );
      const before = await count();
      await expectRefusal(
        contact.submitContact({ body: sent, client_key: address }),
        'VALIDATION_FAILED',
        message,
        { [field]: [message] },
      );
      expect(await count()).toBe(before);
      await expect(contact.contactRateLimit({ query: {}, client_key: address })).resolves.toMatchObject({
        attemptsRemaining: 5,
      });
    },
  );

  it('accepts exactly 300 characters of message and 100 of name and subject', async () => {
    const sent = body({ name: 'n'.repeat(100), subject: 's'.repeat(100), message: 'm'.repeat(300) });
    await expect(contact.submitContact({ body: sent, client_key: clientKey() })).resolves.toMatchObject({
      attemptsRemaining: 4,
    });
  });

  it('allows five messages a day per e-mail, then answers 429 with the pt-BR message until the next São Paulo day', async () => {
    const sender = email('limite');
    const answers = [];
    for (let i = 0; i < 5; i += 1)
      answers.push(
        (await contact.submitContact({ body: body({ email: sender }), client_key: clientKey() }))
          .attemptsRemaining,
      );
    expect(answers).toEqual([4, 3, 2, 1, 0]);

    await expectRefusal(
      contact.submitContact({ body: body({ email: sender }), client_key: clientKey() }),
      'CONTACT_DAILY_LIMIT',
      LIMIT_MESSAGE,
    );
    // The same person writing in capitals is the same sender.
    await expect(
      contact.submitContact({ body: body({ email: sender.toUpperCase() }), client_key: clientKey() }),
    ).rejects.toMatchObject({ reason: 'CONTACT_DAILY_LIMIT' });
    expect(await stored(sender)).toHaveLength(5);

    const status = await contact.contactRateLimit({ query: { email: sender }, client_key: clientKey() });
    expect(status).toMatchObject({ can_submit: false, attemptsRemaining: 0 });
    // 21:00 in São Paulo: three hours (give or take the seconds the test took) until the count resets.
    expect(status.timeRemaining).toBeLessThanOrEqual(3 * 3600);
    expect(status.timeRemaining).toBeGreaterThan(3 * 3600 - 60);

    t.clock.set(NEXT_DAY);
    await expect(
      contact.contactRateLimit({ query: { email: sender }, client_key: clientKey() }),
    ).resolves.toMatchObject({
      can_submit: true,
      attemptsRemaining: 5,
    });
    await expect(
      contact.submitContact({ body: body({ email: sender }), client_key: clientKey() }),
    ).resolves.toMatchObject({
      attemptsRemaining: 4,
    });
    const days = (await stored(sender)).map((r) => r.local_day);
    expect(days).toEqual([...Array(5).fill('2026-11-20'), '2026-11-21']);
  });

  it('allows five messages a day per client address (as the gateway keys it), whatever the e-mail', async () => {
    const address = clientKey();
    for (let i = 0; i < 5; i += 1) await contact.submitContact({ body: body(), client_key: address });
    expect(await t.redis.get(`contact:daily:2026-11-20:client:${address}`)).toBe('5');
    await expect(contact.contactRateLimit({ query: {}, client_key: address })).resolves.toMatchObject({
      can_submit: false,
      attemptsRemaining: 0,
    });
    await expectRefusal(
      contact.submitContact({ body: body(), client_key: address }),
      'CONTACT_DAILY_LIMIT',
      LIMIT_MESSAGE,
    );
    // Another address, another e-mail: a fresh sender.
    await expect(contact.submitContact({ body: body(), client_key: clientKey() })).resolves.toMatchObject({
      attemptsRemaining: 4,
    });
    t.clock.set(NEXT_DAY);
    await expect(contact.submitContact({ body: body(), client_key: address })).resolves.toMatchObject({
      attemptsRemaining: 4,
    });
  });

  it('holds the limit when many messages of one sender arrive at once', async () => {
    const sender = email('rajada');
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        contact.submitContact({ body: body({ email: sender }), client_key: clientKey() }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(15);
    for (const r of refused)
      expect((r as PromiseRejectedResult).reason).toMatchObject({ reason: 'CONTACT_DAILY_LIMIT' });
    expect(await stored(sender)).toHaveLength(5);
  });

  it('counts the signed-in person by their account e-mail when the check names none, and reports attempts left', async () => {
    const ana = await t.person();
    const address = clientKey();
    for (let i = 0; i < 3; i += 1)
      await contact.submitContact({ body: body({ email: ana.email }), client_key: clientKey() });
    await expect(
      contact.contactRateLimit({ query: {}, client_key: address, user_id: ana.user_id }),
    ).resolves.toMatchObject({ can_submit: true, attemptsRemaining: 2 });
    await expect(contact.contactRateLimit({ query: {}, client_key: address })).resolves.toMatchObject({
      attemptsRemaining: 5,
    });
    // An invalid e-mail in the check is ignored rather than refused.
    await expect(
      contact.contactRateLimit({ query: { email: 'nope' }, client_key: address }),
    ).resolves.toMatchObject({
      attemptsRemaining: 5,
    });
  });
});
