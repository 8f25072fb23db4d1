import { describe, expect, it, beforeAll, afterAll } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { serveWebApp } from './web-app.js';

const INDEX_HTML = '<!doctype html><title>Encontro</title>';
const APP_JS = `export const rows = [${Array.from({ length: 200 }, (_, i) => `'linha ${i}'`).join(', ')}];`;

/** What the web build writes: the file and, beside it, its brotli and gzip encodings. */
function writeWithEncodings(path: string, content: string) {
  writeFileSync(path, content);
  writeFileSync(`${path}.br`, brotliCompressSync(content));
  writeFileSync(`${path}.gz`, gzipSync(content));
}

describe(serveWebApp.name, () => {
  let dist: string;
  let app: FastifyInstance;
  /** A browser's GET of `url`, accepting the encodings in `acceptEncoding` (none when not given). */
  const get = (url: string, acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeWithEncodings(join(dist, 'index.html'), INDEX_HTML);
    writeWithEncodings(join(dist, 'assets', 'app-1a2b.js'), APP_JS);
    writeFileSync(join(dist, 'assets', 'app-1a2b.css'), 'body{margin:0}');
    writeWithEncodings(join(dist, 'sw.js'), `self.__WB_MANIFEST = ${APP_JS};`);
    writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Encontro"}');
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
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
    },
  );

  it('serves a built asset as it is to a client that accepts no encoding, cached for a year', async () => {
    const response = await get('/assets/app-1a2b.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(APP_JS);
  });

  it.each([
    {
      name: 'sends the brotli file of an asset to a client that accepts br',
      accepts: 'gzip, deflate, br',
      encoding: 'br',
      decode: brotliDecompressSync,
    },
    {
      name: 'sends the gzip file of an asset to a client that accepts only gzip',
      accepts: 'gzip',
      encoding: 'gzip',
      decode: gunzipSync,
    },
  ])('$name', async ({ accepts, encoding, decode }) => {
    const response = await get('/assets/app-1a2b.js', accepts);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decode(response.rawPayload).toString()).toBe(APP_JS);
  });

  it('sends a file the build did not compress as it is, whatever the client accepts', async () => {
    const response = await get('/assets/app-1a2b.css', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('body{margin:0}');
  });

  it.each(['/', '/forum/0b9f6a4e-8f7d-4b59-9a57-2f1f3c1e2d10'])(
    'answers the page route %s with compressed index.html, never cached without a check',
    async (url) => {
      const response = await get(url, 'br');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX_HTML);
    },
  );

  // A browser looks for a new service worker on each visit: /sw.js must never come from a cache unchecked.
  it.each([
    ['/sw.js', 'javascript'],
    ['/manifest.webmanifest', 'application/manifest+json'],
  ])('serves %s unhashed, checked on every visit, as %s', async (url, type) => {
    const response = await get(url, 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain(type);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    '/assets/nao-existe.js',
    '/assets/app-1a2b.js.br',
    '/assets/app-1a2b.js.gz',
    '/storage/nao-existe.webp',
    '/seed/venues/a.webp',
    '/logo.png',
    '/api/nada',
  ])('answers a missing file %s with 404 and a pt-BR message, never the page', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Recurso não encontrado.' });
  });
});
