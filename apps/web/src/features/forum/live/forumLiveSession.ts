import { type ForumUpdate, forumUpdateSchema } from '@encontro/contracts';
import { LiveCallError, connectForum, disconnectForum, openForumStream, pollForumUpdates } from './liveApi';
import { readSse } from './sse';

/** `offline`: the browser says it has no network; the session waits for it and reconnects by itself. */
export type LiveStatus = 'connecting' | 'connected' | 'disconnected' | 'offline';
export type LiveMode = 'push' | 'polling' | null;
export type LiveState = { status: LiveStatus; mode: LiveMode };

/** SPEC §4/§9: poll every 3 s. */
export const POLL_INTERVAL_MS = 3000;
/** While polling, the push stream is tried again this often (it may be back after a deploy). */
export const PUSH_RETRY_MS = 30_000;
/** A stream that lived this long is reopened at once when it drops; a shorter one means polling. */
export const PUSH_STABLE_MS = 5000;
/** The gateway writes at least a heartbeat every 15 s: a stream silent this long is dead (network change). */
export const PUSH_SILENCE_MS = 45_000;
/** Consecutive failed polls before the page says 'Desconectado' and waits for 'Reconectar'. */
export const MAX_POLL_FAILURES = 3;

/** What one forum page has already seen, kept across reconnections: ids (to drop repeats) and a cursor. */
export class SeenUpdates {
  private readonly ids = new Set<string>();
  private readonly order: string[] = [];
  /** The highest update id seen (Last-Event-ID / last_update), or null before any. */
  cursor: string | null = null;

  constructor(private readonly capacity = 2000) {}

  /** True the first time an id is offered. */
  add(id: string): boolean {
    if (this.ids.has(id)) return false;
    this.ids.add(id);
    this.order.push(id);
    if (this.order.length > this.capacity) this.ids.delete(this.order.shift()!);
    this.advance(id);
    return true;
  }

  advance(id: string | null | undefined): void {
    if (!id || !/^\d+$/.test(id)) return;
    if (this.cursor === null || BigInt(id) > BigInt(this.cursor)) this.cursor = id;
  }
}

export type ForumLiveOptions = {
  forumId: string;
  token: string;
  userId: () => string | null;
  seen: SeenUpdates;
  onUpdate: (update: ForumUpdate) => void;
  onState: (state: LiveState) => void;
  onUnauthorized: () => void;
};

const newConnectionId = (): string =>
  globalThis.crypto?.randomUUID?.() ?? `c-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * One live connection of a forum page: the push stream first; if it cannot open, or drops soon after
 * opening, the polling contract every 3 s (paused while the tab is hidden), trying push again every
 * 30 s. Every update reaches `onUpdate` once, whichever way it came. It follows the browser's network
 * too: offline, it drops the stream and the polling at once and says so; back online (or online after
 * 'Desconectado'), it opens the stream again at once, without waiting for a retry.
 */
export class ForumLiveSession {
  private stopped = false;
  private state: LiveState = { status: 'connecting', mode: null };
  private pushAbort: AbortController | null = null;
  private polling = false;
  private pollTimer: ReturnType<typeof setTimeout> | null = null;
  private pollInFlight = false;
  private connectionId: string | null = null;
  private pollFailures = 0;
  private lastPushAttempt = 0;
  private offline = false;

  constructor(private readonly options: ForumLiveOptions) {}

  start(): void {
    this.emit({ status: 'connecting', mode: null });
    document.addEventListener('visibilitychange', this.onVisibility);
    window.addEventListener('offline', this.onOffline);
    window.addEventListener('online', this.onOnline);
    if (navigator.onLine === false) this.onOffline();
    else this.connect();
  }

  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    document.removeEventListener('visibilitychange', this.onVisibility);
    window.removeEventListener('offline', this.onOffline);
    window.removeEventListener('online', this.onOnline);
    this.pushAbort?.abort();
    this.stopPolling();
  }

  /** Push first, polling if the stream cannot open. */
  private connect(): void {
    void this.tryPush().then((opened) => {
      if (!opened) this.startPolling();
    });
  }

  // ── network ─────────────────────────────────────────────────────────────────────────────────

  private readonly onOffline = (): void => {
    if (this.stopped) return;
    this.offline = true;
    // Aborting is not a drop: the stream's reader ends quietly.
    this.pushAbort?.abort();
    this.pushAbort = null;
    this.stopPolling();
    this.emit({ status: 'offline', mode: null });
  };

  private readonly onOnline = (): void => {
    if (this.stopped || (!this.offline && this.state.status !== 'disconnected')) return;
    this.offline = false;
    this.emit({ status: 'connecting', mode: null });
    this.connect();
  };

  // ── push ────────────────────────────────────────────────────────────────────────────────────

  /** Opens the stream; true once it is open (it then reads on its own until it ends). */
  private async tryPush(): Promise<boolean> {
    if (this.stopped || this.offline) return false;
    this.lastPushAttempt = Date.now();
    // Only one stream at a time; stop() aborts it even while it is still opening.
    this.pushAbort?.abort();
    const abort = new AbortController();
    this.pushAbort = abort;
    let body: ReadableStream<Uint8Array>;
    try {
      body = await openForumStream(
        this.options.forumId,
        this.options.token,
        this.options.seen.cursor,
        abort.signal,
      );
    } catch (error) {
      if (this.pushAbort === abort) this.pushAbort = null;
      if (error instanceof LiveCallError && error.status === 401) this.unauthorized();
      return false;
    }
    if (this.stopped || abort.signal.aborted) {
      abort.abort();
      return false;
    }
    this.stopPolling();
    this.emit({ status: 'connected', mode: 'push' });
    const openedAt = Date.now();
    let silent = false;
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    const alive = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(() => {
        silent = true;
        abort.abort();
      }, PUSH_SILENCE_MS);
    };
    alive();
    void readSse(
      body,
      (message) => {
        if (message.event === 'update') this.receive(message.data);
      },
      alive,
    )
      .catch(() => undefined)
      .then(() => {
        clearTimeout(watchdog);
        if (this.stopped || (abort.signal.aborted && !silent)) return;
        void this.pushDropped(Date.now() - openedAt >= PUSH_STABLE_MS);
      });
    return true;
  }

  private async pushDropped(wasStable: boolean): Promise<void> {
    this.pushAbort = null;
    if (this.offline) return;
    this.emit({ status: 'connecting', mode: 'push' });
    if (wasStable && (await this.tryPush())) return;
    this.startPolling();
  }

  private receive(data: string): void {
    let parsed: ReturnType<typeof forumUpdateSchema.safeParse>;
    try {
      parsed = forumUpdateSchema.safeParse(JSON.parse(data));
    } catch {
      return;
    }
    if (parsed.success) this.deliver(parsed.data);
  }

  private deliver(update: ForumUpdate): void {
    if (this.stopped || update.forum_id !== this.options.forumId) return;
    if (this.options.seen.add(update.id)) this.options.onUpdate(update);
  }

  // ── polling ─────────────────────────────────────────────────────────────────────────────────

  private startPolling(): void {
    if (this.stopped || this.offline || this.polling) return;
    this.polling = true;
    this.pollFailures = 0;
    this.emit({ status: this.state.status === 'connected' ? 'connected' : 'connecting', mode: 'polling' });
    this.schedulePoll(0);
  }

  private stopPolling(): void {
    const wasPolling = this.polling;
    this.polling = false;
    if (this.pollTimer) clearTimeout(this.pollTimer);
    this.pollTimer = null;
    const connectionId = this.connectionId;
    this.connectionId = null;
    if (wasPolling && connectionId)
      void disconnectForum(
        this.options.forumId,
        this.options.token,
        connectionId,
        this.options.userId(),
      ).catch(() => undefined);
  }

  private schedulePoll(delayMs: number): void {
    if (this.pollTimer) clearTimeout(this.pollTimer);
    this.pollTimer = null;
    if (this.stopped || !this.polling || document.hidden) return;
    this.pollTimer = setTimeout(() => void this.poll(), delayMs);
  }

  private readonly onVisibility = (): void => {
    if (!this.polling) return;
    if (document.hidden) {
      if (this.pollTimer) clearTimeout(this.pollTimer);
      this.pollTimer = null;
    } else if (!this.pollInFlight) this.schedulePoll(0);
  };

  private async poll(): Promise<void> {
    this.pollTimer = null;
    if (this.stopped || !this.polling || document.hidden) return;
    this.pollInFlight = true;
    const { forumId, token, seen } = this.options;
    try {
      if (!this.connectionId) {
        const connectionId = newConnectionId();
        const connected = await connectForum(forumId, token, connectionId, this.options.userId());
        if (!this.polling) {
          void disconnectForum(forumId, token, connectionId, this.options.userId()).catch(() => undefined);
          return;
        }
        this.connectionId = connectionId;
        if (seen.cursor === null) seen.advance(connected.last_update);
      }
      const result = await pollForumUpdates(forumId, token, this.connectionId, seen.cursor ?? '0');
      if (!this.polling) return;
      for (const update of result.updates) this.deliver(update);
      seen.advance(result.last_update);
      this.pollFailures = 0;
      this.emit({ status: 'connected', mode: 'polling' });
    } catch (error) {
      if (!this.polling) return;
      const status = error instanceof LiveCallError ? error.status : null;
      if (status === 401) return this.unauthorized();
      // The server may have expired the connection (tab hidden for long): connect again next time.
      this.connectionId = null;
      this.pollFailures += 1;
      if (status === 403 || status === 404 || this.pollFailures >= MAX_POLL_FAILURES) {
        this.stopPolling();
        this.emit({ status: 'disconnected', mode: null });
        return;
      }
    } finally {
      this.pollInFlight = false;
    }
    if (!this.polling) return;
    if (Date.now() - this.lastPushAttempt >= PUSH_RETRY_MS && (await this.tryPush())) return;
    this.schedulePoll(POLL_INTERVAL_MS);
  }

  // ── state ───────────────────────────────────────────────────────────────────────────────────

  private unauthorized(): void {
    if (this.stopped) return;
    this.stop();
    this.options.onUnauthorized();
  }

  private emit(state: LiveState): void {
    if (this.stopped) return;
    if (state.status === this.state.status && state.mode === this.state.mode) return;
    this.state = state;
    this.options.onState(state);
  }
}
