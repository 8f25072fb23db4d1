/** One Server-Sent Events message (comments and `retry` are not messages). */
export type SseMessage = { id: string | null; event: string; data: string };

/**
 * The HTML Living Standard's event-stream parser, for text arriving in arbitrary chunks from a fetch
 * stream: lines end in CRLF, LF or CR; `data` lines join with LF; `id` persists between messages
 * (the last event id); a message without data is dropped; `:` lines are comments.
 */
export function createSseParser(onMessage: (message: SseMessage) => void) {
  let buffer = '';
  let lastEventId: string | null = null;
  let event = '';
  let data: string[] = [];
  let pendingCr = false;

  const dispatch = () => {
    if (data.length > 0) onMessage({ id: lastEventId, event: event || 'message', data: data.join('\n') });
    event = '';
    data = [];
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id' && !value.includes('\0')) lastEventId = value;
  };

  return {
    push(chunk: string): void {
      let text = chunk;
      // A CR that ended the previous chunk already ended its line: skip the LF of the same CRLF.
      if (pendingCr && text.startsWith('\n')) text = text.slice(1);
      pendingCr = false;
      buffer += text;
      let start = 0;
      for (let i = 0; i < buffer.length; i += 1) {
        const char = buffer[i];
        if (char !== '\n' && char !== '\r') continue;
        line(buffer.slice(start, i));
        if (char === '\r') {
          if (i + 1 === buffer.length) pendingCr = true;
          else if (buffer[i + 1] === '\n') i += 1;
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
    },
    /** The id of the last message seen (for Last-Event-ID). */
    get lastEventId(): string | null {
      return lastEventId;
    },
  };
}

/** Reads a fetch body as an event stream until it ends (or the fetch is aborted, which throws). */
export async function readSse(
  body: ReadableStream<Uint8Array>,
  onMessage: (message: SseMessage) => void,
  /** Called on every chunk, heartbeats included (to notice a connection gone silent). */
  onActivity: () => void = () => undefined,
): Promise<void> {
  const parser = createSseParser(onMessage);
  const reader = body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      onActivity();
      parser.push(decoder.decode(value, { stream: true }));
    }
    parser.push(decoder.decode());
  } finally {
    reader.releaseLock();
  }
}
