import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { matchesEtag, strongEtag } from '../read-cache/answer-cache.js';
import { pageTemplate } from './page-meta/head-tags.js';
import type { PageMetas } from './page-meta/page-metas.js';

/** Paths that are never client-side routes: the API and other servers' prefixes, built assets, and files. */
const NOT_A_PAGE = /^\/(api|storage|assets|health|metrics)(\/|$)|\.[A-Za-z0-9]+$/;

type Encoding = 'br' | 'gzip';

/** The encoding to send to a client that accepts `header` (RFC 9110 Accept-Encoding, q=0 refuses). */
export function pageEncoding(header: string | undefined): Encoding | null {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    if (name) weights.set(name, q ? Number(q.slice(2)) : 1);
  }
  return (['br', 'gzip'] as const).find((e) => (weights.get(e) ?? weights.get('*') ?? 0) > 0) ?? null;
}

const encode: Record<Encoding, (html: Buffer) => Buffer> = {
  // A page is a few KB, compressed on each request: a fast level costs well under a millisecond.
  br: (html) => brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (html) => gzipSync(html, { level: 6 }),
};

/**
 * Serves the built React app: files as they are (hashed assets cached for a year), and index.html
 * for page routes only; a missing file (`/assets/x.js`, `/storage/…`, `/logo.png`) is a 404, not the page.
 * The build writes `.br` and `.gz` beside each compressible file; they are sent in place of the file to a
 * browser that accepts them (with `Vary: Accept-Encoding`), never as files of their own.
 * A page's index.html carries its own head tags (`pages`, issue 31: link previews without JavaScript),
 * so it is rendered and compressed per request, with its status (404, a 301 to a city's address).
 */
export async function serveWebApp(
  fastify: FastifyInstance,
  distDir: string | undefined,
  pages: Pick<PageMetas, 'describe'>,
): Promise<boolean> {
  if (!distDir) return false;
  const root = resolve(distDir);
  const index = resolve(root, 'index.html');
  if (!existsSync(index)) return false;
  const render = pageTemplate(readFileSync(index, 'utf8'));
  await fastify.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders: (res, path) => {
      res.header(
        'Cache-Control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  const answerPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (NOT_A_PAGE.test(path)) return reply.status(404).send({ message: 'Recurso não encontrado.' });
    const answer = await pages.describe(path);
    reply.header('Cache-Control', 'no-cache');
    if (answer.status === 301) return reply.redirect(answer.location, 301);
    const page = render(answer.meta);
    const etag = strongEtag(page);
    // Weak: the same page goes out in several encodings.
    reply.status(answer.status).header('ETag', `W/${etag}`).header('Vary', 'Accept-Encoding');
    if (answer.status === 200 && matchesEtag(request.headers['if-none-match'], etag))
      return reply.status(304).send();
    reply.type('text/html; charset=utf-8');
    const encoding = pageEncoding(request.headers['accept-encoding']);
    const html = Buffer.from(page);
    if (!encoding) return reply.send(html);
    return reply.header('Content-Encoding', encoding).send(encode[encoding](html));
  };
  fastify.get('/*', answerPage);
  fastify.get('/', answerPage);
  return true;
}
