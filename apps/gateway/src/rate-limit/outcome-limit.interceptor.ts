import {
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  Logger,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Observable, catchError, concatMap, from, map, throwError } from 'rxjs';
import type { AuthUser } from '../auth/auth-user.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';
import { ClientNetworks } from '../http/client-network.js';
import { answerLimit } from './rate-limit.guard.js';
import {
  RATE_LIMIT,
  type RateLimitName,
  type RateLimitPolicy,
  keepsPlace,
  rateLimitPolicies,
} from './rate-limit.policies.js';
import { type RateLimitCheck, type RateLimitResult, RateLimiter } from './rate-limiter.js';

/**
 * The limits whose count depends on how the request ends: the anti-abuse limits (posts, comments,
 * reports, tickets, memories, photos — one count per signed-in user and one per address, both must
 * hold) count accepted requests; the credential limits (login, profile, account deletion — per
 * address) count wrong passwords only. Over a limit: 429 with a pt-BR message. A place is reserved
 * atomically before the route runs (so concurrent requests never exceed the limit) and given back
 * when the outcome is not what the limit counts (`keepsPlace`). An interceptor because it runs after
 * the guards, when the caller is known; requests the auth guards refuse count nothing.
 */
@Injectable()
export class OutcomeLimitInterceptor implements NestInterceptor {
  private readonly policies: Record<RateLimitName, RateLimitPolicy>;
  private readonly logger = new Logger(OutcomeLimitInterceptor.name);

  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
    private readonly networks: ClientNetworks,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.policies = rateLimitPolicies(config);
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    if (context.getType() !== 'http') return next.handle();
    const name = this.reflector.getAllAndOverride<RateLimitName | undefined>(RATE_LIMIT, [
      context.getHandler(),
      context.getClass(),
    ]);
    const policy = name ? this.policies[name] : undefined;
    if (!name || !policy || policy.counts === 'every') return next.handle();
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest & { user?: AuthUser }>();
    const address = this.networks.addressKey(request.ip);
    // An address-only limit keeps the key it had when the guard counted it.
    const addressKey = policy.perUser ? `${name}:address:${address}` : `${name}:${address}`;
    const checks: RateLimitCheck[] = [{ key: addressKey, ...policy.perAddress }];
    if (policy.perUser && request.user)
      checks.push({ key: `${name}:user:${request.user.user_id}`, ...policy.perUser });
    const reply = http.getResponse<FastifyReply>();
    const limits = checks.map((c) => c.limit);
    const results = await this.limiter.hitAll(checks);
    answerLimit(reply, results, limits, policy.message);
    const settle = async (error?: unknown) => {
      if (!keepsPlace(policy.counts, error)) await this.giveBack(reply, checks, results, limits);
    };
    return next.handle().pipe(
      concatMap((value) => from(settle()).pipe(map(() => value))),
      catchError((error: unknown) => from(settle(error)).pipe(concatMap(() => throwError(() => error)))),
    );
  }

  /** The request's place goes back to the limits (the headers say so too). */
  private async giveBack(
    reply: FastifyReply,
    checks: RateLimitCheck[],
    results: RateLimitResult[],
    limits: number[],
  ): Promise<void> {
    try {
      await this.limiter.giveBack(checks, results);
      const returned = results.map((r) => ({ ...r, hits: r.hits - 1, remaining: r.remaining + 1 }));
      answerLimit(reply, returned, limits, '');
    } catch (error) {
      // Redis unreachable: the place stays taken until the window ends; the answer still goes out.
      this.logger.warn(`rate limit give-back failed: ${(error as Error).message}`);
    }
  }
}
