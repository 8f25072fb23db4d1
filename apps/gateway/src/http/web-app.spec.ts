import { describe, expect, it, beforeAll, afterAll } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveWebApp } from './web-app.js';

describe(serveWebApp.name, () => {
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Encontro</title>');
    writeFileSync(join(dist, 'assets', 'app-1a2b.js'), 'console.log(1)');
    app = Fastify();
    await serveWebApp(app, dist);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/forum/0b9f6a4e-8f7d-4b59-9a57-2f1f3c1e2d10', '/S%C3%A3o%20Paulo', '/support/ticket?x=1'])(
    'answers the page route %s with index.html',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
    },
  );

  it('serves a built asset as it is', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1)');
  });

  it.each([
    '/assets/nao-existe.js',
    '/storage/nao-existe.webp',
    '/seed/venues/a.webp',
    '/logo.png',
    '/api/nada',
  ])('answers a missing file %s with 404 and a pt-BR message, never the page', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Recurso não encontrado.' });
  });
});
