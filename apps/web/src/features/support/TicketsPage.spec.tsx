import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { makeTicket } from '../../../test/support';
import { makeUser, mockApi, renderApp } from '../../../test/utils';

const user = makeUser();
const indicationId = '11111111-1111-4111-8111-111111111111';

const tickets = [
  makeTicket(),
  makeTicket({
    ticket_id: 'aaaaaaaa-0000-4000-8000-000000000002',
    subject: 'Mudança de cidade',
    responded: true,
    responded_at: '2026-12-01T15:30:00.000Z',
    response: 'Você pode mudar a cidade no seu perfil.',
    status: 'responded',
  }),
  makeTicket({
    ticket_id: 'aaaaaaaa-0000-4000-8000-000000000003',
    ticket_type: 'host',
    subject: 'Horário do encontro',
    indication: { indication_id: indicationId, name: 'Bar do Zé' },
    responded: true,
    responded_at: '2026-12-01T15:30:00.000Z',
    response: 'Combine no fórum.',
    status: 'finalized',
    finalized_at: '2026-12-02T10:00:00.000Z',
  }),
];

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/me': { body: { user } },
    'GET /api/support/tickets': { body: { tickets } },
    'GET /api/support/host/indications': {
      body: { indications: [{ id: indicationId, name: 'Bar do Zé', city: 'São Paulo' }] },
    },
    ...extra,
  });
}

async function openTickets() {
  const app = await renderApp('/support/ticket', { token: 'jwt' });
  await screen.findByRole('heading', { level: 1, name: 'Tickets de Suporte' });
  return app;
}

const create = () => screen.getByRole('button', { name: 'Criar ticket' });
const form = () => within(screen.getByRole('form', { name: 'Novo ticket' }));
const list = () => within(screen.getByRole('region', { name: 'Meus Tickets' }));
const subjects = () =>
  list()
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

jest.setTimeout(20_000);

describe('TicketsPage', () => {
  it('requires a ticket type, then name, e-mail, subject and message for a general ticket', async () => {
    api();
    const { user: u } = await openTickets();
    await u.click(create());
    expect(screen.getByText('Tipo de ticket é obrigatório')).toBeInTheDocument();
    await u.click(form().getByRole('radio', { name: /^Geral/ }));
    expect(screen.queryByText('Tipo de ticket é obrigatório')).not.toBeInTheDocument();
    expect(form().getByRole('textbox', { name: /^Nome/ })).toHaveValue('Ana Souza');
    expect(form().getByRole('textbox', { name: /^E-mail/ })).toHaveValue('ana@example.com');
    await u.clear(form().getByRole('textbox', { name: /^Nome/ }));
    await u.clear(form().getByRole('textbox', { name: /^E-mail/ }));
    await u.click(create());
    expect(screen.getByText('Nome é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('E-mail é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Assunto é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Mensagem é obrigatória')).toBeInTheDocument();
    await u.type(form().getByRole('textbox', { name: /^E-mail/ }), 'ana@');
    expect(screen.getByText('E-mail inválido')).toBeInTheDocument();
  });

  it('limits the subject to 100 and a general message to 500 characters', async () => {
    api();
    const { user: u } = await openTickets();
    await u.click(form().getByRole('radio', { name: /^Geral/ }));
    await u.click(form().getByRole('textbox', { name: /^Assunto/ }));
    await u.paste('s'.repeat(101));
    await u.click(form().getByRole('textbox', { name: /^Mensagem/ }));
    await u.paste('m'.repeat(500));
    await u.click(create());
    expect(screen.getByText('Assunto deve ter no máximo 100 caracteres')).toBeInTheDocument();
    expect(screen.getByText('500/500 caracteres')).toBeInTheDocument();
    expect(screen.queryByText(/Mensagem deve ter no máximo/)).not.toBeInTheDocument();
    await u.type(form().getByRole('textbox', { name: /^Mensagem/ }), 'm');
    expect(screen.getByText('Mensagem deve ter no máximo 500 caracteres')).toBeInTheDocument();
  });

  it('requires one of the user’s indications and 300 characters at most for a host ticket', async () => {
    api();
    const { user: u } = await openTickets();
    await u.click(form().getByRole('radio', { name: /^Anfitrião/ }));
    expect(form().queryByRole('textbox', { name: /^Nome/ })).not.toBeInTheDocument();
    await screen.findByRole('option', { name: 'Bar do Zé — São Paulo' });
    await u.click(form().getByRole('textbox', { name: /^Mensagem/ }));
    await u.paste('m'.repeat(301));
    await u.click(create());
    expect(screen.getByText('Indicação é obrigatória para tickets de anfitrião')).toBeInTheDocument();
    expect(screen.getByText('Mensagem deve ter no máximo 300 caracteres')).toBeInTheDocument();
  });

  it('creates a host ticket about the chosen indication', async () => {
    const calls = api({
      'POST /api/support/host': { status: 201, body: { message: 'Ticket criado com sucesso!' } },
    });
    const { user: u } = await openTickets();
    await u.click(form().getByRole('radio', { name: /^Anfitrião/ }));
    // The list of the user's indications loads after the type is chosen: wait for its option.
    await form().findByRole('option', { name: 'Bar do Zé — São Paulo' });
    await u.selectOptions(form().getByRole('combobox', { name: /^Indicação/ }), 'Bar do Zé — São Paulo');
    await u.type(form().getByRole('textbox', { name: /^Assunto/ }), ' Fotos ');
    await u.type(form().getByRole('textbox', { name: /^Mensagem/ }), 'Quero trocar as fotos.');
    await u.click(create());
    expect(await screen.findByText('Ticket criado com sucesso!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      ticket_type: 'host',
      indication_id: indicationId,
      subject: 'Fotos',
      message: 'Quero trocar as fotos.',
      honeypot: '',
    });
    // The list reloads after a new ticket.
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/support/tickets')).toHaveLength(2));
  });

  it('shows the server message, else the generic error, when creating fails', async () => {
    let reply: { status: number; body: unknown } = { status: 503, body: { message: 'Serviço indisponível' } };
    api({ 'POST /api/support/general': () => reply });
    const { user: u } = await openTickets();
    await u.click(form().getByRole('radio', { name: /^Geral/ }));
    await u.type(form().getByRole('textbox', { name: /^Assunto/ }), 'Oi');
    await u.type(form().getByRole('textbox', { name: /^Mensagem/ }), 'Olá');
    await u.click(create());
    expect(await screen.findByText('Serviço indisponível')).toBeInTheDocument();
    reply = { status: 500, body: {} };
    await u.click(create());
    expect(await screen.findByText('Erro ao criar ticket! Tente novamente.')).toBeInTheDocument();
  });

  it('filters Meus Tickets by Todos, Abertos, Respondidos and Finalizados', async () => {
    api();
    const { user: u } = await openTickets();
    await list().findByText('Não consigo votar');
    expect(subjects()).toEqual(['Não consigo votar', 'Mudança de cidade', 'Horário do encontro']);
    expect(list().getByText('Aberto')).toBeInTheDocument();
    expect(list().getByText('Respondido')).toBeInTheDocument();
    expect(list().getByText('Finalizado')).toBeInTheDocument();
    await u.click(list().getByRole('button', { name: 'Abertos' }));
    expect(list().getByRole('button', { name: 'Abertos' })).toHaveAttribute('aria-pressed', 'true');
    expect(subjects()).toEqual(['Não consigo votar']);
    await u.click(list().getByRole('button', { name: 'Respondidos' }));
    expect(subjects()).toEqual(['Mudança de cidade', 'Horário do encontro']);
    await u.click(list().getByRole('button', { name: 'Finalizados' }));
    expect(subjects()).toEqual(['Horário do encontro']);
    await u.click(list().getByRole('button', { name: 'Todos' }));
    expect(subjects()).toHaveLength(3);
  });

  it('shows a ticket with its response and pt-BR dates in the detail dialog', async () => {
    api();
    const { user: u } = await openTickets();
    await list().findByText('Mudança de cidade');
    const buttons = list().getAllByRole('button', { name: 'Ver detalhes' });
    await u.click(buttons[1]!);
    const dialog = within(screen.getByRole('dialog', { name: 'Mudança de cidade' }));
    expect(dialog.getByText('Você pode mudar a cidade no seu perfil.')).toBeInTheDocument();
    expect(dialog.getByText(/30 de novembro de 2026/)).toBeInTheDocument();
    expect(dialog.getByText(/1 de dezembro de 2026/)).toBeInTheDocument();
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the empty and error states', async () => {
    let reply: { status: number; body: unknown } = { status: 500, body: {} };
    api({ 'GET /api/support/tickets': () => reply });
    const { user: u } = await openTickets();
    expect(await screen.findByText('Erro ao carregar seus tickets.')).toBeInTheDocument();
    reply = { status: 200, body: { tickets: [] } };
    await u.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Você ainda não abriu nenhum ticket.')).toBeInTheDocument();
  });
});
