import type { ForumUpdate } from '@encontro/contracts';

/** One event of a Server-Sent Events stream (`data` lines joined). */
export type SseEvent = { id?: string; event?: string; data: string };

/**
 * Reads a forum stream the way the browser's fetch client does (GET /api/forum/{id}/stream with the
 * bearer token), keeping every event and comment; `ended` turns true when the server ends the response.
 */
export class SseReader {
  readonly events: SseEvent[] = [];
  /** The comment lines (`: heartbeat`), without the colon. */
  readonly comments: string[] = [];
  ended = false;
  private buffer = '';
  private readonly done: Promise<void>;

  private constructor(
    readonly response: Response,
    private readonly abort: AbortController,
  ) {
    this.done = this.pump();
  }

  /**
   * Opens the stream (without a token when `token` is null; from `lastEventId` on when given); a
   * refused open (JSON 4xx) answers `{status, body}` instead.
   */
  static async open(
    url: string,
    token: string | null,
    options: { lastEventId?: string } = {},
  ): Promise<SseReader | { status: number; body: { message?: string } }> {
    const abort = new AbortController();
    const response = await fetch(url, {
      headers: {
        accept: 'text/event-stream',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(options.lastEventId ? { 'last-event-id': options.lastEventId } : {}),
      },
      signal: abort.signal,
    });
    if (!response.headers.get('content-type')?.startsWith('text/event-stream'))
      return { status: response.status, body: (await response.json()) as { message?: string } };
    return new SseReader(response, abort);
  }

  get status(): number {
    return this.response.status;
  }

  /** The forum updates received so far (`event: update`), parsed. */
  updates(): ForumUpdate[] {
    return this.events.filter((e) => e.event === 'update').map((e) => JSON.parse(e.data) as ForumUpdate);
  }

  private async pump(): Promise<void> {
    const reader = this.response.body!.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        this.buffer += value;
        let end: number;
        while ((end = this.buffer.indexOf('\n\n')) >= 0) {
          const block = this.buffer.slice(0, end);
          this.buffer = this.buffer.slice(end + 2);
          const event: SseEvent = { data: '' };
          let isEvent = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) {
              this.comments.push(line.slice(1).trim());
              continue;
            }
            isEvent = true;
            const [field, ...rest] = line.split(':');
            const value = rest.join(':').replace(/^ /, '');
            if (field === 'id') event.id = value;
            if (field === 'event') event.event = value;
            if (field === 'data') event.data += value;
          }
          if (isEvent) this.events.push(event);
        }
      }
    } catch {
      // aborted by the test
    } finally {
      this.ended = true;
    }
  }

  async close(): Promise<void> {
    this.abort.abort();
    await this.done;
  }
}
