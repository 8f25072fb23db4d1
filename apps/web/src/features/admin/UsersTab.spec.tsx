import { describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import {
  callsTo,
  confirmInDialog,
  lastQuery,
  makeAdminUser,
  mockAdminApi,
  openAdmin,
  toasts,
  userPage,
  usersAnswer,
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
    'GET /api/admin/users': usersAnswer(() => list),
    ...extra,
  });
}

const USERS = 'GET /api/admin/users';
const searchBox = () => screen.getByRole('searchbox', { name: 'Buscar usuários' });

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

  it('says "Mais de" when the server counted no further than its bound', async () => {
    mockAdminApi({
      'GET /api/admin/users': () => ({
        body: {
          data: [bruno],
          meta: { ...userPage([bruno]).meta, total: 1000, last_page: 50, total_exact: false },
        },
      }),
    });
    await openAdmin();
    expect(await screen.findByText('Mais de 1.000 usuários')).toBeInTheDocument();
  });

  it('asks the server for what is typed once typing pauses, keeping the focus in the search box', async () => {
    const calls = usersApi();
    const { user } = await openAdmin();
    await screen.findByRole('rowheader', { name: 'Bruno Lima' });
    expect(lastQuery(calls, USERS)).toEqual({ page: '1', per_page: '20' });
    const before = callsTo(calls, USERS).length;
    await user.type(searchBox(), 'ALVES');
    await waitFor(() => expect(rows()).toEqual(['Rafael Alves']));
    // One call for the whole word, not one a keystroke.
    expect(callsTo(calls, USERS)).toHaveLength(before + 1);
    expect(lastQuery(calls, USERS)).toEqual({ search: 'ALVES', page: '1', per_page: '20' });
    expect(searchBox()).toHaveFocus();

    await user.clear(searchBox());
    await user.type(searchBox(), 'bruno@');
    await waitFor(() => expect(rows()).toEqual(['Bruno Lima']));
    expect(lastQuery(calls, USERS)).toMatchObject({ search: 'bruno@' });
    expect(searchBox()).toHaveFocus();
  });

  it('filters by state on the server, together with the search', async () => {
    const calls = usersApi();
    const { user } = await openAdmin();
    await screen.findByRole('rowheader', { name: 'Bruno Lima' });
    await screen.findByRole('option', { name: 'Rio de Janeiro' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Rio de Janeiro');
    await waitFor(() => expect(rows()).toEqual(['Rafael Alves']));
    expect(lastQuery(calls, USERS)).toEqual({ state: 'Rio de Janeiro', page: '1', per_page: '20' });
    expect(screen.getByText('1 usuário')).toBeInTheDocument();

    await user.type(searchBox(), 'bruno');
    expect(await screen.findByText('Nenhum usuário encontrado')).toBeInTheDocument();
    expect(lastQuery(calls, USERS)).toEqual({
      search: 'bruno',
      state: 'Rio de Janeiro',
      page: '1',
      per_page: '20',
    });
  });

  it("keeps the rows while a slow search loads, saying 'Buscando usuários...', then shows the answer", async () => {
    let release: () => void = () => undefined;
    const answer = usersAnswer(() => [bruno, rafael, chefe]);
    usersApi(undefined, {
      [USERS]: async (call) => {
        if (call.query.get('search')) await new Promise<void>((r) => (release = r));
        return answer(call);
      },
    });
    const { user } = await openAdmin();
    await screen.findByRole('rowheader', { name: 'Bruno Lima' });
    expect(screen.queryByText('Buscando usuários...')).not.toBeInTheDocument();
    await user.type(searchBox(), 'rafael');
    expect(await screen.findByText('Buscando usuários...')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Usuários' })).toHaveAttribute('aria-busy', 'true');
    expect(rows()).toEqual(['Bruno Lima', 'Rafael Alves', expect.stringContaining('Chefe Geral')]);
    expect(screen.queryByText('Carregando usuários...')).not.toBeInTheDocument();
    await act(async () => release());
    await waitFor(() => expect(rows()).toEqual(['Rafael Alves']));
    expect(screen.queryByText('Buscando usuários...')).not.toBeInTheDocument();
    expect(screen.getByText('1 usuário')).toBeInTheDocument();
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

  it('asks the server for 20 users a page, and for the first page again when the search changes', async () => {
    const many = Array.from({ length: 45 }, (_, i) =>
      makeAdminUser({
        user_id: uuid(100 + i, 'c'),
        name: `Pessoa${String(i + 1).padStart(2, '0')}`,
        surname: 'Teste',
        email: `pessoa${i + 1}@example.com`,
      }),
    );
    const calls = usersApi(many);
    const { user } = await openAdmin();
    await screen.findByRole('rowheader', { name: 'Pessoa01 Teste' });
    expect(rows()).toHaveLength(20);
    expect(screen.getByText('45 usuários')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Páginas de usuários' });
    expect(within(pages).getByText('Página 1 de 3')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Próxima' }));
    expect(await within(pages).findByText('Página 2 de 3')).toBeInTheDocument();
    expect(lastQuery(calls, USERS)).toEqual({ page: '2', per_page: '20' });
    await waitFor(() => expect(rows()[0]).toBe('Pessoa21 Teste'));
    await user.click(within(pages).getByRole('button', { name: 'Próxima' }));
    expect(await within(pages).findByText('Página 3 de 3')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toEqual(many.slice(40).map((u) => `${u.name} ${u.surname}`)));
    expect(within(pages).getByRole('button', { name: 'Próxima' })).toBeDisabled();

    await user.type(searchBox(), 'pessoa4');
    await waitFor(() =>
      expect(rows()).toEqual(['Pessoa04 Teste', ...many.slice(39, 45).map((u) => `${u.name} ${u.surname}`)]),
    );
    expect(lastQuery(calls, USERS)).toEqual({ search: 'pessoa4', page: '1', per_page: '20' });
    expect(screen.queryByRole('navigation', { name: 'Páginas de usuários' })).not.toBeInTheDocument();
  });

  it('shows the page that now is the last when a deletion empties the last one', async () => {
    let list = Array.from({ length: 21 }, (_, i) =>
      makeAdminUser({
        user_id: uuid(200 + i, 'd'),
        name: `Gente${String(i + 1).padStart(2, '0')}`,
        surname: 'Teste',
      }),
    );
    const last = list[20]!;
    const calls = usersApi(undefined, {
      [USERS]: usersAnswer(() => list),
      [`DELETE /api/admin/users/${last.user_id}`]: () => {
        list = list.slice(0, 20);
        return { body: { message: 'Usuário excluído com sucesso!' } };
      },
    });
    const { user } = await openAdmin();
    await screen.findByRole('rowheader', { name: 'Gente01 Teste' });
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    await user.click(await screen.findByRole('button', { name: 'Excluir Gente21 Teste' }));
    await confirmInDialog(user, 'Excluir');
    expect(await screen.findByRole('rowheader', { name: 'Gente01 Teste' })).toBeInTheDocument();
    expect(rows()).toHaveLength(20);
    expect(lastQuery(calls, USERS)).toEqual({ page: '1', per_page: '20' });
  });
});
