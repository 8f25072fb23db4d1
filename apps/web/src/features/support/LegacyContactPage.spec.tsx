import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { mockApi, renderApp } from '../../../test/utils';

async function openForm() {
  const app = await renderApp('/contato');
  await screen.findByRole('heading', { level: 1, name: 'Contato' });
  return app;
}

const submit = () => screen.getByRole('button', { name: 'Enviar' });

async function fill(u: Awaited<ReturnType<typeof openForm>>['user']) {
  await u.type(screen.getByRole('textbox', { name: /^Nome/ }), 'Bia');
  await u.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'bia@example.com');
  await u.selectOptions(screen.getByRole('combobox', { name: /^Assunto/ }), 'Parceria');
  await u.type(screen.getByRole('textbox', { name: /^Mensagem/ }), 'Quero ser parceira.');
}

/** Opens the form, fills it in and sends it: the user, to send it again. */
async function sendFilledForm() {
  const { user } = await openForm();
  await fill(user);
  await user.click(submit());
  return user;
}

// Whole-app renders on a shared, busy machine: give each journey room.
jest.setTimeout(20_000);

describe('LegacyContactPage', () => {
  it('requires every field and a valid e-mail', async () => {
    mockApi({});
    const { user: u } = await openForm();
    await u.click(submit());
    expect(screen.getByText('Nome é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('E-mail é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Assunto é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Mensagem é obrigatória')).toBeInTheDocument();
    await u.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'bia');
    expect(screen.getByText('E-mail inválido')).toBeInTheDocument();
  });

  it('offers the five subjects with pt-BR labels', async () => {
    mockApi({});
    await openForm();
    const options = screen.getAllByRole('option').map((o) => [o.getAttribute('value'), o.textContent]);
    expect(options).toEqual([
      ['', 'Selecione um assunto'],
      ['duvida', 'Dúvida'],
      ['sugestao', 'Sugestão'],
      ['reclamacao', 'Reclamação'],
      ['parceria', 'Parceria'],
      ['outro', 'Outro'],
    ]);
  });

  it('sends and confirms', async () => {
    const calls = mockApi({ 'POST /api/contact': { body: { message: 'ok', attemptsRemaining: 4 } } });
    await sendFilledForm();
    expect(
      await screen.findByText('Mensagem enviada com sucesso! Entraremos em contato em breve.'),
    ).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({
      form: 'legacy',
      name: 'Bia',
      email: 'bia@example.com',
      subject: 'parceria',
      message: 'Quero ser parceira.',
      honeypot: '',
    });
    expect(screen.getByRole('textbox', { name: /^Nome/ })).toHaveValue('');
  });

  it("shows 'Erro: {message}' with the server's message, else the generic error", async () => {
    let reply: { status: number; body: unknown } = {
      status: 429,
      body: { message: 'Limite diário de envios atingido! Tente novamente amanhã.' },
    };
    mockApi({ 'POST /api/contact': () => reply });
    const u = await sendFilledForm();
    expect(
      await screen.findByText('Erro: Limite diário de envios atingido! Tente novamente amanhã.'),
    ).toBeInTheDocument();
    reply = { status: 500, body: {} };
    await u.click(submit());
    expect(await screen.findByText('Erro ao enviar mensagem. Tente novamente.')).toBeInTheDocument();
  });
});
