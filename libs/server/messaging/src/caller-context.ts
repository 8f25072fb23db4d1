import { AsyncLocalStorage } from 'node:async_hooks';
import { JwtService } from '@nestjs/jwt';
import { type CallerRule, type RpcContract, allRpcContracts } from '@encontro/contracts';

/** The NATS header that carries the signed caller context of a request. */
export const CALLER_HEADER = 'x-caller';

/**
 * Who a request is made for: a person (`sub` = user id, `admin` from their verified token) or a
 * service acting for the platform (`sub` = `service:<name>`, admin by construction).
 */
export type Caller = { sub: string; admin: boolean };

const SERVICE_SUB = 'service:';
export const serviceCaller = (service: string): Caller => ({ sub: `${SERVICE_SUB}${service}`, admin: true });
export const isServiceCaller = (caller: Caller): boolean => caller.sub.startsWith(SERVICE_SUB);

/** How long a signed caller context is good for: it is made for one request, answered in seconds. */
const TOKEN_TTL_SECONDS = 60;

const storage = new AsyncLocalStorage<Caller | null>();

/**
 * The caller of the work under way: in the gateway the authenticated person of the HTTP request
 * (null for a guest), in a service the verified caller of the request it is answering. Outgoing
 * requests to protected subjects are signed for it (ServiceClient).
 */
export const callerContext = {
  run<T>(caller: Caller | null, fn: () => T): T {
    return storage.run(caller, fn);
  },
  /** undefined outside any request; null for a guest. */
  get(): Caller | null | undefined {
    return storage.getStore();
  },
};

/**
 * Signs and verifies caller contexts: a compact HS256 JWT `{ sub, admin, aud: subject, iss, iat,
 * exp }` under CALLER_CONTEXT_SECRET, which the gateway and every service share. The audience binds
 * it to one subject, the expiry to the moment: a token seen once cannot be reused elsewhere or later.
 */
export class CallerTokens {
  private readonly jwt: JwtService;

  constructor(
    secret: string,
    private readonly issuer: string,
  ) {
    this.jwt = new JwtService({ secret });
  }

  sign(caller: Caller, subject: string): string {
    return this.jwt.sign(
      { admin: caller.admin },
      {
        algorithm: 'HS256',
        subject: caller.sub,
        audience: subject,
        issuer: this.issuer,
        expiresIn: TOKEN_TTL_SECONDS,
      },
    );
  }

  /** The caller a token names for `subject`; null when it is missing, forged, expired or for another subject. */
  verify(token: unknown, subject: string): Caller | null {
    if (typeof token !== 'string' || token.length === 0 || token.length > 2000) return null;
    try {
      const claims = this.jwt.verify<{ sub?: unknown; admin?: unknown }>(token, {
        algorithms: ['HS256'],
        audience: subject,
        clockTolerance: 5,
      });
      if (typeof claims.sub !== 'string' || typeof claims.admin !== 'boolean') return null;
      return { sub: claims.sub, admin: claims.admin };
    } catch {
      return null;
    }
  }
}

const rules = new Map<string, CallerRule>(
  allRpcContracts.flatMap(({ contract }) => (contract.caller ? [[contract.subject, contract.caller]] : [])),
);

/** The caller rule of a subject, as its contract declares it (none: anyone NATS lets publish there). */
export const callerRuleOf = (subject: string): CallerRule | undefined => rules.get(subject);

/** Whether a contract's requests are signed for their caller. */
export const isCallerProtected = (contract: RpcContract): boolean => contract.caller !== undefined;

const field = (payload: unknown, key: string): unknown =>
  typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>)[key] : undefined;

/**
 * Whether `caller` may make this request:
 * - `admin`: an administrator, who is also the actor the request names (`actor_id` / `admin_id`,
 *   when it names one), or a service acting for the platform;
 * - `user`: the person whose `user_id` the request names, and only them.
 */
export function callerAllows(rule: CallerRule, caller: Caller, payload: unknown): boolean {
  if (rule === 'user') return !isServiceCaller(caller) && field(payload, 'user_id') === caller.sub;
  if (!caller.admin) return false;
  if (isServiceCaller(caller)) return true;
  return ['actor_id', 'admin_id'].every((key) => {
    const named = field(payload, key);
    return named === undefined || named === caller.sub;
  });
}
