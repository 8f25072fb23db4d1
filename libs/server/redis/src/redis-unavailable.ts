/** ioredis's message for a command on a connection that closed (utils CONNECTION_CLOSED_ERROR_MSG). */
const CONNECTION_CLOSED = 'Connection is closed.';
/** Socket errors of a server that restarts or cannot be reached. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/** A server that is starting (LOADING its data set) or shutting down answers these before the command runs. */
const NOT_READY_REPLY = /^(LOADING|BUSY|MASTERDOWN|TRYAGAIN)\b/;

/**
 * Whether a Redis call failed because Redis is not there right now (restarting, unreachable, still
 * loading), not because of the command: the caller answers "try again" (a pt-BR 503), never an
 * internal error. ioredis gives up on a command after `maxRetriesPerRequest` reconnections.
 */
export function isRedisUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'MaxRetriesPerRequestError') return true;
  if (error.message === CONNECTION_CLOSED || error.message.startsWith("Stream isn't writeable")) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
  return error.name === 'ReplyError' && NOT_READY_REPLY.test(error.message);
}
