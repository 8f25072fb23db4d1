import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import {
  currentPath,
  json,
  makeUser,
  mockApi,
  renderApp,
  statesAndCities,
  switchableReply,
} from '../../../test/utils';
import { makeStore } from '../../app/store';
import { authApi } from './authApi';
import { selectIsAdmin, selectIsAuthenticated, selectSessionUnconfirmed } from './authSlice';
import { initAuth, logout } from './authThunks';

describe('auth state', () => {
  it('starts unauthenticated, without calling /api/me, when no token is stored', async () => {
    const calls = mockApi({});
    const store = makeStore();
    expect(selectIsAuthenticated(store.getState())).toBe(false);
    await store.dispatch(initAuth());
    expect(store.getState().auth).toMatchObject({ token: null, user: null, initialized: true });
    expect(calls).toHaveLength(0);
  });

  it('login sets token and user and persists the token', async () => {
    const user = makeUser();
    mockApi({ 'POST /api/login': { body: { token: 'jwt-1', user } } });
    const store = makeStore();
    await store.dispatch(authApi.endpoints.login.initiate({ email: user.email, password: 'Senha123' }));
    expect(store.getState().auth.token).toBe('jwt-1');
    expect(store.getState().auth.user).toEqual(user);
    expect(selectIsAuthenticated(store.getState())).toBe(true);
    expect(window.localStorage.getItem('token')).toBe('jwt-1');
  });

  it('admin means a signed-in user with is_admin', async () => {
    mockApi({ 'POST /api/login': { body: { token: 'jwt-a', user: makeUser({ is_admin: true }) } } });
    const store = makeStore();
    expect(selectIsAdmin(store.getState())).toBe(false);
    await store.dispatch(
      authApi.endpoints.login.initiate({ email: 'admin@example.com', password: 'Admin123' }),
    );
    expect(selectIsAdmin(store.getState())).toBe(true);
  });

  it('restores the session from the stored token through /api/me, sending the bearer token', async () => {
    window.localStorage.setItem('token', 'jwt-2');
    const user = makeUser();
    const calls = mockApi({ 'GET /api/me': { body: { user } } });
    const store = makeStore();
    await store.dispatch(initAuth());
    expect(store.getState().auth).toMatchObject({ token: 'jwt-2', user, initialized: true });
    expect(calls[0]).toMatchObject({ path: '/api/me', authorization: 'Bearer jwt-2' });
  });

  it('a 401 on /api/me clears token and user', async () => {
    window.localStorage.setItem('token', 'jwt-old');
    mockApi({ 'GET /api/me': { status: 401, body: { message: 'Não autenticado.' } } });
    const store = makeStore();
    await store.dispatch(initAuth());
    expect(store.getState().auth).toMatchObject({ token: null, user: null, initialized: true });
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it.each([
    ['a 503', () => json(503, { message: 'Serviço temporariamente indisponível.' })],
    ['a 500', () => json(500, {})],
    [
      'a network error',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('%s on /api/me keeps the stored session, unconfirmed', async (_, answer) => {
    window.localStorage.setItem('token', 'jwt-kept');
    globalThis.fetch = async () => answer();
    const store = makeStore();
    await store.dispatch(initAuth());
    expect(store.getState().auth).toMatchObject({ token: 'jwt-kept', user: null, initialized: true });
    expect(selectSessionUnconfirmed(store.getState())).toBe(true);
    expect(window.localStorage.getItem('token')).toBe('jwt-kept');
  });

  it('logout clears token and user even when the server call fails', async () => {
    window.localStorage.setItem('token', 'jwt-3');
    const calls = mockApi({
      'GET /api/me': { body: { user: makeUser() } },
      'POST /api/logout': { status: 500, body: {} },
    });
    const store = makeStore();
    await store.dispatch(initAuth());
    await store.dispatch(logout());
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('POST /api/logout');
    expect(store.getState().auth).toMatchObject({ token: null, user: null });
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('keeps the pending e-mail in the browser', async () => {
    window.localStorage.setItem('pendingEmail', 'nova@example.com');
    const store = makeStore();
    expect(store.getState().auth.pendingEmail).toBe('nova@example.com');
  });
});

describe('401 handling', () => {
  it('any 401 clears the stored token and sends the browser to /login', async () => {
    const me = switchableReply(
      { body: { user: makeUser() } },
      { status: 401, body: { message: 'Não autenticado.' } },
    );
    mockApi({
      'GET /api/me': me.reply,
      'GET /api/states': () => ({ status: 401, body: { message: 'Não autenticado.' } }),
      'GET /api/cities/*': { body: { cities: [] } },
    });
    await renderApp('/profile', { token: 'jwt-4' });
    me.switchOver();
    await waitFor(() => expect(currentPath()).toBe('/login?next=/profile'));
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('a 401 saying the account was blocked shows /login with the blocked message and the support link, until the next sign-in', async () => {
    const blocked = 'Sua conta está bloqueada. Entre em contato com o suporte.';
    const me = switchableReply({ body: { user: makeUser() } }, { status: 401, body: { message: blocked } });
    mockApi({
      'GET /api/me': me.reply,
      'GET /api/states': () => ({ status: 401, body: { message: blocked } }),
      'GET /api/cities/*': { body: { cities: [] } },
      'POST /api/login': { body: { token: 'jwt-new', user: makeUser() } },
    });
    const { user, store } = await renderApp('/profile', { token: 'jwt-blocked' });
    me.switchOver();
    await waitFor(() => expect(currentPath()).toBe('/login?next=/profile'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(blocked);
    expect(within(alert).getByRole('link', { name: 'Fale com o suporte' })).toHaveAttribute(
      'href',
      '/support/contact',
    );
    // Persistent: a reload still says why (the browser keeps it), and typing does not take it away.
    expect(window.localStorage.getItem('sessionBlocked')).toBe('true');
    await user.type(screen.getByLabelText(/E-mail/), 'ana@example.com');
    expect(screen.getByRole('alert')).toHaveTextContent(blocked);

    await user.type(screen.getByLabelText(/Senha/), 'Senha123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(store.getState().auth.token).toBe('jwt-new'));
    expect(store.getState().auth.sessionBlocked).toBe(false);
    expect(window.localStorage.getItem('sessionBlocked')).toBeNull();
  });

  it('after a reload, /login still says that a block ended the session', async () => {
    window.localStorage.setItem('sessionBlocked', 'true');
    mockApi({});
    await renderApp('/login');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sua conta está bloqueada. Entre em contato com o suporte.',
    );
  });

  it('a plain 401 says nothing of a block', async () => {
    mockApi({ 'GET /api/me': { status: 401, body: { message: 'Não autenticado. Faça login novamente.' } } });
    const { store } = await renderApp('/profile', { token: 'jwt-old' });
    await waitFor(() => expect(currentPath()).toBe('/login?next=/profile'));
    expect(store.getState().auth.sessionBlocked).toBe(false);
    expect(screen.queryByText(/bloqueada/)).not.toBeInTheDocument();
  });

  it('a wrong password (401 on login) stays on the form with its message', async () => {
    mockApi({ 'POST /api/login': { status: 401, body: { message: 'E-mail ou senha incorretos' } } });
    const { user } = await renderApp('/login');
    await user.type(screen.getByLabelText(/E-mail/), 'ana@example.com');
    await user.type(screen.getByLabelText(/Senha/), 'Errada1');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('E-mail ou senha incorretos')).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
  });
});

describe('login and logout through the app', () => {
  it('signing in on /login leads to the home page, and Sair returns to /login', async () => {
    const user = makeUser();
    mockApi({
      'POST /api/login': { body: { token: 'jwt-5', user } },
      'POST /api/logout': { body: { message: 'ok' } },
    });
    const { user: u, store } = await renderApp('/login');
    await u.type(screen.getByLabelText(/E-mail/), user.email);
    await u.type(screen.getByLabelText(/Senha/), 'Senha123');
    await u.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Início' })).toBeInTheDocument();

    await u.click(screen.getAllByRole('button', { name: 'Sair' })[0]!);
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(store.getState().auth).toMatchObject({ token: null, user: null });
  });
});

describe('a session the server could not check at start', () => {
  it('shows the retry screen, keeps the person signed in and opens the page once the server answers', async () => {
    const me = switchableReply(
      { status: 503, body: { message: 'Serviço temporariamente indisponível.' } },
      { body: { user: makeUser() } },
    );
    mockApi({
      'GET /api/me': me.reply,
      ...statesAndCities,
    });
    const { user } = await renderApp('/profile', { token: 'jwt-6' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sem conexão com o servidor' }),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/profile');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBe('jwt-6');

    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled());
    expect(screen.getByRole('heading', { level: 1, name: 'Sem conexão com o servidor' })).toBeInTheDocument();

    me.switchOver();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar Perfil' })).toBeInTheDocument();
    expect(currentPath()).toBe('/profile');
  });

  it('ends the session when the new check answers 401', async () => {
    let status = 503;
    mockApi({ 'GET /api/me': () => ({ status, body: {} }) });
    const { user } = await renderApp('/profile', { token: 'jwt-7' });
    await screen.findByRole('heading', { level: 1, name: 'Sem conexão com o servidor' });
    status = 401;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(currentPath()).toBe('/login?next=/profile'));
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
