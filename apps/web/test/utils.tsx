import { expect, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { User } from '@encontro/contracts';
import { App } from '../src/app/App';
import { makeStore, type AppStore } from '../src/app/store';
import { initAuth } from '../src/features/auth/authThunks';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    user_id: '7d0c1f0e-8a4b-4a55-9a52-2f3f0c8f9d11',
    name: 'Ana',
    surname: 'Souza',
    email: 'ana@example.com',
    state: 'São Paulo',
    city: 'São Paulo',
    city_id: '3550308',
    gender: 'F',
    photo: null,
    is_admin: false,
    email_verified: true,
    last_confirmed_indication_id: null,
    last_voted_indication_id: null,
    created_at: '2024-03-05T15:00:00.000Z',
    ...overrides,
  };
}

export type ApiCall = {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
  /** The query string's parameters (e.g. `call.query.get('page')`). */
  query: URLSearchParams;
};
type Reply = { status?: number; body?: unknown };
/** A 422 refusing one field, as the API words it: the message, and the same under `errors[field]`. */
export const fieldRefusal = (field: string, message: string): Reply => ({
  status: 422,
  body: { message, errors: { [field]: [message] } },
});

type Handler = Reply | ((call: ApiCall) => Reply | Promise<Reply>);

/**
 * A route whose answer changes while the page is open: `reply` answers `first` until `switchOver()`,
 * then `then` (a server that fails and comes back, or a session that expires).
 */
export function switchableReply(first: Reply, then: Reply) {
  let switched = false;
  return {
    reply: (): Reply => (switched ? then : first),
    switchOver: () => {
      switched = true;
    },
  };
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Replaces the global fetch: the only fake in these tests. Keys are "METHOD /api/path"; a path may end
 * in "*" to match a prefix. Unknown calls answer 404. Returns the list of calls made.
 */
export function mockApi(handlers: Record<string, Handler>): ApiCall[] {
  const calls: ApiCall[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const path = decodeURIComponent(url.pathname);
    const text = await request.clone().text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // multipart or plain text: keep the raw text
    }
    const call: ApiCall = {
      method: request.method,
      path,
      body,
      authorization: request.headers.get('Authorization'),
      query: url.searchParams,
    };
    calls.push(call);
    const key = `${request.method} ${path}`;
    const match =
      handlers[key] ??
      Object.entries(handlers).find(([k]) => k.endsWith('*') && key.startsWith(k.slice(0, -1)))?.[1];
    if (!match) return json(404, { message: `Sem mock para ${key}` });
    const reply = typeof match === 'function' ? await match(call) : match;
    return json(reply.status ?? 200, reply.body ?? {});
  };
  return calls;
}

export const statesAndCities: Record<string, Handler> = {
  'GET /api/states': { body: { states: ['Rio de Janeiro', 'São Paulo'] } },
  'GET /api/cities/São Paulo': {
    body: {
      cities: [
        { city: 'Campinas', city_id: '3509502' },
        { city: 'Santos', city_id: '3548500' },
        { city: 'São Paulo', city_id: '3550308' },
        { city: 'São José dos Campos', city_id: '3549904' },
      ],
    },
  },
  'GET /api/cities/Rio de Janeiro': {
    body: {
      cities: [
        { city: 'Niterói', city_id: '3303302' },
        { city: 'Rio de Janeiro', city_id: '3304557' },
      ],
    },
  },
};

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function currentPath(): string {
  return screen.getByTestId('location').textContent ?? '';
}

type RenderOptions = { token?: string; pendingEmail?: string };

/** The whole app on a memory router with a real store; waits for auth initialisation. */
export async function renderApp(path: string, options: RenderOptions = {}) {
  if (options.token) window.localStorage.setItem('token', options.token);
  if (options.pendingEmail) window.localStorage.setItem('pendingEmail', options.pendingEmail);
  const store = makeStore();
  const user = userEvent.setup();
  const utils = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <App />
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
  await act(async () => {
    await store.dispatch(initAuth());
  });
  return { store, user, ...utils };
}

/** One component with a real store (and a router for links). */
export function renderWithStore(ui: ReactNode, store: AppStore = makeStore()) {
  const user = userEvent.setup();
  const utils = render(
    <Provider store={store}>
      <MemoryRouter>{ui}</MemoryRouter>
    </Provider>,
  );
  return { store, user, ...utils };
}

/**
 * The parts of every FormData built from now on, as `[name, value]` (a file as `file:<name>`): jsdom's
 * FormData cannot cross into Node's Request, so they are read as they are appended. `restore` ends it.
 */
export function captureFormData() {
  const parts: [string, string][] = [];
  const append = jest.spyOn(FormData.prototype, 'append').mockImplementation(function (
    this: FormData,
    name: string,
    value: string | Blob,
  ) {
    parts.push([name, typeof value === 'string' ? value : `file:${(value as File).name}`]);
  });
  return { parts, restore: () => append.mockRestore() };
}

/** The verification e-mail went again to `email`: the success text shows, and the last call asked for it. */
export async function expectValidationResent(calls: ApiCall[], email: string) {
  expect(
    await screen.findByText('Email de verificação reenviado com sucesso! Verifique sua caixa de entrada.'),
  ).toBeInTheDocument();
  expect(calls.at(-1)).toMatchObject({ path: '/api/resend-validation', body: { email } });
}
