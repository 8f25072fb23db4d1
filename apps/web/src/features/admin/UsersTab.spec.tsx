import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import {
  callsTo,
  confirmInDialog,
  makeAdminUser,
  mockAdminApi,
  openAdmin,
  toasts,
  userPage,
  uuid,
} from '../../../test/admin';
import { switchableReply } from '../../../test/utils';
import type { AdminUser } from './adminTypes';

const bruno = makeAdminUser();
const rafael = makeAdminUser({
  user_id: uuid(3, 'b'),
  name: 'Rafael',
  surname: 'Alves',
  email: 'rafael@example.com',
  city: 'Rio de Janeiro',
  state: 'Rio de Janeiro',
  blocked: true,
});
const chefe = makeAdminUser({
  user_id: uuid(4, 'b'),
  name: 'Chefe',
  surname: 'Geral',
  email: 'chefe@example.com',
  is_admin: true,
});

function usersApi(
  list: AdminUser[] = [bruno, rafael, chefe],
  extra: Parameters<typeof mockAdminApi>[0] = {},
) {
  return mockAdminApi({
    'GET /api/admin/users': { body: userPage(list) },
    ...extra,
  });
}

const rows = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getByRole('rowheader').textContent);

describe('UsersTab', () => {
  it('lists photo, name, e-mail, city/state, status and registration date', async () => {
    usersApi();
    await openAdmin();
    const row = (await screen.findByRole('rowheader', { name: 'Rafael Alves' })).closest('tr')!;
    const cells = within(row);
    expect(cells.getByRole('img', { name: 'Foto de Rafael Alves' })).toBeInTheDocument();
    expect(cells.getByText('rafael@example.com')).toBeInTheDocument();
    expect(cells.getByText('Rio de Janeiro - Rio de Janeiro')).toBeInTheDocument();
    expect(cells.getByText('Bloqueado')).toBeInTheDocument();
    expect(cells.getByText('5 de março de 2024')).toBeInTheDocument();
    expect(cells.getByRole('button', { name: 'Desbloquear Rafael Alves' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('rowheader', { name: 'Bruno Lima' }).closest('tr')!).getByText('Ativo'),
    ).toBeInTheDocument();
    // Administrators cannot be blocked or deleted from the panel.
    const adminRow = within(screen.getByRole('rowheader', { name: /Chefe Geral/ }).closest('tr')!);
    expect(adminRow.queryByRole('button')).not.toBeInTheDocument();
  });

  it('searches name, surname and e-mail on the loaded list, and filters by state', async () => {
    const calls = usersApi();
    const { user } = await openAdmin();
    await screen.findByRole('rowheader', { name: 'Bruno Lima' });
    await user.type(screen.getByRole('searchbox', { name: 'Buscar usuários' }), 'ALVES');
    expect(rows()).toEqual(['Rafael Alves']);
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar usuários' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar usuários' }), 'bruno@');
    expect(rows()).toEqual(['Bruno Lima']);
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar usuários' }));
    await screen.findByRole('option', { name: 'Rio de Janeiro' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Rio de Janeiro');
    expect(rows()).toEqual(['Rafael Alves']);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar usuários' }), 'bruno');
    expect(screen.getByText('Nenhum usuário encontrado')).toBeInTheDocument();
    expect(callsTo(calls, 'GET /api/admin/users')).toHaveLength(1);
  });

  it('blocks a user with a busy label, then shows the new state and the server message', async () => {
    let blocked = false;
    let release: () => void = () => undefined;
    const calls = usersApi(undefined, {
      'GET /api/admin/users': () => ({
        body: userPage([{ ...bruno, blocked }]),
      }),
      [`POST /api/admin/users/${bruno.user_id}/toggle-block`]: async () => {
        await new Promise<void>((r) => (release = r));
        blocked = true;
        return { body: { message: 'Usuário bloqueado com sucesso!', user: { ...bruno, blocked } } };
      },
    });
    const { user } = await openAdmin();
    await user.click(await screen.findByRole('button', { name: 'Bloquear Bruno Lima' }));
    const dialog = screen.getByRole('dialog', { name: 'Bloquear usuário' });
    expect(dialog).toHaveTextContent('Tem certeza que deseja bloquear Bruno Lima?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(callsTo(calls, `POST /api/admin/users/${bruno.user_id}/toggle-block`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Bloquear Bruno Lima' }));
    await confirmInDialog(user, 'Bloquear');
    expect(await screen.findByText('Bloqueando...')).toBeInTheDocument();
    release();
    expect(await toasts().findByText('Usuário bloqueado com sucesso!')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Desbloquear Bruno Lima' })).toBeInTheDocument();
    expect(screen.getByText('Bloqueado')).toBeInTheDocument();
    expect(callsTo(calls, 'GET /api/admin/statistics').length).toBeGreaterThanOrEqual(2);
  });

  it("shows a failed list as an error with 'Tentar novamente', never as 'no users'", async () => {
    const original = console.error;
    console.error = () => undefined;
    try {
      const users = switchableReply(
        { status: 500, body: { message: 'Falhou' } },
        { body: userPage([bruno]) },
      );
      usersApi(undefined, { 'GET /api/admin/users': users.reply });
      const { user } = await openAdmin();
      const panel = within(screen.getByRole('tabpanel'));
      expect(await panel.findByRole('alert')).toHaveTextContent('Erro ao carregar usuários.');
      expect(panel.queryByText('Nenhum usuário encontrado')).not.toBeInTheDocument();
      users.switchOver();
      await user.click(panel.getByRole('button', { name: 'Tentar novamente' }));
      expect(await panel.findByRole('rowheader', { name: 'Bruno Lima' })).toBeInTheDocument();
      expect(panel.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      console.error = original;
    }
  });

  it('deletes a user only after the confirmation, and a failure stays silent', async () => {
    let deleted = false;
    const calls = usersApi(undefined, {
      'GET /api/admin/users': () => ({
        body: userPage(deleted ? [rafael] : [bruno, rafael]),
      }),
      [`DELETE /api/admin/users/${bruno.user_id}`]: () => {
        deleted = true;
        return { body: { message: 'Usuário excluído com sucesso!' } };
      },
      [`DELETE /api/admin/users/${rafael.user_id}`]: { status: 500, body: { message: 'Falhou' } },
    });
    const { user } = await openAdmin();
    await user.click(await screen.findByRole('button', { name: 'Excluir Bruno Lima' }));
    const dialog = screen.getByRole('dialog', { name: 'Excluir usuário' });
    expect(dialog).toHaveTextContent('Tem certeza que deseja excluir este usuário?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(callsTo(calls, `DELETE /api/admin/users/${bruno.user_id}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Excluir Bruno Lima' }));
    await confirmInDialog(user, 'Excluir');
    expect(await toasts().findByText('Usuário excluído com sucesso!')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'Bruno Lima' })).not.toBeInTheDocument(),
    );

    const original = console.error;
    console.error = () => undefined;
    try {
      await user.click(screen.getByRole('button', { name: 'Excluir Rafael Alves' }));
      await confirmInDialog(user, 'Excluir');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByRole('rowheader', { name: 'Rafael Alves' })).toBeInTheDocument();
    } finally {
      console.error = original;
    }
  });

  it('shows 20 users a page and goes back to the first page when the search changes', async () => {
    const many = Array.from({ length: 45 }, (_, i) =>
      makeAdminUser({
        user_id: uuid(100 + i, 'c'),
        name: `Pessoa${String(i + 1).padStart(2, '0')}`,
        surname: 'Teste',
        email: `pessoa${i + 1}@example.com`,
      }),
    );
    usersApi(many);
    const { user } = await openAdmin();
    await screen.findByRole('rowheader', { name: 'Pessoa01 Teste' });
    expect(rows()).toHaveLength(20);
    const pages = screen.getByRole('navigation', { name: 'Páginas de usuários' });
    expect(within(pages).getByText('Página 1 de 3')).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'Próxima' }));
    await user.click(within(pages).getByRole('button', { name: 'Próxima' }));
    expect(within(pages).getByText('Página 3 de 3')).toBeInTheDocument();
    expect(rows()).toEqual(many.slice(40).map((u) => `${u.name} ${u.surname}`));

    await user.type(screen.getByRole('searchbox', { name: 'Buscar usuários' }), 'pessoa4');
    expect(rows()).toEqual(['Pessoa04 Teste', ...many.slice(39, 45).map((u) => `${u.name} ${u.surname}`)]);
    expect(screen.queryByRole('navigation', { name: 'Páginas de usuários' })).not.toBeInTheDocument();
  });
});
