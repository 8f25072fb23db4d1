import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { makeStore } from '../../app/store';
import { ToastRegion } from '../../ui/Toast';
import { mockApi, renderWithStore } from '../../../test/utils';
import { ReportModal, type ReportTarget } from './ReportModal';

const target: ReportTarget = { type: 'post', id: 'aaaaaaaa-0000-4000-8000-000000000001' };

function Harness({ initial }: { initial: ReportTarget }) {
  const [open, setOpen] = useState<ReportTarget | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(initial)}>
        Denunciar
      </button>
      <ReportModal target={open} onClose={() => setOpen(null)} />
      <ToastRegion />
    </>
  );
}

function signedInStore() {
  return makeStore({ auth: { token: 'jwt', user: null, initialized: true, pendingEmail: null } });
}

describe('ReportModal', () => {
  it('tells a logged-out person to log in and opens nothing', async () => {
    const calls = mockApi({});
    const { user } = renderWithStore(<Harness initial={target} />);
    await user.click(screen.getByRole('button', { name: 'Denunciar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Você precisa estar logado para reportar conteúdo.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends an optional reason of up to 200 characters with a counter', async () => {
    const calls = mockApi({ 'POST /api/report/post/*': { status: 201, body: { message: 'ok' } } });
    const { user } = renderWithStore(<Harness initial={target} />, signedInStore());
    await user.click(screen.getByRole('button', { name: 'Denunciar' }));
    const dialog = screen.getByRole('dialog', { name: 'Denunciar post' });
    const reason = within(dialog).getByRole('textbox', { name: 'Motivo (opcional)' });
    expect(within(dialog).getByText('0/200 caracteres')).toBeInTheDocument();
    await user.click(reason);
    await user.paste('x'.repeat(210));
    expect(reason).toHaveValue('x'.repeat(200));
    expect(within(dialog).getByText('200/200 caracteres')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Enviar denúncia' }));
    expect(
      await screen.findByText('Post reportado com sucesso! Nossa equipe irá analisá-lo.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: `/api/report/post/${target.id}`,
      body: { message: 'x'.repeat(200) },
      authorization: 'Bearer jwt',
    });
  });

  it('sends an empty reason when none is given, and cancelling sends nothing', async () => {
    const calls = mockApi({ 'POST /api/report/comment/*': { status: 201, body: {} } });
    const { user } = renderWithStore(<Harness initial={{ type: 'comment', id: 'c1' }} />, signedInStore());
    await user.click(screen.getByRole('button', { name: 'Denunciar' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Denunciar' }));
    await user.click(screen.getByRole('button', { name: 'Enviar denúncia' }));
    expect(
      await screen.findByText('Comentário reportado com sucesso! Nossa equipe irá analisá-lo.'),
    ).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ message: '' });
  });

  it.each([
    ['post', 500, {}, 'Erro ao reportar post. Tente novamente.'],
    ['comment', 500, { message: 'Erro interno.' }, 'Erro ao reportar comentário. Tente novamente.'],
    ['post', 422, { message: 'x', errors: { general: ['Conteúdo já removido.'] } }, 'Conteúdo já removido.'],
    ['comment', 409, { message: 'Você já denunciou este conteúdo.' }, 'Você já denunciou este conteúdo.'],
    ['indication', 404, { message: 'Recurso não encontrado.' }, 'Erro ao denunciar indicação'],
  ] as const)(
    'on a failed %s report answered %i shows the server or SPEC text',
    async (type, status, body, text) => {
      mockApi({ [`POST /api/report/${type}/*`]: { status, body } });
      const { user } = renderWithStore(<Harness initial={{ type, id: 'x1' }} />, signedInStore());
      await user.click(screen.getByRole('button', { name: 'Denunciar' }));
      await user.click(screen.getByRole('button', { name: 'Enviar denúncia' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    },
  );

  it('reports an indication by name and says Denúncia enviada!', async () => {
    const calls = mockApi({ 'POST /api/report/indication/*': { status: 201, body: {} } });
    const { user } = renderWithStore(
      <Harness initial={{ type: 'indication', id: 'i1', name: 'Bar do Zé' }} />,
      signedInStore(),
    );
    await user.click(screen.getByRole('button', { name: 'Denunciar' }));
    const dialog = screen.getByRole('dialog', { name: 'Denunciar indicação' });
    expect(dialog).toHaveAccessibleDescription('Conte-nos o que há de errado com "Bar do Zé".');
    await user.type(within(dialog).getByRole('textbox', { name: 'Motivo (opcional)' }), '  Fechado  ');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar denúncia' }));
    expect(await screen.findByText('Denúncia enviada!')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ path: '/api/report/indication/i1', body: { message: 'Fechado' } });
  });
});
