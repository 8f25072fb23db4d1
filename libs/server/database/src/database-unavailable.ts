/**
 * SQLSTATEs of a server that is not there right now: class 08 (connection exceptions), 57P01–57P03
 * (shut down by an administrator — a restart —, crashed, still starting), 53300 (no connection left).
 */
const UNAVAILABLE_STATES = /^(08\w{3}|57P0[123]|53300)$/;
/** Socket errors of a server that restarts or cannot be reached. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
/** node-postgres's own words for a connection that went away or never came (they carry no code). */
const CLOSED_CONNECTION =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;

/**
 * Whether a database call failed because Postgres is not there right now (restarting, unreachable),
 * not because of the statement: the caller answers "try again" (a pt-BR 503), never an internal
 * error. MikroORM's exceptions keep the driver's code and wrap its error (`previous`, `cause`).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || NETWORK_CODES.has(code))) return true;
    if (CLOSED_CONNECTION.test(current.message)) return true;
    current = (current as { previous?: unknown }).previous ?? current.cause;
  }
  return false;
}
