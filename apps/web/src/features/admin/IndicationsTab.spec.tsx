import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import {
  callsTo,
  confirmInDialog,
  indicationPage,
  lastQuery,
  makeAdminIndication,
  mockAdminApi,
  openAdmin,
  toasts,
  uuid,
} from '../../../test/admin';
import type { AdminIndication } from './adminTypes';

const pending = makeAdminIndication({
  indication_id: uuid(1, '1'),
  id: uuid(1, '1'),
  name: 'Bar do Zé',
  photos: ['storage/indications/u/a.webp', 'storage/indications/u/b.webp'],
});
const approved = makeAdminIndication({
  indication_id: uuid(2, '1'),
  id: uuid(2, '1'),
  name: 'Café Central',
  status: 'active',
  host_name: 'Carla Dias',
});

function indicationsApi(
  list: AdminIndication[] = [pending, approved],
  extra: Parameters<typeof mockAdminApi>[0] = {},
) {
  return mockAdminApi({
    'GET /api/admin/indications': ({ query }) => ({
      body: indicationPage(
        list.filter(
          (i) =>
            (!query.get('status') || i.status === query.get('status')) &&
            (!query.get('search') || i.name.toLowerCase().includes(query.get('search')!.toLowerCase())),
        ),
        Number(query.get('page') ?? 1),
      ),
    }),
    ...extra,
  });
}

const card = (name: string) => within(screen.getByRole('article', { name }));

describe('IndicationsTab', () => {
  it('shows cards with photo, name, address, host and status; only pending ones can be reviewed', async () => {
    indicationsApi();
    await openAdmin('indicacoes');
    await screen.findByRole('article', { name: 'Bar do Zé' });
    expect(card('Bar do Zé').getByRole('img', { name: 'Foto de Bar do Zé' })).toBeInTheDocument();
    expect(card('Bar do Zé').getByText('Rua Augusta, 100')).toBeInTheDocument();
    expect(card('Bar do Zé').getByText(/Indicado por Bruno Lima/)).toBeInTheDocument();
    expect(card('Bar do Zé').getByText('Pendente')).toBeInTheDocument();
    expect(card('Bar do Zé').getByRole('button', { name: 'Aprovar Bar do Zé' })).toBeInTheDocument();
    expect(card('Café Central').getByText('Aprovada')).toBeInTheDocument();
    expect(card('Café Central').queryByRole('button', { name: /Aprovar|Rejeitar/ })).not.toBeInTheDocument();
  });

  it("flags a likely duplicate with 'Possível duplicata de …' on its card and in its details", async () => {
    const repeated = makeAdminIndication({
      indication_id: uuid(3, '1'),
      id: uuid(3, '1'),
      name: 'bar do ze',
      likely_duplicate_of: { indication_id: approved.indication_id, name: 'Café Central', status: 'active' },
    });
    indicationsApi([pending, approved, repeated], {
      [`GET /api/admin/indications/${repeated.indication_id}`]: { body: { indication: repeated } },
    });
    const { user } = await openAdmin('indicacoes');
    await screen.findByRole('article', { name: 'bar do ze' });
    const flag = 'Possível duplicata de "Café Central" (Aprovada)';
    expect(card('bar do ze').getByText(flag)).toBeInTheDocument();
    expect(card('Bar do Zé').queryByText(/Possível duplicata/)).not.toBeInTheDocument();

    await user.click(card('bar do ze').getByRole('button', { name: 'Ver Detalhes' }));
    expect(within(screen.getByRole('dialog', { name: 'bar do ze' })).getByText(flag)).toBeInTheDocument();
  });

  it('filters by status and search on the server, with a reset from the empty state', async () => {
    const calls = indicationsApi();
    const { user } = await openAdmin('indicacoes');
    await screen.findByRole('article', { name: 'Bar do Zé' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Aprovadas');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Bar do Zé' })).not.toBeInTheDocument());
    expect(callsTo(calls, 'GET /api/admin/indications').at(-1)!.query.get('status')).toBe('active');

    await user.type(screen.getByRole('searchbox', { name: 'Buscar indicações' }), 'zé');
    expect(await screen.findByText('Nenhuma indicação encontrada com esses filtros.')).toBeInTheDocument();
    expect(lastQuery(calls, 'GET /api/admin/indications')).toMatchObject({ search: 'zé', status: 'active' });

    await user.click(screen.getByRole('button', { name: 'Ver todas as indicações' }));
    expect(await screen.findByRole('article', { name: 'Bar do Zé' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('all');
    expect(screen.getByRole('searchbox', { name: 'Buscar indicações' })).toHaveValue('');
  });

  it("pages 20 at a time with 'Mostrando X a Y de N indicações' and 'Página X de Y'; a new filter starts on page 1", async () => {
    const many = Array.from({ length: 25 }, (_, i) =>
      makeAdminIndication({
        indication_id: uuid(i + 10, '2'),
        id: uuid(i + 10, '2'),
        name: `Lugar ${String(i + 1).padStart(2, '0')}`,
      }),
    );
    const calls = indicationsApi(many);
    const { user } = await openAdmin('indicacoes');
    expect(await screen.findByText('Mostrando 1 a 20 de 25 indicações')).toBeInTheDocument();
    expect(screen.getByText('25 indicações')).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(await screen.findByText('Mostrando 21 a 25 de 25 indicações')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Lugar 25' })).toBeInTheDocument();
    expect(screen.getByText('Página 2 de 2')).toBeInTheDocument();
    expect(callsTo(calls, 'GET /api/admin/indications').at(-1)!.query.get('page')).toBe('2');

    await user.type(screen.getByRole('searchbox', { name: 'Buscar indicações' }), 'Lugar 0');
    expect(await screen.findByText('Mostrando 1 a 9 de 9 indicações')).toBeInTheDocument();
    expect(callsTo(calls, 'GET /api/admin/indications').at(-1)!.query.get('page')).toBe('1');
    expect(screen.queryByRole('navigation', { name: 'Páginas de indicações' })).not.toBeInTheDocument();
  });

  it("approves with 'Aprovando...', then toasts, reloads the list and the statistics", async () => {
    let status: AdminIndication['status'] = 'pending';
    let release: () => void = () => undefined;
    const calls = mockAdminApi({
      'GET /api/admin/indications': () => ({ body: indicationPage([{ ...pending, status }]) }),
      [`PUT /api/admin/indications/${pending.indication_id}/approve`]: async () => {
        await new Promise<void>((r) => (release = r));
        status = 'active';
        return { body: { message: 'Indicação aprovada com sucesso!', indication: { ...pending, status } } };
      },
    });
    const { user } = await openAdmin('indicacoes');
    await user.click(await screen.findByRole('button', { name: 'Aprovar Bar do Zé' }));
    expect(await screen.findByText('Aprovando...')).toBeInTheDocument();
    expect(card('Bar do Zé').getByRole('button', { name: 'Rejeitar Bar do Zé' })).toBeDisabled();
    const statisticsBefore = callsTo(calls, 'GET /api/admin/statistics').length;
    release();
    expect(await toasts().findByText('Indicação aprovada com sucesso!')).toBeInTheDocument();
    expect(await card('Bar do Zé').findByText('Aprovada')).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(calls, 'GET /api/admin/statistics').length).toBeGreaterThan(statisticsBefore),
    );
  });

  it('rejects only after the confirmation, which says it cannot be undone', async () => {
    const calls = indicationsApi(undefined, {
      [`DELETE /api/admin/indications/${pending.indication_id}`]: {
        body: { message: 'Indicação rejeitada com sucesso!', indication: { ...pending, status: 'rejected' } },
      },
    });
    const { user } = await openAdmin('indicacoes');
    await user.click(await screen.findByRole('button', { name: 'Rejeitar Bar do Zé' }));
    const dialog = screen.getByRole('dialog', { name: 'Rejeitar indicação' });
    expect(dialog).toHaveTextContent('Tem certeza que deseja rejeitar "Bar do Zé"?');
    expect(dialog).toHaveTextContent('não poderá ser aprovada depois');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(callsTo(calls, `DELETE /api/admin/indications/${pending.indication_id}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Rejeitar Bar do Zé' }));
    await confirmInDialog(user, 'Rejeitar');
    expect(await toasts().findByText('Indicação rejeitada com sucesso!')).toBeInTheDocument();
    expect(callsTo(calls, `DELETE /api/admin/indications/${pending.indication_id}`)).toHaveLength(1);
  });

  it('shows the server error of a failed rejection, else the SPEC text', async () => {
    indicationsApi(undefined, {
      [`DELETE /api/admin/indications/${pending.indication_id}`]: {
        status: 409,
        body: { message: 'Apenas indicações pendentes podem ser aprovadas ou rejeitadas.' },
      },
      [`PUT /api/admin/indications/${pending.indication_id}/approve`]: { status: 500, body: {} },
    });
    const { user } = await openAdmin('indicacoes');
    await user.click(await screen.findByRole('button', { name: 'Rejeitar Bar do Zé' }));
    await confirmInDialog(user, 'Rejeitar');
    expect(
      await toasts().findByText('Apenas indicações pendentes podem ser aprovadas ou rejeitadas.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Aprovar Bar do Zé' }));
    expect(await toasts().findByText('Erro ao aprovar indicação. Tente novamente.')).toBeInTheDocument();
    expect(toasts().getAllByRole('alert')).toHaveLength(2);
  });

  it('shows every field in Ver Detalhes, and rejecting there closes the modal', async () => {
    let status: AdminIndication['status'] = 'pending';
    mockAdminApi({
      'GET /api/admin/indications': () => ({ body: indicationPage([{ ...pending, status }]) }),
      [`GET /api/admin/indications/${pending.indication_id}`]: () => ({
        body: { indication: { ...pending, status } },
      }),
      [`DELETE /api/admin/indications/${pending.indication_id}`]: () => {
        status = 'rejected';
        return { body: { message: 'Indicação rejeitada com sucesso!', indication: { ...pending, status } } };
      },
    });
    const { user } = await openAdmin('indicacoes');
    await screen.findByRole('article', { name: 'Bar do Zé' });
    await user.click(card('Bar do Zé').getByRole('button', { name: 'Ver Detalhes' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Bar do Zé' }));
    expect(dialog.getByRole('img', { name: 'Foto 1 de Bar do Zé' })).toBeInTheDocument();
    expect(dialog.getByRole('img', { name: 'Foto 2 de Bar do Zé' })).toBeInTheDocument();
    for (const text of [
      'Rua Augusta, 100',
      'Perto do metrô',
      '(11) 98765-4321',
      'música ao vivo, petiscos',
      'Sábado',
      'Noite - Horário a combinar',
      'São Paulo - São Paulo',
      'Pendente',
      'Bruno Lima',
      pending.host_id,
    ])
      expect(dialog.getByText(text)).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'https://bardoze.com.br' })).toHaveAttribute(
      'href',
      'https://bardoze.com.br',
    );
    expect(dialog.getByRole('img', { name: 'Foto de Bruno Lima' })).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Rejeitar Bar do Zé' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Rejeitar indicação' })).getByRole('button', {
        name: 'Rejeitar',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toasts().getByText('Indicação rejeitada com sucesso!')).toBeInTheDocument();
    expect(await card('Bar do Zé').findByText('Rejeitada')).toBeInTheDocument();
  });
});
