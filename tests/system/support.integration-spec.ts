import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { uniqueName } from '@encontro/testing';
import { randomUUID } from 'node:crypto';
import { supportFixtures } from '@encontro/support-svc/test-support';
import { openGeneralTicket } from './support/general-ticket.js';
import { type Stack, startStack } from './support/stack.js';
import { apiClient, testJwt } from './support/system-harness.js';

/**
 * browser-facing gateway → NATS → support-svc → Postgres/Redis/SMTP: every support route with its
 * auth rule, the client address reaching the daily contact limit, and a ticket's whole life.
 */
describe('support through the gateway: routes, auth, contact limit, tickets end to end', () => {
  const { publicKeyPem, token } = testJwt();
  let stack: Stack<'support'>;
  let fixtures: ReturnType<typeof supportFixtures>;

  const adminToken = token(randomUUID(), { admin: true });
  const api = apiClient(() => stack.base);
  /** The admin's reply to a ticket (Responder). */
  const respond = (ticketId: string, response: string) =>
    api(`/api/admin/support/${ticketId}/respond`, { token: adminToken, body: { response } });

  beforeAll(async () => {
    // The gateway shares support-svc's Redis prefix.
    stack = await startStack('sys_support', {
      services: ['support'],
      publicKey: publicKeyPem,
      gateway: { requestTimeoutMs: 5000, extraEnv: { TRUST_PROXY: 'loopback' } },
    });
    fixtures = supportFixtures(stack.support, stack.providersOf('support-svc'));
  }, 60_000);

  afterAll(() => stack?.stop());

  it('applies SPEC §6 to every support route: contact and FAQ public, tickets signed in, admin calls admin only', async () => {
    const user = token(randomUUID());
    const someId = randomUUID();
    const publicRoutes: [string, string][] = [
      ['GET', '/api/contact/rate-limit'],
      ['GET', '/api/support/faq'],
    ];
    const userRoutes: [string, string, unknown?][] = [
      ['POST', '/api/support/faq/1/feedback', { helpful: true }],
      ['POST', '/api/support/general', {}],
      ['POST', '/api/support/host', {}],
      ['GET', '/api/support/tickets'],
      ['GET', '/api/support/host/tickets'],
      ['GET', '/api/support/host/indications'],
      ['POST', `/api/support/host/${someId}/finalize`, {}],
    ];
    const adminRoutes: [string, string, unknown?][] = [
      ['GET', '/api/admin/support-tickets'],
      ['POST', `/api/admin/support/${someId}/respond`, { response: 'Olá' }],
    ];
    type Route = [string, string, unknown?];
    const statuses = async (routes: Route[], bearer?: string) =>
      Object.fromEntries(
        await Promise.all(
          routes.map(async ([method, path, body]) => [
            `${method} ${path}`,
            (await api(path, { method, body, ...(bearer ? { token: bearer } : {}) })).status,
          ]),
        ),
      ) as Record<string, number>;
    const refused = (answers: Record<string, number>) =>
      Object.entries(answers).filter(([, status]) => status === 401 || status === 403);

    for (const status of Object.values(await statuses(publicRoutes))) expect(status).toBe(200);
    const anonymous = await statuses([...userRoutes, ...adminRoutes]);
    expect(Object.values(anonymous).every((status) => status === 401)).toBe(true);
    expect(refused(await statuses(userRoutes, user))).toEqual([]);
    const asUser = await statuses(adminRoutes, user);
    expect(Object.values(asUser).every((status) => status === 403)).toBe(true);
    expect(refused(await statuses(adminRoutes, adminToken))).toEqual([]);
    expect((await api('/api/admin/support-tickets', { token: adminToken })).status).toBe(200);
    // An invalid token on a public route is ignored, not refused.
    expect((await api('/api/support/faq', { token: 'not-a-token' })).status).toBe(200);
  });

  it('counts contact messages per client address given by the proxy: 201 five times, then 429 in pt-BR', async () => {
    const from = `198.51.100.${Math.floor(Math.random() * 250)}`;
    const message = (i: number) => ({
      name: 'Ana',
      email: `${uniqueName('c')}@example.com`,
      subject: 'duvida',
      message: `Mensagem ${i}`,
    });
    expect(await api('/api/contact', { body: { ...message(0), honeypot: 'bot' }, from })).toEqual({
      status: 422,
      body: { message: 'Formulário inválido', errors: { honeypot: ['Formulário inválido'] } },
    });
    expect(await api('/api/contact', { body: { ...message(0), email: 'x' }, from })).toMatchObject({
      status: 422,
      body: { message: 'E-mail inválido' },
    });
    for (let i = 1; i <= 5; i += 1)
      expect(await api('/api/contact', { body: message(i), from })).toEqual({
        status: 201,
        body: {
          message: 'Mensagem enviada com sucesso! Entraremos em contato em breve.',
          attemptsRemaining: 5 - i,
        },
      });
    expect(await api('/api/contact', { body: message(6), from })).toEqual({
      status: 429,
      body: { message: 'Limite diário de envios atingido! Tente novamente amanhã.' },
    });
    const limit = await api('/api/contact/rate-limit', { from });
    expect(limit).toMatchObject({ status: 200, body: { can_submit: false, attemptsRemaining: 0 } });
    expect(limit.body.timeRemaining).toEqual(expect.any(Number));
    // Another address is another sender.
    expect((await api('/api/contact/rate-limit', { from: '203.0.113.7' })).body).toMatchObject({
      can_submit: true,
      attemptsRemaining: 5,
    });
    expect((await api('/api/contact', { body: message(7), from: '203.0.113.7' })).status).toBe(201);
  });

  it('lives a general ticket: opened by the user, answered by the admin, e-mailed, then read-only', async () => {
    const ana = await fixtures.person({ name: 'Ana', surname: 'Souza' });
    const anaToken = token(ana.user_id);
    const subject = `Foto ${uniqueName('t')}`;
    const opened = await openGeneralTicket(api, anaToken, {
      name: 'Ana Souza',
      email: ana.email,
      subject,
      message: 'Não consigo.',
    });
    expect(opened).toMatchObject({ status: 201, body: { message: 'Ticket criado com sucesso!' } });
    const ticketId = (opened.body.ticket as { ticket_id: string }).ticket_id;

    const page = await api(
      `/api/admin/support-tickets?search=${encodeURIComponent(subject)}&type=general&status=open`,
      {
        token: adminToken,
      },
    );
    expect(page).toMatchObject({
      status: 200,
      body: {
        total: 1,
        data: [{ ticket_id: ticketId, user: { name: 'Ana', surname: 'Souza', email: ana.email } }],
      },
    });
    expect(await respond(ticketId, '  ')).toEqual({
      status: 422,
      body: {
        message: 'Resposta é obrigatória',
        error: 'Resposta é obrigatória',
        errors: { response: ['Resposta é obrigatória'] },
      },
    });
    expect(await respond(ticketId, 'Resolvido!')).toMatchObject({
      status: 200,
      body: {
        message: 'Resposta enviada com sucesso! O usuário receberá um email.',
        ticket: { responded: true },
      },
    });
    const mail = await stack.support.mailbox.waitFor(ana.email);
    expect(mail.subject).toBe(`Resposta ao seu ticket: ${subject}`);
    expect(mail.text).toContain('Resolvido!');

    expect((await api('/api/support/tickets?status=responded', { token: anaToken })).body).toEqual({
      tickets: [expect.objectContaining({ ticket_id: ticketId, responded: true, response: 'Resolvido!' })],
    });
    expect(await respond(ticketId, 'De novo')).toEqual({
      status: 409,
      body: { message: 'Este ticket já foi respondido.', error: 'Este ticket já foi respondido.' },
    });
    // Nobody else sees it.
    expect((await api('/api/support/tickets', { token: token(randomUUID()) })).body).toEqual({ tickets: [] });
  });

  it("lives a host ticket on the user's own indication, refuses someone else's, and finalises after the reply", async () => {
    const bruno = await fixtures.person({ name: 'Bruno', surname: 'Lima' });
    const carla = await fixtures.person({ name: 'Carla' });
    const bar = await fixtures.indication(bruno, 'Bar do Bruno');
    const brunoToken = token(bruno.user_id);

    expect((await api('/api/support/host/indications', { token: brunoToken })).body).toEqual({
      indications: [{ id: bar.id, name: 'Bar do Bruno', city: 'São Paulo' }],
    });
    const ticket = {
      ticket_type: 'host',
      indication_id: bar.id,
      subject: 'Horário',
      message: 'Posso mudar?',
    };
    expect(await api('/api/support/host', { token: token(carla.user_id), body: ticket })).toMatchObject({
      status: 403,
      body: { message: 'Você só pode abrir tickets de anfitrião sobre as suas próprias indicações.' },
    });
    expect(
      await api('/api/support/host', { token: brunoToken, body: { ...ticket, message: 'm'.repeat(301) } }),
    ).toMatchObject({ status: 422, body: { message: 'Mensagem deve ter no máximo 300 caracteres' } });
    const opened = await api('/api/support/host', { token: brunoToken, body: ticket });
    expect(opened.status).toBe(201);
    const ticketId = (opened.body.ticket as { ticket_id: string }).ticket_id;

    expect(
      (await api(`/api/support/host/${ticketId}/finalize`, { method: 'POST', token: brunoToken })).status,
    ).toBe(409);
    await respond(ticketId, 'Pode sim.');
    expect(
      (await api(`/api/support/host/${ticketId}/finalize`, { method: 'POST', token: token(carla.user_id) }))
        .status,
    ).toBe(404);
    expect(
      await api(`/api/support/host/${ticketId}/finalize`, { method: 'POST', token: brunoToken }),
    ).toMatchObject({
      status: 200,
      body: { message: 'Ticket finalizado com sucesso!', ticket: { status: 'finalized' } },
    });
    expect((await api('/api/support/host/tickets?status=finalized', { token: brunoToken })).body).toEqual({
      tickets: [
        expect.objectContaining({
          ticket_id: ticketId,
          indication: { indication_id: bar.id, name: 'Bar do Bruno' },
        }),
      ],
    });
  });

  it('searches the FAQ publicly and counts a signed-in vote, showing it back to its author', async () => {
    const found = await api(`/api/support/faq?search=${encodeURIComponent('anfitriao')}&category=anfitriao`);
    expect(found.status).toBe(200);
    const faqs = found.body.faqs as { id: number; category: string }[];
    expect(faqs.length).toBeGreaterThan(0);
    const userId = randomUUID();
    expect(
      await api(`/api/support/faq/${faqs[0]!.id}/feedback`, {
        token: token(userId),
        body: { helpful: false },
      }),
    ).toMatchObject({ status: 200, body: { faq: { not_helpful_count: 1, user_vote: false } } });
    expect(
      await api(`/api/support/faq/${faqs[0]!.id}/feedback`, {
        token: token(userId),
        body: { helpful: 'sim' },
      }),
    ).toMatchObject({ status: 422, body: { errors: { helpful: ['Informe se a resposta foi útil.'] } } });
    expect(
      (await api('/api/support/faq/99999/feedback', { token: token(userId), body: { helpful: true } }))
        .status,
    ).toBe(404);
    const mine = await api('/api/support/faq?category=anfitriao', { token: token(userId) });
    expect((mine.body.faqs as { id: number; user_vote: boolean | null }[])[0]).toMatchObject({
      id: faqs[0]!.id,
      user_vote: false,
    });
    expect((await api('/api/support/faq?category=nada')).status).toBe(422);
  });
});
