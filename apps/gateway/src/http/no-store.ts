import type { FastifyInstance } from 'fastify';

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Any /api answer may carry a token or personal data (login, me, profile, admin lists, exports,
 * tickets, notifications…), errors included: unless its route set a Cache-Control of its own (the
 * calendar file), no browser or proxy cache may keep it. Photos (/storage) and the web app are not
 * under /api; the forum's live stream writes its own headers on the raw response, past this hook.
 */
export function preventApiCaching(fastify: FastifyInstance): void {
  fastify.addHook('onSend', async (request, reply) => {
    if (isApi(request.url) && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
  });
}
