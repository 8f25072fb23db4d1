import { describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import {
  callsTo,
  confirmInDialog,
  lastQuery,
  makeReport,
  mockAdminApi,
  openAdmin,
  pageAsked,
  reportPage,
  toasts,
  uuid,
} from '../../../test/admin';
import type { Report } from './adminTypes';

/** 25 reports: the server's paging over them. */
const many = Array.from({ length: 25 }, (_, i) =>
  makeReport({ denuncia_id: uuid(i + 1, 'e'), message: `Motivo ${i + 1}` }),
);

function pagedApi(list: Report[] = many, extra: Parameters<typeof mockAdminApi>[0] = {}) {
  return mockAdminApi({
    'GET /api/admin/reports': ({ query }) => ({ body: reportPage(list, ...pageAsked(query, 10)) }),
    ...extra,
  });
}

const reportCards = () => screen.getAllByRole('article');

describe('ReportsTab', () => {
  it("pages 10 at a time with 'Mostrando X a Y de N denúncias' and 'Página X de Y'", async () => {
    const calls = pagedApi();
    const { user } = await openAdmin('denuncias');
    expect(await screen.findByText('Mostrando 1 a 10 de 25 denúncias')).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 3')).toBeInTheDocument();
    expect(reportCards()).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(await screen.findByText('Mostrando 11 a 20 de 25 denúncias')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(await screen.findByText('Mostrando 21 a 25 de 25 denúncias')).toBeInTheDocument();
    expect(screen.getByText('Página 3 de 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Próxima' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(await screen.findByText('Página 2 de 3')).toBeInTheDocument();
    const pages = callsTo(calls, 'GET /api/admin/reports').map((c) => c.query.get('page'));
    expect(pages).toEqual(['1', '2', '3', '2']);
    expect(callsTo(calls, 'GET /api/admin/reports').every((c) => c.query.get('per_page') === '10')).toBe(
      true,
    );
  });

  it('sends the type and status filters, back on page 1', async () => {
    const calls = pagedApi();
    const { user } = await openAdmin('denuncias');
    await screen.findByText('Página 1 de 3');
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    await screen.findByText('Página 2 de 3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo' }), 'Comentários');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Resolvidas');
    await waitFor(() =>
      expect(lastQuery(calls, 'GET /api/admin/reports')).toMatchObject({
        type: 'comment',
        status: 'resolved',
        page: '1',
      }),
    );
  });

  it('waits 500 ms after the last keystroke before searching', async () => {
    const calls = pagedApi();
    const { user } = await openAdmin('denuncias');
    await screen.findByText('Página 1 de 3');
    const before = callsTo(calls, 'GET /api/admin/reports').length;
    await user.type(screen.getByRole('searchbox', { name: 'Buscar denúncias' }), 'Bar do');
    // Inside act: the app's own timers (the splash fade) may fire while we wait.
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(callsTo(calls, 'GET /api/admin/reports')).toHaveLength(before);
    await waitFor(() => expect(callsTo(calls, 'GET /api/admin/reports')).toHaveLength(before + 1));
    expect(callsTo(calls, 'GET /api/admin/reports').at(-1)!.query.get('search')).toBe('Bar do');
  });

  it('shows the report, the reporter and the reported item; actions only while unresolved', async () => {
    const indicationReport = makeReport({
      denuncia_id: uuid(2, 'e'),
      type: 'indication',
      content_type: 'Indicação',
      post: null,
      indication: {
        id: uuid(9, '1'),
        name: 'Bar Suspeito',
        address: 'Rua Falsa, 1',
        reference: 'Esquina',
        phone: '(11) 3333-4444',
        website: 'https://suspeito.com',
        event_day: 'Domingo',
        event_time: 'Tarde - Horário a combinar',
        attractives: ['karaokê'],
        city: 'São Paulo',
        state: 'São Paulo',
        host: 'Diego Reis',
        photos: ['storage/a.webp', 'storage/b.webp', 'storage/c.webp'],
        author: { id: uuid(5, 'b'), name: 'Diego Reis', email: 'diego@example.com' },
      },
      urgent: true,
    });
    const resolved = makeReport({
      denuncia_id: uuid(3, 'e'),
      resolved: true,
      status: 'resolved',
      status_label: 'Resolvida',
      resolution: 'resolved',
      resolution_status: 'Resolvida sem remoção',
      message: null,
    });
    pagedApi([makeReport(), indicationReport, resolved]);
    const { user } = await openAdmin('denuncias');
    const post = within(
      (await screen.findAllByRole('article', { name: 'Denúncia de post por Carla Dias' }))[0]!,
    );
    expect(post.getByText('Pendente')).toBeInTheDocument();
    expect(post.getByText('Aguardando análise')).toBeInTheDocument();
    expect(post.getByText('Carla Dias')).toBeInTheDocument();
    expect(post.getByText('(carla@example.com)')).toBeInTheDocument();
    expect(post.getByText('Linguagem ofensiva')).toBeInTheDocument();
    expect(post.getByText('Conteúdo do post denunciado')).toBeInTheDocument();
    expect(post.getByText('bruno@example.com')).toBeInTheDocument();
    expect(post.getByRole('button', { name: 'Resolver' })).toBeInTheDocument();
    expect(post.getByRole('button', { name: 'Excluir Conteúdo' })).toBeInTheDocument();

    const done = within(screen.getAllByRole('article')[2]!);
    expect(done.getByText('Resolvida')).toBeInTheDocument();
    expect(done.getByText('Nenhum motivo informado')).toBeInTheDocument();
    expect(done.queryByRole('button', { name: 'Resolver' })).not.toBeInTheDocument();
    expect(done.queryByRole('button', { name: 'Excluir Conteúdo' })).not.toBeInTheDocument();

    const venue = within(screen.getByRole('article', { name: 'Denúncia de indicação por Carla Dias' }));
    expect(venue.getByText('Urgente')).toBeInTheDocument();
    await user.click(venue.getByRole('button', { name: 'Ver Detalhes' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Detalhes da denúncia' }));
    for (const text of [
      'Bar Suspeito',
      'Rua Falsa, 1',
      'Esquina',
      '(11) 3333-4444',
      'Domingo',
      'Tarde - Horário a combinar',
      'karaokê',
      'São Paulo - São Paulo',
      'diego@example.com',
      uuid(5, 'b'),
    ])
      expect(dialog.getByText(text)).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'https://suspeito.com' })).toBeInTheDocument();
    expect(dialog.getAllByRole('img', { name: /Foto \d de Bar Suspeito/ })).toHaveLength(3);
    expect(dialog.getByRole('button', { name: 'Resolver' })).toBeInTheDocument();
  });

  it("resolves with 'Resolvendo...' and a toast; a failure shows the server text", async () => {
    let resolved = false;
    let release: () => void = () => undefined;
    mockAdminApi({
      'GET /api/admin/reports': () => ({
        body: reportPage([
          makeReport(
            resolved
              ? {
                  resolved: true,
                  status: 'resolved',
                  status_label: 'Resolvida',
                  resolution_status: 'Resolvida sem remoção',
                }
              : {},
          ),
          makeReport({ denuncia_id: uuid(2, 'e'), message: 'Outro' }),
        ]),
      }),
      [`PUT /api/admin/reports/${uuid(1, 'e')}/resolve`]: async () => {
        await new Promise<void>((r) => (release = r));
        resolved = true;
        return { body: { message: 'Denúncia resolvida com sucesso!' } };
      },
      [`PUT /api/admin/reports/${uuid(2, 'e')}/resolve`]: {
        status: 409,
        body: { message: 'Esta denúncia já foi resolvida.' },
      },
    });
    const { user } = await openAdmin('denuncias');
    await screen.findAllByRole('article');
    const first = () => within(screen.getAllByRole('article')[0]!);
    await user.click(await first().findByRole('button', { name: 'Resolver' }));
    expect(await first().findByText('Resolvendo...')).toBeInTheDocument();
    release();
    expect(await toasts().findByText('Denúncia resolvida com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(first().queryByRole('button', { name: 'Resolver' })).not.toBeInTheDocument());
    expect(first().getByText('Resolvida sem remoção')).toBeInTheDocument();

    await user.click(within(screen.getAllByRole('article')[1]!).getByRole('button', { name: 'Resolver' }));
    expect(await toasts().findByText('Esta denúncia já foi resolvida.')).toBeInTheDocument();
  });

  it('deletes the reported content only after the confirmation', async () => {
    let deleted = false;
    const calls = mockAdminApi({
      'GET /api/admin/reports': () => ({
        body: reportPage([
          makeReport(
            deleted
              ? {
                  resolved: true,
                  status: 'resolved',
                  status_label: 'Resolvida',
                  resolution: 'content_deleted',
                  resolution_status: 'Conteúdo excluído',
                }
              : {},
          ),
        ]),
      }),
      [`DELETE /api/admin/reports/${uuid(1, 'e')}/content`]: () => {
        deleted = true;
        return { body: { message: 'Conteúdo denunciado excluído com sucesso!' } };
      },
    });
    const { user } = await openAdmin('denuncias');
    await user.click(await screen.findByRole('button', { name: 'Excluir Conteúdo' }));
    const dialog = screen.getByRole('dialog', { name: 'Excluir conteúdo denunciado' });
    expect(dialog).toHaveTextContent(
      'Tem certeza que deseja excluir o conteúdo denunciado? Esta ação não pode ser desfeita.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(callsTo(calls, `DELETE /api/admin/reports/${uuid(1, 'e')}/content`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Excluir Conteúdo' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Excluir conteúdo denunciado' })).getByRole('button', {
        name: 'Excluir Conteúdo',
      }),
    );
    expect(await toasts().findByText('Conteúdo denunciado excluído com sucesso!')).toBeInTheDocument();
    expect(await screen.findByText('Conteúdo excluído')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir Conteúdo' })).not.toBeInTheDocument();
    expect(callsTo(calls, `DELETE /api/admin/reports/${uuid(1, 'e')}/content`)).toHaveLength(1);
  });

  it('falls back to the SPEC text when deleting fails without a message', async () => {
    pagedApi([makeReport()], {
      [`DELETE /api/admin/reports/${uuid(1, 'e')}/content`]: { status: 500, body: {} },
    });
    const { user } = await openAdmin('denuncias');
    await user.click(await screen.findByRole('button', { name: 'Excluir Conteúdo' }));
    await confirmInDialog(user, 'Excluir Conteúdo');
    expect(
      await toasts().findByText('Erro ao excluir conteúdo denunciado. Tente novamente.'),
    ).toBeInTheDocument();
  });

  it('says when there are no reports', async () => {
    pagedApi([]);
    await openAdmin('denuncias');
    expect(await screen.findByText('Nenhuma denúncia encontrada.')).toBeInTheDocument();
  });
});
