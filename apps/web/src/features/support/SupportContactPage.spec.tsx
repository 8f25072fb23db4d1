import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { makeUser, mockApi, renderApp } from '../../../test/utils';

const user = makeUser();
const rate = (attemptsRemaining: number, timeRemaining = 3 * 3600 + 25 * 60) => ({
  body: { can_submit: attemptsRemaining > 0, attemptsRemaining, timeRemaining },
});

async function openContact(signedIn = true) {
  const app = await renderApp('/support/contact', signedIn ? { token: 'jwt' } : {});
  await screen.findByRole('heading', { level: 1, name: 'Fale Conosco' });
  return app;
}

const send = () => screen.getByRole('button', { name: 'Enviar mensagem' });
const field = (name: RegExp) => screen.getByRole('textbox', { name });

// Whole-app renders on a shared, busy machine: give each journey room.
jest.setTimeout(20_000);

describe('SupportContactPage', () => {
  it('prefills name and e-mail from the signed-in user and sends trimmed values', async () => {
    const calls = mockApi({
      'GET /api/me': { body: { user } },
      'GET /api/contact/rate-limit': rate(5),
      'POST /api/contact': { body: { message: 'ok', attemptsRemaining: 4 } },
    });
    const { user: u } = await openContact();
    expect(field(/^Nome/)).toHaveValue('Ana Souza');
    expect(field(/^E-mail/)).toHaveValue('ana@example.com');
    expect(screen.getByRole('link', { name: 'Ver as Perguntas Frequentes' })).toHaveAttribute(
      'href',
      '/support/faq',
    );
    expect(screen.getByRole('link', { name: 'Abrir um ticket' })).toHaveAttribute('href', '/support/ticket');
    expect(send()).toBeDisabled();
    await u.type(field(/^Assunto/), '  Dúvida sobre votos  ');
    await u.type(field(/^Mensagem/), '  Como funciona a votação?  ');
    await u.tab();
    expect(field(/^Assunto/)).toHaveValue('Dúvida sobre votos');
    expect(screen.getByText('24/300 caracteres')).toBeInTheDocument();
    await u.click(send());
    expect(await screen.findByText('Mensagem enviada! Entraremos em contato em breve.')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      form: 'contact',
      name: 'Ana Souza',
      email: 'ana@example.com',
      subject: 'Dúvida sobre votos',
      message: 'Como funciona a votação?',
      honeypot: '',
    });
    expect(calls.filter((c) => c.path === '/api/contact/rate-limit').length).toBeGreaterThanOrEqual(2);
    expect(field(/^Mensagem/)).toHaveValue('');
  });

  it('shows each validation message of SPEC §5 and keeps the button disabled', async () => {
    mockApi({ 'GET /api/contact/rate-limit': rate(5) });
    const { user: u } = await openContact(false);
    await u.click(field(/^Nome/));
    await u.click(field(/^E-mail/));
    await u.click(field(/^Assunto/));
    await u.click(field(/^Mensagem/));
    await u.tab();
    expect(screen.getByText('Nome é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('E-mail é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Assunto é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Mensagem é obrigatória')).toBeInTheDocument();
    await u.type(field(/^E-mail/), 'ana@');
    expect(screen.getByText('E-mail inválido')).toBeInTheDocument();
    await u.click(field(/^Nome/));
    await u.paste('n'.repeat(101));
    expect(screen.getByText('Nome deve ter no máximo 100 caracteres')).toBeInTheDocument();
    await u.click(field(/^Mensagem/));
    await u.paste('m'.repeat(301));
    expect(screen.getByText('Mensagem deve ter no máximo 300 caracteres')).toBeInTheDocument();
    expect(screen.getByText('301/300 caracteres')).toBeInTheDocument();
    expect(send()).toBeDisabled();
  });

  it('refuses a filled honeypot', async () => {
    mockApi({ 'GET /api/me': { body: { user } }, 'GET /api/contact/rate-limit': rate(5) });
    const { user: u, container } = await openContact();
    await u.type(field(/^Assunto/), 'Oi');
    await u.type(field(/^Mensagem/), 'Olá');
    expect(send()).toBeEnabled();
    await u.type(container.querySelector<HTMLInputElement>('input[name="honeypot"]')!, 'bot');
    expect(screen.getByText('Formulário inválido')).toBeInTheDocument();
    expect(send()).toBeDisabled();
  });

  it('warns when 2 or fewer attempts are left today', async () => {
    mockApi({ 'GET /api/me': { body: { user } }, 'GET /api/contact/rate-limit': rate(2) });
    await openContact();
    expect(await screen.findByText('Você tem 2 tentativas restantes hoje')).toBeInTheDocument();
  });

  it('does not warn with 3 attempts left', async () => {
    const calls = mockApi({ 'GET /api/me': { body: { user } }, 'GET /api/contact/rate-limit': rate(3) });
    await openContact();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/contact/rate-limit')).toBe(true));
    expect(screen.queryByText(/tentativas restantes/)).not.toBeInTheDocument();
  });

  it('shows the limit message with the remaining time when the daily limit is reached', async () => {
    mockApi({ 'GET /api/me': { body: { user } }, 'GET /api/contact/rate-limit': rate(0) });
    await openContact();
    expect(
      await screen.findByText('Limite diário de envios atingido! Tente novamente amanhã.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Tempo restante: 3h 25min')).toBeInTheDocument();
    expect(send()).toBeDisabled();
  });

  it('shows the limit message on a 429', async () => {
    let checks = 0;
    mockApi({
      'GET /api/me': { body: { user } },
      'GET /api/contact/rate-limit': () => (++checks < 3 ? rate(1) : rate(0, 600)),
      'POST /api/contact': {
        status: 429,
        body: { message: 'Limite diário de envios atingido! Tente novamente amanhã.' },
      },
    });
    const { user: u } = await openContact();
    expect(await screen.findByText('Você tem 1 tentativa restante hoje')).toBeInTheDocument();
    await u.type(field(/^Assunto/), 'Oi');
    await u.type(field(/^Mensagem/), 'Olá');
    await u.click(send());
    expect(
      await screen.findByText('Limite diário de envios atingido! Tente novamente amanhã.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Tempo restante: 10min')).toBeInTheDocument();
    expect(screen.queryByText(/tentativas? restantes?/)).not.toBeInTheDocument();
  });

  it('sends anyway when the rate-limit check fails', async () => {
    const calls = mockApi({
      'GET /api/me': { body: { user } },
      'GET /api/contact/rate-limit': { status: 503, body: { message: 'Serviço indisponível' } },
      'POST /api/contact': { body: { message: 'ok', attemptsRemaining: 2 } },
    });
    const { user: u } = await openContact();
    await u.type(field(/^Assunto/), 'Oi');
    await u.type(field(/^Mensagem/), 'Olá');
    await u.click(send());
    expect(await screen.findByText('Mensagem enviada! Entraremos em contato em breve.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(true);
    expect(screen.getByText('Você tem 2 tentativas restantes hoje')).toBeInTheDocument();
  });

  it('shows the server message, else the generic error', async () => {
    let reply = { status: 422, body: { message: 'E-mail inválido', errors: { email: ['E-mail inválido'] } } };
    mockApi({
      'GET /api/me': { body: { user } },
      'GET /api/contact/rate-limit': rate(5),
      'POST /api/contact': () => reply,
    });
    const { user: u } = await openContact();
    await u.type(field(/^Assunto/), 'Oi');
    await u.type(field(/^Mensagem/), 'Olá');
    await u.click(send());
    expect(await screen.findAllByText('E-mail inválido')).toHaveLength(2);
    reply = { status: 500, body: {} as never };
    await u.click(send());
    expect(await screen.findByText('Erro ao enviar mensagem! Tente novamente.')).toBeInTheDocument();
  });
});
