import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { Writable } from 'node:stream';
import { installAccessLog, setRefusalReason } from './access-log.js';

describe(installAccessLog.name, () => {
  let app: FastifyInstance;
  let lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    app = Fastify({
      loggerInstance: pino({ level: 'info' }, sink),
      disableRequestLogging: true,
    }) as unknown as FastifyInstance;
    installAccessLog(app);
    app.get('/api/indications', async () => ({ indications: [] }));
    app.get('/api/forum/:id/calendar.ics', async () => 'BEGIN:VCALENDAR');
    app.post('/api/indications/:id/vote', async () => ({ message: 'Voto registrado com sucesso!' }));
    app.post('/api/indications/:id/vote-again', async (request, reply) => {
      setRefusalReason(request, 'ALREADY_VOTED');
      return reply.code(409).send({ message: 'Você já votou nesta semana.' });
    });
    app.get('/api/boom', async () => {
      throw new Error('boom');
    });
    app.get('/health', async () => ({ status: 'ok' }));
    await app.ready();
  });
  afterAll(() => app.close());

  const requestLines = () => lines.filter((l) => l.msg === 'request');
  const call = async (method: 'GET' | 'POST', url: string) => {
    lines = [];
    await app.inject({ method, url });
    await new Promise((resolve) => setImmediate(resolve));
    return requestLines();
  };

  it('keeps successful reads and probes out of an info-level log', async () => {
    expect(await call('GET', '/api/indications')).toEqual([]);
    expect(await call('GET', '/health')).toEqual([]);
  });

  it('keeps every write and refusal at info, server errors at error, in one line each', async () => {
    expect(await call('POST', '/api/indications/1/vote')).toEqual([
      expect.objectContaining({ level: 30, method: 'POST', path: '/api/indications/1/vote', status: 200 }),
    ]);
    expect(await call('GET', '/api/nada')).toEqual([
      expect.objectContaining({ level: 30, path: '/api/nada', status: 404 }),
    ]);
    expect(await call('GET', '/api/boom')).toEqual([expect.objectContaining({ level: 50, status: 500 })]);
  });

  it('names the rule that refused a request', async () => {
    expect(await call('POST', '/api/indications/1/vote-again')).toEqual([
      expect.objectContaining({ level: 30, status: 409, reason: 'ALREADY_VOTED' }),
    ]);
    expect((await call('POST', '/api/indications/1/vote'))[0]).not.toHaveProperty('reason');
  });

  it('logs the path without its query, where a calendar token would be', async () => {
    const [line] = await call('POST', '/api/forum/1/calendar.ics?token=segredo');
    expect(line).toMatchObject({ path: '/api/forum/1/calendar.ics', status: 404 });
    expect(JSON.stringify(lines)).not.toContain('segredo');
  });
});
