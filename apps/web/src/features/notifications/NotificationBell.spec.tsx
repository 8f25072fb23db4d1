import { beforeAll, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { currentPath, mockApi, renderApp, switchableReply } from '../../../test/utils';
import { makeList, makeNotification, notificationId, signedInApi } from '../../../test/notifications';

/** A signed-in page that asks nothing else of the API, so the bell's calls are the only ones. */
const openApp = () => renderApp('/duvidas', { token: 'jwt' });
const bell = (name: string | RegExp = /^Notificações/) => screen.findByRole('button', { name });
const panel = () => screen.getByRole('dialog', { name: 'Notificações' });

describe('NotificationBell', () => {
  // The panel's list loads on demand (a hover or focus on the bell starts it); jest compiles it on first
  // import, which on a busy machine can outlast the click that follows the hover. Compiled once here.
  beforeAll(async () => {
    await import('./NotificationPanel');
  });

  it('names the unread count and shows it on a badge, capped at 99+', async () => {
    signedInApi({}, makeList([makeNotification(1), makeNotification(2), makeNotification(3)]));
    await openApp();
    const button = await bell('Notificações, 3 não lidas');
    expect(button).toHaveTextContent('3');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows 99+ above 99 while the name keeps the count', async () => {
    signedInApi({}, makeList([makeNotification(1)], { unread: 150 }));
    await openApp();
    expect(await bell('Notificações, 150 não lidas')).toHaveTextContent('99+');
  });

  it('is not there for a guest, who asks nothing about notifications', async () => {
    const calls = mockApi({});
    await renderApp('/duvidas');
    expect(await screen.findByRole('heading', { name: 'Dúvidas Frequentes' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Notificações/ })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith('/api/notifications'))).toHaveLength(0);
  });

  it('opens with Enter or Space, moves focus in, and Escape closes it back on the bell', async () => {
    signedInApi({}, makeList([makeNotification(1)]));
    const { user } = await openApp();
    const button = await bell('Notificações, 1 não lida');
    act(() => button.focus());
    await user.keyboard('{Enter}');
    expect(panel()).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(await within(panel()).findByRole('link', { name: /Bar 1/ })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    await user.keyboard(' ');
    expect(panel()).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    signedInApi({}, makeList([makeNotification(1)]));
    const { user } = await openApp();
    await user.click(await bell());
    expect(panel()).toBeInTheDocument();
    await user.click(screen.getByRole('heading', { name: 'Dúvidas Frequentes' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists the latest with their text, age and unread state; a click marks it read and opens its link', async () => {
    const first = makeNotification(1);
    const calls = signedInApi(
      {
        [`POST /api/notifications/${notificationId(1)}/read`]: {
          body: { notification: { ...first, read_at: new Date().toISOString() }, unread: 1 },
        },
      },
      makeList([first, makeNotification(2), makeNotification(90, { read_at: '2026-12-01T10:00:00.000Z' })]),
    );
    const { user } = await openApp();
    await user.click(await bell('Notificações, 2 não lidas'));
    const links = within(panel()).getAllByRole('link', { name: /Nova postagem no fórum/ });
    expect(links).toHaveLength(3);
    expect(links[0]).toHaveTextContent('O anfitrião publicou no fórum de “Bar 1”.');
    expect(links[0]).toHaveTextContent('Não lida');
    expect(links[0]).toHaveTextContent('há 1 minuto');
    expect(links[2]).not.toHaveTextContent('Não lida');
    expect(links[2]).toHaveTextContent('há 1 hora');
    await user.click(links[0]!);
    // The route's page loads in a transition: the address changes once its chunk is there.
    await waitFor(() => expect(currentPath()).toBe('/forum/ffffffff-0000-4000-8000-000000000001'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await bell('Notificações, 1 não lida')).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST' && c.path.startsWith('/api/notifications'));
    expect(posts.map((c) => c.path)).toEqual([`/api/notifications/${notificationId(1)}/read`]);
  });

  it('marks read the notification a push opened this page from, and takes it out of the address', async () => {
    let list = makeList([makeNotification(1), makeNotification(2)]);
    const calls = signedInApi({
      'GET /api/notifications': () => ({ body: list }),
      [`POST /api/notifications/${notificationId(1)}/read`]: () => {
        const [first, ...rest] = list.notifications;
        const read = { ...first!, read_at: new Date().toISOString() };
        list = makeList([read, ...rest], { unread: 1 });
        return { body: { notification: read, unread: 1 } };
      },
    });
    await renderApp(`/duvidas?aba=geral&notificacao=${notificationId(1)}`, { token: 'jwt' });
    expect(await bell('Notificações, 1 não lida')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/duvidas?aba=geral'));
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.path)).toEqual([`/api/notifications/${notificationId(1)}/read`]);
  });

  it('only takes out of the address a push parameter that names no notification', async () => {
    const calls = signedInApi({}, makeList([makeNotification(1)]));
    await renderApp('/duvidas?notificacao=../../admin', { token: 'jwt' });
    await waitFor(() => expect(currentPath()).toBe('/duvidas'));
    expect(await bell('Notificações, 1 não lida')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('marks all as read at once', async () => {
    let list = makeList([makeNotification(1), makeNotification(2)]);
    const calls = signedInApi({
      'GET /api/notifications': () => ({ body: list }),
      'POST /api/notifications/read-all': () => {
        list = makeList(list.notifications.map((n) => ({ ...n, read_at: new Date().toISOString() })));
        return { body: { message: 'Todas as notificações foram marcadas como lidas.', unread: 0 } };
      },
    });
    const { user } = await openApp();
    await user.click(await bell('Notificações, 2 não lidas'));
    await user.click(within(panel()).getByRole('button', { name: 'Marcar todas como lidas' }));
    expect(await screen.findByText('Todas as notificações foram marcadas como lidas.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notificações' })).not.toHaveTextContent(/\d/);
    expect(within(panel()).queryByText('Não lida')).not.toBeInTheDocument();
    expect(
      within(panel()).queryByRole('button', { name: 'Marcar todas como lidas' }),
    ).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/notifications/read-all')).toHaveLength(1);
  });

  it("says when there is nothing, and 'Ver todas' opens the page", async () => {
    signedInApi({ 'GET /api/notifications': { body: makeList([]) } });
    const { user } = await openApp();
    await user.click(await bell('Notificações'));
    expect(await within(panel()).findByText('Nenhuma notificação por aqui.')).toBeInTheDocument();
    await user.click(within(panel()).getByRole('link', { name: 'Ver todas' }));
    await waitFor(() => expect(currentPath()).toBe('/notificacoes'));
  });

  it('says a failed load and tries again on request', async () => {
    const notifications = switchableReply(
      { status: 503, body: { message: 'Serviço indisponível.' } },
      { body: makeList([makeNotification(1)]) },
    );
    signedInApi({ 'GET /api/notifications': notifications.reply });
    const { user } = await openApp();
    await user.click(await bell('Notificações'));
    expect(
      await within(panel()).findByText('Não foi possível carregar as notificações.'),
    ).toBeInTheDocument();
    notifications.switchOver();
    await user.click(within(panel()).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(panel()).findByRole('link', { name: /Bar 1/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notificações, 1 não lida' })).toBeInTheDocument();
  });

  it('asks again when the tab comes back and announces a grown count politely', async () => {
    let list = makeList([makeNotification(2)]);
    const calls = signedInApi({ 'GET /api/notifications': () => ({ body: list }) });
    await openApp();
    const button = await bell('Notificações, 1 não lida');
    const live = button.parentElement!.querySelector('[aria-live="polite"]');
    expect(live).toBeEmptyDOMElement();
    list = makeList([makeNotification(1), makeNotification(2)]);
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(await bell('Notificações, 2 não lidas')).toBeInTheDocument();
    await waitFor(() => expect(live).toHaveTextContent('Você tem 2 notificações não lidas.'));
    const asked = calls.filter((c) => c.path === '/api/notifications');
    expect(asked).toHaveLength(2);
    expect(asked[0]!.query.get('limit')).toBe('5');
  });
});
