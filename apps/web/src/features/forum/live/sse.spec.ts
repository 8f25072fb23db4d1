import { describe, expect, it } from '@jest/globals';
import { type SseMessage, createSseParser, readSse } from './sse';

const parseAll = (chunks: string[]) => {
  const messages: SseMessage[] = [];
  const parser = createSseParser((m) => messages.push(m));
  for (const chunk of chunks) parser.push(chunk);
  return { messages, parser };
};

describe('createSseParser', () => {
  it('reads id, event and data, and skips comments', () => {
    const { messages } = parseAll([': connected\n\nid: 7\nevent: update\ndata: {"a":1}\n\n: heartbeat\n\n']);
    expect(messages).toEqual([{ id: '7', event: 'update', data: '{"a":1}' }]);
  });

  it('puts together a message split anywhere across chunks, CRLF included', () => {
    const text = 'id: 8\r\nevent: update\r\ndata: {"b":2}\r\n\r\n';
    for (let cut = 1; cut < text.length; cut += 1) {
      const { messages } = parseAll([text.slice(0, cut), text.slice(cut)]);
      expect(messages).toEqual([{ id: '8', event: 'update', data: '{"b":2}' }]);
    }
  });

  it('accepts lone CR line ends, joins data lines with LF and defaults the event to message', () => {
    const { messages } = parseAll(['data: one\rdata: two\r\rdata:three\n\n']);
    expect(messages).toEqual([
      { id: null, event: 'message', data: 'one\ntwo' },
      { id: null, event: 'message', data: 'three' },
    ]);
  });

  it('keeps the last id for later messages and drops messages without data', () => {
    const { messages, parser } = parseAll(['id: 3\nevent: update\n\n', 'data: x\n\n', 'id: 4\n\n']);
    expect(messages).toEqual([{ id: '3', event: 'message', data: 'x' }]);
    expect(parser.lastEventId).toBe('4');
  });

  it('leaves an unfinished message out', () => {
    expect(parseAll(['data: half']).messages).toEqual([]);
  });
});

describe('readSse', () => {
  it('reads a byte stream, multi-byte characters split between chunks included', async () => {
    const bytes = new TextEncoder().encode('event: update\ndata: "Conexão é ótima"\n\n');
    const cut = bytes.indexOf(0xc3) + 1; // inside the first "ã"
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, cut));
        controller.enqueue(bytes.slice(cut));
        controller.close();
      },
    });
    const messages: SseMessage[] = [];
    await readSse(body, (m) => messages.push(m));
    expect(messages).toEqual([{ id: null, event: 'update', data: '"Conexão é ótima"' }]);
  });
});
