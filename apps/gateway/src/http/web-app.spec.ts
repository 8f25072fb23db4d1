import { describe, expect, it, beforeAll, afterAll } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { cityShareFactory, publicMeetupFactory } from '../../test/support/share-views.factories.js';
import { PageMetas } from './page-meta/page-metas.js';
import { serveWebApp } from './web-app.js';

const INDEX_HTML =
  '<!doctype html><title>Encontro</title><script type="module" src="/assets/app-1a2b.js"></script>';
/** What every page's index.html starts with: its own title, then the other head tags. */
const PAGE_START = /^<!doctype html><title>[^<]+<\/title>\s*<meta name="description"/;

/** São Paulo is the one city; its week and meetups come from the factories. */
const pages = new PageMetas({
  publicUrl: 'https://encontro.app',
  resolveCity: async (slug) =>
    slug === 'sao-paulo'
      ? [{ city: 'São Paulo', city_id: '3550308', state: 'São Paulo', uf: 'SP', slug: 'sao-paulo' }]
      : [],
  shares: {
    city: async () => ({ state: cityShareFactory(), v: 'v1' }),
    meetup: async () => ({ state: publicMeetupFactory(), v: 'm1' }),
  },
  warn: () => undefined,
});
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
    await serveWebApp(app, dist, pages);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/forum/0b9f6a4e-8f7d-4b59-9a57-2f1f3c1e2d10', '/sao-paulo', '/support/ticket?x=1'])(
    'answers the page route %s with index.html',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toMatch(PAGE_START);
      expect(response.body).toContain('<script type="module" src="/assets/app-1a2b.js"></script>');
    },
  );

  it('describes each page in its head tags, with absolute URLs on PUBLIC_URL, never the Host', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/sao-paulo?utm=x',
      headers: { host: 'evil.example' },
    });
    expect(response.body).toContain('<title>Encontro em São Paulo (SP)</title>');
    expect(response.body).toContain('<meta property="og:url" content="https://encontro.app/sao-paulo" />');
    expect(response.body).toContain(
      '<meta property="og:image" content="https://encontro.app/api/share/city/3550308.jpg?v=v1" />',
    );
    expect(response.body).not.toContain('evil.example');
  });

  it('answers an unknown city with 404 and the not-found page, still index.html', async () => {
    const response = await get('/cidade-que-nao-existe');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>Página não encontrada · Encontro</title>');
    expect(response.body).toContain('<meta name="robots" content="noindex" />');
  });

  it('sends a non-canonical city address to its slug with 301', async () => {
    const response = await get('/S%C3%A3o%20Paulo');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/sao-paulo');
  });

  it('answers a page checked with its ETag with 304, and a changed page with 200', async () => {
    const first = await get('/sao-paulo', 'br');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await app.inject({ method: 'GET', url: '/sao-paulo', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await app.inject({ method: 'GET', url: '/duvidas', headers: { 'if-none-match': etag } });
    expect(other.statusCode).toBe(200);
  });

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

  it.each([
    ['/', 'br', 'br', brotliDecompressSync],
    ['/forum/0b9f6a4e-8f7d-4b59-9a57-2f1f3c1e2d10', 'gzip, deflate, br', 'br', brotliDecompressSync],
    ['/sao-paulo', 'gzip', 'gzip', gunzipSync],
    ['/sao-paulo', 'br;q=0, gzip', 'gzip', gunzipSync],
  ])(
    'answers the page route %s accepting %s with index.html compressed in %s, never cached without a check',
    async (url, accepts, encoding, decode) => {
      const response = await get(url, accepts);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('no-cache');
      const uncompressed = await get(url);
      expect(uncompressed.headers['content-encoding']).toBeUndefined();
      expect(decode(response.rawPayload).toString()).toBe(uncompressed.body);
      expect(uncompressed.body).toMatch(PAGE_START);
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
