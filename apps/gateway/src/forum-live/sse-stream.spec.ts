import { describe, expect, it } from '@jest/globals';
import type { ForumUpdate } from '@encontro/contracts';
import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { MAX_BUFFERED_BYTES, SseStream, sseFrame } from './sse-stream.js';

/** The part of http.ServerResponse a stream uses, recording what was written. */
class FakeResponse extends EventEmitter {
  chunks: string[] = [];
  status?: number;
  headers?: Record<string, string>;
  writableLength = 0;
  writableEnded = false;
  destroyed = false;
  writeHead(status: number, headers: Record<string, string>) {
    this.status = status;
    this.headers = headers;
    return this;
  }
  write(chunk: string) {
    this.chunks.push(chunk);
    return true;
  }
  end() {
    this.writableEnded = true;
    this.emit('close');
  }
  destroy() {
    this.destroyed = true;
    this.emit('close');
  }
  ids() {
    return this.chunks.flatMap((c) => /^id: (\d+)/.exec(c)?.[1] ?? []);
  }
}

const update = (id: number): ForumUpdate => ({
  id: String(id),
  forum_id: '0b7f2d9e-4c1a-4f5e-9a51-1d2b3c4d5e6f',
  type: 'post_deleted',
  data: { post_id: '6f1e2d3c-4b5a-4c6d-8e7f-1a2b3c4d5e6f' },
  created_at: '2024-03-08T12:00:00.000Z',
});

const makeStream = () => {
  const ends: string[] = [];
  const token = { userId: 'user', jti: 'jti', iat: 1, exp: Math.floor(Date.now() / 1000) + 60, sv: 0 };
  const stream = new SseStream('forum', token, (_s, reason) => ends.push(reason));
  return { stream, ends };
};

describe(SseStream.name, () => {
  it('frames an update as id, event: update and one JSON data line', () => {
    const u = update(7);
    expect(sseFrame(u)).toBe(`id: 7\nevent: update\ndata: ${JSON.stringify(u)}\n\n`);
  });

  it('holds live updates during the replay and sends them after it, skipping the ones replayed', () => {
    const { stream } = makeStream();
    const raw = new FakeResponse();
    expect(stream.deliver('12', sseFrame(update(12)))).toBe(false);
    expect(stream.deliver('13', sseFrame(update(13)))).toBe(false);
    const written = stream.start(raw as unknown as ServerResponse, { 'x-request-id': 'r1' }, [
      update(11),
      update(12),
    ]);
    expect(raw.status).toBe(200);
    expect(raw.headers).toMatchObject({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
      'x-request-id': 'r1',
    });
    expect(raw.ids()).toEqual(['11', '12', '13']);
    expect(written).toBe(3);
    expect(stream.deliver('14', sseFrame(update(14)))).toBe(true);
    expect(raw.ids()).toEqual(['11', '12', '13', '14']);
  });

  it('sends heartbeats only once started', () => {
    const { stream } = makeStream();
    const raw = new FakeResponse();
    stream.heartbeat();
    stream.start(raw as unknown as ServerResponse, {}, []);
    stream.heartbeat();
    expect(raw.chunks.filter((c) => c === ': heartbeat\n\n')).toHaveLength(1);
  });

  it('cuts off a client that stopped reading, reporting it once', () => {
    const { stream, ends } = makeStream();
    const raw = new FakeResponse();
    stream.start(raw as unknown as ServerResponse, {}, []);
    raw.writableLength = MAX_BUFFERED_BYTES + 1;
    expect(stream.deliver('1', sseFrame(update(1)))).toBe(false);
    expect(raw.destroyed).toBe(true);
    expect(ends).toEqual(['slow_client']);
    expect(stream.deliver('2', sseFrame(update(2)))).toBe(false);
  });

  it('reports the browser closing the connection, and an end before the start, once each', () => {
    const first = makeStream();
    const raw = new FakeResponse();
    first.stream.start(raw as unknown as ServerResponse, {}, []);
    raw.emit('close');
    raw.emit('close');
    expect(first.ends).toEqual(['client']);

    const second = makeStream();
    second.stream.end('shutdown');
    second.stream.end('shutdown');
    expect(second.ends).toEqual(['shutdown']);
    expect(second.stream.start(new FakeResponse() as unknown as ServerResponse, {}, [update(1)])).toBe(0);
  });
});
