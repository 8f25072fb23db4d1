import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { Notification } from '@encontro/contracts';
import { currentPath, renderApp, switchableReply, type ApiCall } from '../../../test/utils';
import { makeList, makeNotification, notificationId, signedInApi } from '../../../test/notifications';

/** 25 notifications, newest first, answered 20 (or the asked limit) at a time after `before`. */
function pagedServer(all: Notification[]) {
  return ({ query }: ApiCall) => {
    const limit = Number(query.get('limit') ?? 20);
    const before = query.get('before');
    const start = before ? all.findIndex((n) => n.id === before) + 1 : 0;
    const page = all.slice(start, start + limit);
    const more = start + limit < all.length;
    return {
      body: makeList(page, {
        unread: all.filter((n) => n.read_at === null).length,
        next_before: more ? page.at(-1)!.id : null,
      }),
    };
  };
}

const openPage = async () => {
  const app = await renderApp('/notificacoes', { token: 'jwt' });
  await screen.findByRole('heading', { name: 'Notificações', level: 1 });
  return app;
};
const list = () => screen.getAllByRole('list').find((l) => l.classList.contains('notification-list'))!;
const pageCalls = (calls: ApiCall[]) =>
  calls.filter((c) => c.path === '/api/notifications' && c.query.get('limit') === '20');

describe('NotificationsPage', () => {
  it("lists newest first and loads the next page with 'Carregar mais'", async () => {
    const all = Array.from({ length: 25 }, (_, i) =>
      makeNotification(i + 1, i >= 3 ? { read_at: '2026-12-01T10:00:00.000Z' } : {}),
    );
    const calls = signedInApi({ 'GET /api/notifications': pagedServer(all) });
    const { user } = await openPage();
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(20));
    expect(screen.getByText('3 não lidas')).toBeInTheDocument();
    const items = within(list()).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('“Bar 1”');
    expect(items[0]).toHaveTextContent('Não lida');
    expect(items[3]).not.toHaveTextContent('Não lida');
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(25));
    expect(within(list()).getAllByRole('listitem')[24]).toHaveTextContent('“Bar 25”');
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
    expect(pageCalls(calls).map((c) => c.query.get('before'))).toEqual([null, notificationId(20)]);
  });

  it("marks one as read with its button, without leaving the page; 'Não lida' is a word, not a colour", async () => {
    const first = makeNotification(1);
    const calls = signedInApi(
      {
        [`POST /api/notifications/${notificationId(1)}/read`]: {
          body: { notification: { ...first, read_at: '2026-12-04T15:00:00.000Z' }, unread: 1 },
        },
      },
      makeList([first, makeNotification(2)]),
    );
    const { user } = await openPage();
    const buttons = await screen.findAllByRole('button', {
      name: /^Marcar como lida.*Nova postagem no fórum/,
    });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[0]!);
    const [item] = within(list()).getAllByRole('listitem');
    await waitFor(() => expect(item).not.toHaveTextContent('Não lida'));
    expect(within(item!).queryByRole('button', { name: /Marcar como lida/ })).not.toBeInTheDocument();
    expect(await screen.findByText('1 não lida')).toBeInTheDocument();
    expect(currentPath()).toBe('/notificacoes');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      `/api/notifications/${notificationId(1)}/read`,
    ]);
  });

  it('opens a notification and marks it read on the way', async () => {
    const calls = signedInApi(
      {
        [`POST /api/notifications/${notificationId(1)}/read`]: {
          body: { notification: makeNotification(1, { read_at: '2026-12-04T15:00:00.000Z' }), unread: 0 },
        },
      },
      makeList([makeNotification(1, { url: '/support/ticket' })]),
    );
    const { user } = await openPage();
    await user.click(await within(await screen.findByRole('main')).findByRole('link', { name: /Bar 1/ }));
    await waitFor(() => expect(currentPath()).toBe('/support/ticket'));
    expect(calls.some((c) => c.path === `/api/notifications/${notificationId(1)}/read`)).toBe(true);
  });

  it('marks all as read and reloads the list', async () => {
    let all = [makeNotification(1), makeNotification(2)];
    const calls = signedInApi({
      'GET /api/notifications': () => ({ body: makeList(all) }),
      'POST /api/notifications/read-all': () => {
        all = all.map((n) => ({ ...n, read_at: '2026-12-04T15:00:00.000Z' }));
        return { body: { message: 'Todas as notificações foram marcadas como lidas.', unread: 0 } };
      },
    });
    const { user } = await openPage();
    await user.click(
      await within(await screen.findByRole('main')).findByRole('button', { name: 'Marcar todas como lidas' }),
    );
    expect(await screen.findByText('Nenhuma notificação não lida.')).toBeInTheDocument();
    expect(within(list()).queryByText('Não lida')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Notificações', level: 1 })).toHaveFocus();
    expect(pageCalls(calls).length).toBeGreaterThanOrEqual(2);
  });

  it('says when there is nothing yet', async () => {
    signedInApi();
    await openPage();
    expect(
      await within(screen.getByRole('main')).findByText('Nenhuma notificação por aqui.'),
    ).toBeInTheDocument();
  });

  it('says a failed load and tries again', async () => {
    const notifications = switchableReply(
      { status: 500, body: { message: 'Erro interno.' } },
      { body: makeList([makeNotification(1)]) },
    );
    signedInApi({ 'GET /api/notifications': notifications.reply });
    const { user } = await openPage();
    const main = within(screen.getByRole('main'));
    expect(await main.findByText('Não foi possível carregar as notificações.')).toBeInTheDocument();
    notifications.switchOver();
    await user.click(main.getByRole('button', { name: 'Tentar novamente' }));
    expect(await main.findByRole('link', { name: /Bar 1/ })).toBeInTheDocument();
  });
});
