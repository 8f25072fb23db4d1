import type { ErrorReason } from '@encontro/contracts';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';

const PROBES = /^\/(health|metrics)(\/|$)/;

const refusalReasons = new WeakMap<FastifyRequest, ErrorReason>();

/** Remembers which rule refused the request, for its access-log line. */
export function setRefusalReason(request: FastifyRequest, reason: ErrorReason | undefined): void {
  if (reason) refusalReasons.set(request, reason);
}

/**
 * One access-log line per request, at a level that keeps a peak cheap (issue 14): server errors at
 * `error`, refusals (4xx) and every write at `info`, successful reads at `debug` — at the usual
 * `info` level, the Home's polling and the vote burst's reads cost no log line, and every error is
 * still kept, with the reason of a refusal (`ALREADY_VOTED`…). The path is logged without its query (a calendar link's token is a secret).
 */
export function installAccessLog(fastify: FastifyInstance): void {
  const log = fastify.log as FastifyBaseLogger & Pick<Logger, 'isLevelEnabled'>;
  fastify.addHook('onResponse', async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    if (PROBES.test(path)) return;
    const status = reply.statusCode;
    const read = request.method === 'GET' || request.method === 'HEAD';
    const level = status >= 500 ? 'error' : status >= 400 || !read ? 'info' : 'debug';
    // Below the logger's level, the line is not even built.
    if (!log.isLevelEnabled(level)) return;
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    const reason = refusalReasons.get(request);
    request.log[level](
      reason
        ? { method: request.method, path, status, reason, ms }
        : { method: request.method, path, status, ms },
      'request',
    );
  });
}
