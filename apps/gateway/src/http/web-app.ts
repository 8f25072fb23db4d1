import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Serves the built React app: files as they are (hashed assets cached for a year), and index.html
 * for any other GET that is not /api, /storage, /health or /metrics (client-side routes).
 */
export async function serveWebApp(fastify: FastifyInstance, distDir: string | undefined): Promise<boolean> {
  if (!distDir) return false;
  const root = resolve(distDir);
  if (!existsSync(resolve(root, 'index.html'))) return false;
  await fastify.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    setHeaders: (res, path) => {
      res.header(
        'Cache-Control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  fastify.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (/^\/(api|storage|health|metrics)(\/|$)/.test(path)) {
      return reply.status(404).send({ message: 'Recurso não encontrado.' });
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
  fastify.get('/', async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').sendFile('index.html'),
  );
  return true;
}
