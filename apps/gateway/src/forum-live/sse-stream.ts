import type { ServerResponse } from 'node:http';
import type { ForumUpdate } from '@encontro/contracts';

/** A client that lets this much pile up unread is cut off; it comes back with Last-Event-ID. */
export const MAX_BUFFERED_BYTES = 256 * 1024;

export type EndReason =
  'client' | 'slow_client' | 'expired' | 'revoked' | 'nats_reconnect' | 'shutdown' | 'forum_removed';

/** The token a stream was opened with: it ends when the token expires or is revoked. */
export type StreamToken = { userId: string; jti: string; iat: number; exp: number; sv: number };

/** `id`, `event: update`, one `data` line (JSON never holds a raw newline). */
export const sseFrame = (update: ForumUpdate): string =>
  `id: ${update.id}\nevent: update\ndata: ${JSON.stringify(update)}\n\n`;

export const SSE_HEARTBEAT = ': heartbeat\n\n';

/**
 * One browser's stream of one forum. It is attached to the hub before the Last-Event-ID replay is
 * fetched, so updates published meanwhile are held, then sent after the replay without repeats.
 */
export class SseStream {
  private raw?: ServerResponse;
  /** Live frames received before `start` (id, frame); null once live. */
  private held: [string, string][] | null = [];
  private ended = false;
  private reason?: EndReason;

  constructor(
    readonly forumId: string,
    readonly token: StreamToken,
    private readonly onEnd: (stream: SseStream, reason: EndReason) => void,
  ) {}

  get userId(): string {
    return this.token.userId;
  }

  get isEnded(): boolean {
    return this.ended;
  }

  /** Why it ended (undefined while open). */
  get endReason(): EndReason | undefined {
    return this.reason;
  }

  /** Sends the headers, the replay, then whatever arrived while the replay was fetched. */
  start(raw: ServerResponse, headers: Record<string, string>, replay: ForumUpdate[]): number {
    if (this.ended) return 0;
    this.raw = raw;
    raw.on('close', () => this.finish('client'));
    raw.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
      ...headers,
    });
    raw.write(': connected\n\n');
    const replayed = new Set(replay.map((update) => update.id));
    let written = 0;
    for (const update of replay) if (this.write(sseFrame(update))) written += 1;
    const held = this.held ?? [];
    this.held = null;
    for (const [id, frame] of held) if (!replayed.has(id) && this.write(frame)) written += 1;
    return written;
  }

  /** A live update: held until `start`, then written. True when written to the socket. */
  deliver(id: string, frame: string): boolean {
    if (this.ended) return false;
    if (this.held) {
      this.held.push([id, frame]);
      return false;
    }
    return this.write(frame);
  }

  heartbeat(): void {
    if (this.held === null) this.write(SSE_HEARTBEAT);
  }

  /** Ends the response (the browser reconnects with Last-Event-ID, or falls back to polling). */
  end(reason: EndReason): void {
    if (this.ended) return;
    this.finish(reason);
    this.raw?.end();
  }

  private write(frame: string): boolean {
    const raw = this.raw;
    if (this.ended || !raw || raw.writableEnded || raw.destroyed) return false;
    if (raw.writableLength > MAX_BUFFERED_BYTES) {
      this.finish('slow_client');
      raw.destroy();
      return false;
    }
    raw.write(frame);
    return true;
  }

  private finish(reason: EndReason): void {
    if (this.ended) return;
    this.ended = true;
    this.reason = reason;
    this.held = null;
    this.onEnd(this, reason);
  }
}
