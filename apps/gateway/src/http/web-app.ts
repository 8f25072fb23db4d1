import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/** Paths that are never client-side routes: the API and other servers' prefixes, built assets, and files. */
const NOT_A_PAGE = /^\/(api|storage|assets|health|metrics)(\/|$)|\.[A-Za-z0-9]+$/;

/**
 * Serves the built React app: files as they are (hashed assets cached for a year), and index.html
 * for page routes only; a missing file (`/assets/x.js`, `/storage/…`, `/logo.png`) is a 404, not the page.
 * The build writes `.br` and `.gz` beside each compressible file; they are sent in place of the file to a
 * browser that accepts them (with `Vary: Accept-Encoding`), never as files of their own.
 */
export async function serveWebApp(fastify: FastifyInstance, distDir: string | undefined): Promise<boolean> {
  if (!distDir) return false;
  const root = resolve(distDir);
  if (!existsSync(resolve(root, 'index.html'))) return false;
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
  fastify.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (NOT_A_PAGE.test(path)) {
      return reply.status(404).send({ message: 'Recurso não encontrado.' });
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
  fastify.get('/', async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').sendFile('index.html'),
  );
  return true;
}
