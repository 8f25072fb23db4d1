import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { ForumUpdate } from '@encontro/contracts';
import { makeUser } from '../../../../test/utils';
import { makeStore, type AppStore } from '../../../app/store';
import { setNavigator } from '../../../app/navigation';
import { LiveStatus } from './LiveStatus';
import { MAX_POLL_FAILURES, POLL_INTERVAL_MS, PUSH_RETRY_MS, PUSH_SILENCE_MS } from './forumLiveSession';
import { useForumLive } from './useForumLive';

const forumId = '0b7f2d9e-4c1a-4f5e-9a51-1d2b3c4d5e6f';
const token = 'token-da-ana';
const user = makeUser();

const update = (id: number): ForumUpdate => ({
  id: String(id),
  forum_id: forumId,
  type: 'stats_updated',
  data: { total_posts: id, total_comments: 0, active_participants: 2 },
  created_at: '2024-03-08T12:00:00.000Z',
});

type Call = { method: string; path: string; query: URLSearchParams; headers: Headers; body: unknown };
type PushStream = { send: (text: string) => void; end: () => void; aborted: () => boolean };
type StreamReply = 'open' | 'network' | number;
type PollReply = { status?: number; updates?: ForumUpdate[]; last_update?: string };

/** The gateway as the browser sees it: the only fake here is `fetch`. */
function fakeGateway() {
  const calls: Call[] = [];
  const streams: PushStream[] = [];
  const state = {
    stream: 'open' as StreamReply,
    connect: { status: 200, last_update: '10' },
    polls: [] as PollReply[],
  };
  const encoder = new TextEncoder();
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const headers = new Headers(init?.headers);
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const call: Call = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers,
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(call);
    const base = `/api/forum/${forumId}`;
    if (call.path === `${base}/stream`) {
      if (state.stream === 'network') throw new TypeError('fetch failed');
      if (typeof state.stream === 'number') return json(state.stream, { message: 'Indisponível' });
      let aborted = false;
      let controller!: ReadableStreamDefaultController<Uint8Array>;
      const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
      init?.signal?.addEventListener('abort', () => {
        aborted = true;
        controller.error(new DOMException('The operation was aborted.', 'AbortError'));
      });
      streams.push({
        send: (chunk) => controller.enqueue(encoder.encode(chunk)),
        end: () => controller.close(),
        aborted: () => aborted,
      });
      return new Response(body, {
        status: 200,
        headers: { 'Content-Type': 'text/event-stream; charset=utf-8' },
      });
    }
    if (call.path === `${base}/connect`)
      return state.connect.status === 200
        ? json(200, { success: true, last_update: state.connect.last_update })
        : json(state.connect.status, { message: 'Erro' });
    if (call.path === `${base}/disconnect`) return json(200, { success: true });
    if (call.path === `${base}/updates`) {
      const reply = state.polls.shift() ?? {};
      if (reply.status && reply.status !== 200) return json(reply.status, { message: 'Erro' });
      const updates = reply.updates ?? [];
      return json(200, {
        updates,
        last_update: reply.last_update ?? updates.at(-1)?.id ?? call.query.get('last_update'),
      });
    }
    return json(404, { message: `Sem mock para ${call.path}` });
  };

  const sseUpdate = (u: ForumUpdate) => `id: ${u.id}\nevent: update\ndata: ${JSON.stringify(u)}\n\n`;
  return {
    calls,
    streams,
    state,
    sseUpdate,
    count: (suffix: string) => calls.filter((c) => c.path.endsWith(suffix)).length,
  };
}

let hidden = false;

/** Lets fetch, stream reads and React settle, moving fake time by `ms`. */
const tick = (ms = 0) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    await jest.advanceTimersByTimeAsync(0);
  });

const setHidden = async (value: boolean) => {
  hidden = value;
  await act(async () => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
};

function storeWithSession(): AppStore {
  return makeStore({ auth: { token, user, initialized: true, pendingEmail: null } });
}

function renderLive(store = storeWithSession()) {
  const received: ForumUpdate[] = [];
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const hook = renderHook(() => useForumLive(forumId, (u) => received.push(u)), { wrapper });
  return { ...hook, received, store };
}

describe('useForumLive', () => {
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    hidden = false;
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('receives updates over the push stream, with the token in the Authorization header only', async () => {
    const gateway = fakeGateway();
    const { result, received } = renderLive();
    expect(result.current.status).toBe('connecting');
    await tick();
    expect(result.current).toMatchObject({ status: 'connected', mode: 'push' });
    const [stream] = gateway.calls;
    expect(stream!.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(stream!.headers.get('Accept')).toBe('text/event-stream');
    expect(stream!.query.toString()).toBe('');

    // An update split across chunks, a heartbeat comment, then a second update.
    const text = gateway.sseUpdate(update(11));
    gateway.streams[0]!.send(text.slice(0, 20));
    await tick();
    gateway.streams[0]!.send(`${text.slice(20)}: heartbeat\n\n${gateway.sseUpdate(update(12))}`);
    await tick();
    expect(received.map((u) => u.id)).toEqual(['11', '12']);
    expect(gateway.count('/updates')).toBe(0);
  });

  it('falls back to polling every 3 s when the push stream cannot open', async () => {
    const gateway = fakeGateway();
    gateway.state.stream = 503;
    gateway.state.polls = [{ updates: [update(11)] }, { updates: [] }, { updates: [update(12)] }];
    const { result, received } = renderLive();
    await tick();
    expect(result.current).toMatchObject({ status: 'connected', mode: 'polling' });
    const connect = gateway.calls.find((c) => c.path.endsWith('/connect'))!;
    expect(connect.method).toBe('POST');
    expect(connect.body).toEqual({ connection_id: expect.any(String), user_id: user.user_id });
    expect(gateway.count('/updates')).toBe(1);
    const firstPoll = gateway.calls.find((c) => c.path.endsWith('/updates'))!;
    expect(firstPoll.query.get('connection_id')).toBe(
      (connect.body as { connection_id: string }).connection_id,
    );
    expect(firstPoll.query.get('last_update')).toBe('10');

    await tick(POLL_INTERVAL_MS - 1);
    expect(gateway.count('/updates')).toBe(1);
    await tick(1);
    expect(gateway.count('/updates')).toBe(2);
    await tick(POLL_INTERVAL_MS);
    expect(gateway.count('/updates')).toBe(3);
    expect(
      gateway.calls.filter((c) => c.path.endsWith('/updates')).map((c) => c.query.get('last_update')),
    ).toEqual(['10', '11', '11']);
    expect(received.map((u) => u.id)).toEqual(['11', '12']);
    expect(gateway.count('/connect')).toBe(1);
  });

  it('also polls when the stream request fails at the network level', async () => {
    const gateway = fakeGateway();
    gateway.state.stream = 'network';
    const { result } = renderLive();
    await tick();
    expect(result.current).toMatchObject({ status: 'connected', mode: 'polling' });
    expect(gateway.count('/updates')).toBe(1);
  });

  it('pauses polling while the tab is hidden and polls at once when it is visible again', async () => {
    const gateway = fakeGateway();
    gateway.state.stream = 503;
    renderLive();
    await tick();
    expect(gateway.count('/updates')).toBe(1);
    await setHidden(true);
    await tick(POLL_INTERVAL_MS * 4);
    expect(gateway.count('/updates')).toBe(1);
    await setHidden(false);
    await tick();
    expect(gateway.count('/updates')).toBe(2);
    await tick(POLL_INTERVAL_MS);
    expect(gateway.count('/updates')).toBe(3);
  });

  it('never hands the same update over twice, whether it came by push or by polling', async () => {
    const gateway = fakeGateway();
    gateway.state.polls = [{ updates: [update(12), update(13)] }, { updates: [update(13), update(14)] }];
    const { result, received } = renderLive();
    await tick();
    gateway.streams[0]!.send(gateway.sseUpdate(update(11)) + gateway.sseUpdate(update(12)));
    gateway.streams[0]!.send(gateway.sseUpdate(update(12)));
    await tick();
    // The stream drops right after opening: polling takes over from the last id seen.
    gateway.state.stream = 503;
    gateway.streams[0]!.end();
    await tick();
    expect(result.current.mode).toBe('polling');
    expect(gateway.calls.find((c) => c.path.endsWith('/updates'))!.query.get('last_update')).toBe('12');
    await tick(POLL_INTERVAL_MS);
    expect(received.map((u) => u.id)).toEqual(['11', '12', '13', '14']);
  });

  it('reopens a stream that dropped after a while with Last-Event-ID, without repeats', async () => {
    const gateway = fakeGateway();
    const { result, received } = renderLive();
    await tick();
    gateway.streams[0]!.send(gateway.sseUpdate(update(11)));
    await tick(10_000);
    gateway.streams[0]!.end();
    await tick();
    expect(result.current).toMatchObject({ status: 'connected', mode: 'push' });
    const reopened = gateway.calls.filter((c) => c.path.endsWith('/stream'));
    expect(reopened).toHaveLength(2);
    expect(reopened[1]!.headers.get('Last-Event-ID')).toBe('11');
    gateway.streams[1]!.send(gateway.sseUpdate(update(11)) + gateway.sseUpdate(update(12)));
    await tick();
    expect(received.map((u) => u.id)).toEqual(['11', '12']);
    expect(gateway.count('/connect')).toBe(0);
  });

  it('reopens a stream that went silent (no heartbeat for 45 s), as after a network change', async () => {
    const gateway = fakeGateway();
    const { result } = renderLive();
    await tick();
    gateway.streams[0]!.send(gateway.sseUpdate(update(11)));
    await tick(PUSH_SILENCE_MS - 1000);
    gateway.streams[0]!.send(': heartbeat\n\n');
    await tick(PUSH_SILENCE_MS - 1000);
    expect(gateway.count('/stream')).toBe(1);
    await tick(1000);
    expect(gateway.streams[0]!.aborted()).toBe(true);
    expect(gateway.count('/stream')).toBe(2);
    expect(gateway.calls.filter((c) => c.path.endsWith('/stream'))[1]!.headers.get('Last-Event-ID')).toBe(
      '11',
    );
    expect(result.current).toMatchObject({ status: 'connected', mode: 'push' });
  });

  it('goes back to push from polling when the stream is available again, disconnecting the poller', async () => {
    const gateway = fakeGateway();
    gateway.state.stream = 503;
    const { result } = renderLive();
    await tick();
    expect(result.current.mode).toBe('polling');
    gateway.state.stream = 'open';
    await tick(PUSH_RETRY_MS);
    expect(result.current).toMatchObject({ status: 'connected', mode: 'push' });
    expect(gateway.count('/disconnect')).toBe(1);
    const polls = gateway.count('/updates');
    await tick(POLL_INTERVAL_MS * 3);
    expect(gateway.count('/updates')).toBe(polls);
  });

  it('disconnects the polling connection and closes the stream when the page goes away', async () => {
    const gateway = fakeGateway();
    gateway.state.stream = 503;
    const first = renderLive();
    await tick();
    first.unmount();
    await tick();
    const connect = gateway.calls.find((c) => c.path.endsWith('/connect'))!;
    const disconnect = gateway.calls.find((c) => c.path.endsWith('/disconnect'))!;
    expect(disconnect.method).toBe('POST');
    expect(disconnect.body).toEqual(connect.body);
    const polls = gateway.count('/updates');
    await tick(POLL_INTERVAL_MS * 3);
    expect(gateway.count('/updates')).toBe(polls);

    gateway.state.stream = 'open';
    const second = renderLive();
    await tick();
    second.unmount();
    await tick();
    expect(gateway.streams[0]!.aborted()).toBe(true);
  });

  it('says Desconectado after failed polls, and Reconectar starts over with the push stream', async () => {
    const gateway = fakeGateway();
    gateway.state.stream = 503;
    gateway.state.polls = Array.from({ length: MAX_POLL_FAILURES }, () => ({ status: 500 }));
    const store = storeWithSession();
    function Page() {
      const live = useForumLive(forumId, () => undefined);
      return <LiveStatus status={live.status} onReconnect={live.reconnect} />;
    }
    render(
      <Provider store={store}>
        <Page />
      </Provider>,
    );
    await tick();
    await tick(POLL_INTERVAL_MS * MAX_POLL_FAILURES);
    expect(screen.getByRole('status')).toHaveTextContent('Desconectado');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    // A failed poll connects again: the server may have forgotten the connection.
    expect(gateway.count('/connect')).toBe(MAX_POLL_FAILURES);
    const polls = gateway.count('/updates');
    await tick(POLL_INTERVAL_MS * 3);
    expect(gateway.count('/updates')).toBe(polls);

    gateway.state.stream = 'open';
    fireEvent.click(screen.getByRole('button', { name: 'Reconectar' }));
    await tick();
    expect(screen.getByRole('status')).toHaveTextContent('Conectado em tempo real');
    expect(screen.queryByRole('button', { name: 'Reconectar' })).not.toBeInTheDocument();
    expect(gateway.count('/stream')).toBe(2);
  });

  it('stops at once when the forum refuses the user (403)', async () => {
    const gateway = fakeGateway();
    gateway.state.stream = 403;
    gateway.state.connect = { status: 403, last_update: '0' };
    const { result } = renderLive();
    await tick();
    expect(result.current).toMatchObject({ status: 'disconnected', mode: null });
    await tick(POLL_INTERVAL_MS * 3);
    expect(gateway.count('/connect')).toBe(1);
  });

  it('signs the user out on a 401, as every other call does', async () => {
    fakeGateway().state.stream = 401;
    const visited: string[] = [];
    setNavigator((path) => visited.push(path));
    const { result, store } = renderLive();
    await tick();
    expect(store.getState().auth.token).toBeNull();
    expect(visited).toEqual(['/login']);
    expect(result.current.status).toBe('disconnected');
  });

  it('asks /api/me why a 401 came, so a session a block ended says so on /login', async () => {
    fakeGateway().state.stream = 401;
    const gateway = globalThis.fetch;
    const blocked = 'Sua conta está bloqueada. Entre em contato com o suporte.';
    globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) =>
      new URL(input instanceof Request ? input.url : String(input)).pathname === '/api/me'
        ? new Response(JSON.stringify({ message: blocked }), {
            status: 401,
            headers: { 'Content-Type': 'application/json' },
          })
        : gateway(input, init);
    const visited: string[] = [];
    setNavigator((path) => visited.push(path));
    const { store } = renderLive();
    await tick();
    expect(store.getState().auth).toMatchObject({ token: null, sessionBlocked: true });
    expect(visited).toEqual(['/login']);
  });
});

describe('useForumLive and the browser’s network', () => {
  let online = true;
  const setOnline = async (value: boolean) => {
    online = value;
    await act(async () => {
      window.dispatchEvent(new Event(value ? 'online' : 'offline'));
    });
  };
  function Page() {
    const live = useForumLive(forumId, () => undefined);
    return <LiveStatus status={live.status} onReconnect={live.reconnect} />;
  }
  const renderPage = () =>
    render(
      <Provider store={storeWithSession()}>
        <Page />
      </Provider>,
    );
  const status = () => screen.getByRole('status');

  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    hidden = false;
    online = true;
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  });
  afterEach(() => {
    delete (navigator as unknown as Record<string, unknown>).onLine;
    jest.useRealTimers();
  });

  it('leaves Conectado the moment the browser goes offline, dropping the stream, and asks nothing meanwhile', async () => {
    const gateway = fakeGateway();
    renderPage();
    await tick();
    expect(status()).toHaveTextContent('Conectado em tempo real');

    await setOnline(false);
    expect(status()).toHaveTextContent('Desconectado');
    expect(status()).toHaveTextContent('Sem internet: reconectamos assim que a conexão voltar.');
    expect(status()).not.toHaveTextContent('Conectado em tempo real');
    expect(screen.queryByRole('button', { name: 'Reconectar' })).not.toBeInTheDocument();
    expect(gateway.streams[0]!.aborted()).toBe(true);
    const calls = gateway.calls.length;
    await tick(PUSH_RETRY_MS * 2);
    expect(gateway.calls).toHaveLength(calls);
    expect(status()).toHaveTextContent('Desconectado');
  });

  it('opens the stream again at once when the network is back, from the last update seen', async () => {
    const gateway = fakeGateway();
    renderPage();
    await tick();
    gateway.streams[0]!.send(gateway.sseUpdate(update(11)));
    await tick();
    await setOnline(false);

    await setOnline(true);
    await tick();
    expect(status()).toHaveTextContent('Conectado em tempo real');
    const streams = gateway.calls.filter((c) => c.path.endsWith('/stream'));
    expect(streams).toHaveLength(2);
    expect(streams[1]!.headers.get('Last-Event-ID')).toBe('11');
  });

  it('stops polling when offline and polls again at once when back', async () => {
    const gateway = fakeGateway();
    gateway.state.stream = 503;
    renderPage();
    await tick();
    expect(gateway.count('/updates')).toBe(1);

    await setOnline(false);
    await tick();
    expect(status()).toHaveTextContent('Desconectado');
    expect(gateway.count('/disconnect')).toBe(1);
    await tick(POLL_INTERVAL_MS * 4);
    expect(gateway.count('/updates')).toBe(1);

    await setOnline(true);
    await tick();
    expect(gateway.count('/stream')).toBe(2);
    expect(gateway.count('/updates')).toBe(2);
    expect(status()).toHaveTextContent('Conectado em tempo real');
  });

  it('starts offline without calling the gateway when the browser has no network', async () => {
    online = false;
    const gateway = fakeGateway();
    renderPage();
    await tick(POLL_INTERVAL_MS);
    expect(status()).toHaveTextContent('Desconectado');
    expect(gateway.calls).toHaveLength(0);
  });

  it('reconnects by itself when the network returns after Desconectado', async () => {
    const gateway = fakeGateway();
    gateway.state.stream = 503;
    gateway.state.polls = Array.from({ length: MAX_POLL_FAILURES }, () => ({ status: 500 }));
    renderPage();
    await tick();
    await tick(POLL_INTERVAL_MS * MAX_POLL_FAILURES);
    expect(screen.getByRole('button', { name: 'Reconectar' })).toBeInTheDocument();

    gateway.state.stream = 'open';
    await setOnline(true);
    await tick();
    expect(status()).toHaveTextContent('Conectado em tempo real');
    expect(gateway.count('/stream')).toBe(2);
  });
});

describe('LiveStatus', () => {
  it('shows the SPEC texts and offers Reconectar only when disconnected', () => {
    const onReconnect = jest.fn();
    const { rerender } = render(<LiveStatus status="connected" onReconnect={onReconnect} />);
    expect(screen.getByRole('status')).toHaveTextContent('Conectado em tempo real');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<LiveStatus status="disconnected" onReconnect={onReconnect} />);
    expect(screen.getByRole('status')).toHaveTextContent('Desconectado');
    fireEvent.click(screen.getByRole('button', { name: 'Reconectar' }));
    expect(onReconnect).toHaveBeenCalledTimes(1);
  });
});
