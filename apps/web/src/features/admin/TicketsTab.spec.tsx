import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  callsTo,
  lastQuery,
  makeAdminTicket,
  mockAdminApi,
  openAdmin,
  pageAsked,
  ticketPage,
  toasts,
  uuid,
} from '../../../test/admin';
import type { AdminTicket } from './adminTypes';

const open = makeAdminTicket();
const answered = makeAdminTicket({
  ticket_id: uuid(2, 'c'),
  message_type: 'host',
  subject: 'Horário do encontro',
  indication: { indication_id: uuid(1, '1'), name: 'Bar do Zé' },
  responded: true,
  response: 'Combine no fórum.',
  responded_at: '2026-12-01T15:30:00.000Z',
  status: 'responded',
});

function ticketsApi(list: AdminTicket[] = [open, answered], extra: Parameters<typeof mockAdminApi>[0] = {}) {
  return mockAdminApi({
    'GET /api/admin/support-tickets': ({ query }) => ({ body: ticketPage(list, ...pageAsked(query, 10)) }),
    ...extra,
  });
}

const lastTicketsQuery = (calls: ReturnType<typeof mockAdminApi>) =>
  lastQuery(calls, 'GET /api/admin/support-tickets');

describe('TicketsTab', () => {
  it('shows the total, the cards and who wrote them; Responder or Ver Detalhes by state', async () => {
    ticketsApi();
    const { user } = await openAdmin('tickets');
    expect(await screen.findByText('Total de tickets: 2')).toBeInTheDocument();
    expect(screen.getByText('Mostrando 1 a 2 de 2 tickets')).toBeInTheDocument();
    const first = within(screen.getByRole('article', { name: 'Não consigo votar' }));
    expect(first.getByText('Geral')).toBeInTheDocument();
    expect(first.getByText('Aberto')).toBeInTheDocument();
    expect(first.getByText(/Ana Souza · ana@example.com · São Paulo - São Paulo/)).toBeInTheDocument();
    expect(first.getByText('O botão Votar não aparece.')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Responder' })).toBeInTheDocument();

    const second = within(screen.getByRole('article', { name: 'Horário do encontro' }));
    expect(second.getByText('Anfitrião')).toBeInTheDocument();
    expect(second.getByText('Respondido')).toBeInTheDocument();
    expect(second.getByText('Combine no fórum.')).toBeInTheDocument();
    expect(second.getByText(/Resposta enviada em 1 de dezembro de 2026/)).toBeInTheDocument();
    expect(second.queryByRole('button', { name: 'Responder' })).not.toBeInTheDocument();
    await user.click(second.getByRole('button', { name: 'Ver Detalhes' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Horário do encontro' }));
    expect(dialog.getByText('Bar do Zé')).toBeInTheDocument();
    expect(dialog.getByText('Combine no fórum.')).toBeInTheDocument();
  });

  it('applies the filters together with Aplicar Filtros or Enter, and Limpar resets them', async () => {
    const calls = ticketsApi();
    const { user } = await openAdmin('tickets');
    await screen.findByText('Total de tickets: 2');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar tickets' }), 'votar');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo' }), 'Anfitrião');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Respondido');
    fireEvent.change(screen.getByLabelText('Data inicial'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Data final'), { target: { value: '2026-11-30' } });
    expect(callsTo(calls, 'GET /api/admin/support-tickets')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Aplicar Filtros' }));
    await waitFor(() =>
      expect(lastTicketsQuery(calls)).toEqual({
        search: 'votar',
        type: 'host',
        status: 'responded',
        date_from: '2026-11-01',
        date_to: '2026-11-30',
        page: '1',
        per_page: '10',
      }),
    );

    await user.clear(screen.getByRole('searchbox', { name: 'Buscar tickets' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar tickets' }), 'cidade{Enter}');
    await waitFor(() => expect(lastTicketsQuery(calls).search).toBe('cidade'));

    await user.click(screen.getByRole('button', { name: 'Limpar' }));
    await waitFor(() => expect(lastTicketsQuery(calls)).toEqual({ page: '1', per_page: '10' }));
    expect(screen.getByRole('searchbox', { name: 'Buscar tickets' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Tipo' })).toHaveValue('');
  });

  it("pages with the chosen page size: 'Mostrando 6 a 10 de 12 tickets'", async () => {
    const list = Array.from({ length: 12 }, (_, i) =>
      makeAdminTicket({ ticket_id: uuid(i + 1, 'c'), subject: `Assunto ${i + 1}` }),
    );
    const calls = ticketsApi(list);
    const { user } = await openAdmin('tickets');
    expect(await screen.findByText('Mostrando 1 a 10 de 12 tickets')).toBeInTheDocument();
    expect(
      Array.from(
        (screen.getByRole('combobox', { name: 'Itens por página' }) as HTMLSelectElement).options,
      ).map((o) => o.text),
    ).toEqual(['5', '10', '20', '50']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Itens por página' }), '5');
    expect(await screen.findByText('Mostrando 1 a 5 de 12 tickets')).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(await screen.findByText('Mostrando 6 a 10 de 12 tickets')).toBeInTheDocument();
    expect(lastTicketsQuery(calls)).toMatchObject({ page: '2', per_page: '5' });
  });

  it("replies: required and non-blank, a 1000 counter, 'Enviando...', then the toast and a reload", async () => {
    let responded = false;
    let release: () => void = () => undefined;
    const calls = mockAdminApi({
      'GET /api/admin/support-tickets': () => ({
        body: ticketPage([
          responded
            ? {
                ...open,
                responded: true,
                response: 'Tente de novo.',
                status: 'responded',
                responded_at: '2026-12-01T12:00:00.000Z',
              }
            : open,
        ]),
      }),
      [`POST /api/admin/support/${open.ticket_id}/respond`]: async () => {
        await new Promise<void>((r) => (release = r));
        responded = true;
        return { body: { message: 'Resposta enviada com sucesso! O usuário receberá um email.' } };
      },
    });
    const { user } = await openAdmin('tickets');
    await user.click(await screen.findByRole('button', { name: 'Responder' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Responder Ticket' }));
    const send = dialog.getByRole('button', { name: 'Enviar Resposta' });
    expect(send).toBeDisabled();
    expect(dialog.getByText('0/1000 caracteres')).toBeInTheDocument();
    const box = dialog.getByRole('textbox', { name: /Resposta/ });
    await user.type(box, '   ');
    expect(send).toBeDisabled();
    await user.clear(box);
    await user.click(box);
    await user.paste('z'.repeat(1001));
    expect(dialog.getByText('1001/1000 caracteres')).toBeInTheDocument();
    expect(dialog.getByText('Resposta deve ter no máximo 1000 caracteres')).toBeInTheDocument();
    expect(send).toBeDisabled();
    await user.clear(box);
    await user.type(box, 'Tente de novo.');
    expect(send).toBeEnabled();
    const statisticsBefore = callsTo(calls, 'GET /api/admin/statistics').length;
    await user.click(send);
    expect(await dialog.findByText('Enviando...')).toBeInTheDocument();
    release();
    expect(
      await toasts().findByText('Resposta enviada com sucesso! O usuário receberá um email.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(calls, `POST /api/admin/support/${open.ticket_id}/respond`)[0]!.body).toEqual({
      response: 'Tente de novo.',
    });
    expect(await screen.findByRole('button', { name: 'Ver Detalhes' })).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(calls, 'GET /api/admin/statistics').length).toBeGreaterThan(statisticsBefore),
    );
  });

  it('reads a failed reply from the error field', async () => {
    ticketsApi([open], {
      [`POST /api/admin/support/${open.ticket_id}/respond`]: {
        status: 409,
        body: { message: 'Conflito', error: 'Este ticket já foi respondido.' },
      },
    });
    const { user } = await openAdmin('tickets');
    await user.click(await screen.findByRole('button', { name: 'Responder' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Responder Ticket' }));
    await user.type(dialog.getByRole('textbox', { name: /Resposta/ }), 'Olá');
    await user.click(dialog.getByRole('button', { name: 'Enviar Resposta' }));
    expect(await toasts().findByText('Este ticket já foi respondido.')).toBeInTheDocument();
    // Not a field's error: said once, in the toast.
    expect(dialog.queryByText('Este ticket já foi respondido.')).not.toBeInTheDocument();
  });

  it("toasts 'Erro ao carregar tickets de suporte. Tente novamente.' when the list fails", async () => {
    mockAdminApi({ 'GET /api/admin/support-tickets': { status: 500, body: {} } });
    await openAdmin('tickets');
    expect(
      await toasts().findByText('Erro ao carregar tickets de suporte. Tente novamente.'),
    ).toBeInTheDocument();
  });
});
