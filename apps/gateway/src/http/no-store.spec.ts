import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import { preventApiCaching } from './no-store.js';

describe(preventApiCaching.name, () => {
  let app: FastifyInstance;
  const cacheControl = async (url: string) =>
    (await app.inject({ method: 'GET', url })).headers['cache-control'];

  beforeAll(async () => {
    app = Fastify();
    preventApiCaching(app);
    app.get('/api/me', async () => ({ user: { email: 'ana@example.com' } }));
    app.get('/api/forum/:id/calendar.ics', async (_request, reply) =>
      reply.header('Cache-Control', 'private, no-store').send('BEGIN:VCALENDAR'),
    );
    app.get('/api/boom', async () => {
      throw new Error('boom');
    });
    // Like the forum's live stream: headers written on the raw response.
    app.get('/api/forum/:id/stream', (_request, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, {
        'Content-Type': 'text/event-stream',
        'Cache-Control': 'no-cache, no-transform',
      });
      reply.raw.end(': connected\n\n');
    });
    app.get('/storage/*', async (_request, reply) =>
      reply.header('Cache-Control', 'public, max-age=31536000, immutable').send('webp'),
    );
    app.get('/login', async () => 'index.html');
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
  });

  it('forbids caching an /api answer that says nothing itself, errors and unknown routes included', async () => {
    expect(await cacheControl('/api/me')).toBe('no-store');
    expect(await cacheControl('/api/me?x=1')).toBe('no-store');
    expect(await cacheControl('/api/boom')).toBe('no-store');
    expect(await cacheControl('/api/nothing-here')).toBe('no-store');
  });

  it('keeps what a route set itself, and the live stream its own headers', async () => {
    expect(await cacheControl('/api/forum/1/calendar.ics')).toBe('private, no-store');
    expect(await cacheControl('/api/forum/1/stream')).toBe('no-cache, no-transform');
  });

  it('leaves photos and the web app alone', async () => {
    expect(await cacheControl('/storage/users/a/b.webp')).toBe('public, max-age=31536000, immutable');
    expect(await cacheControl('/login')).toBeUndefined();
    expect(await cacheControl('/apiary')).toBeUndefined();
  });
});
