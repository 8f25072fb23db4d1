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
import { type Observable, catchError, from, mergeMap, throwError } from 'rxjs';
import type { AuthUser } from '../auth/auth-user.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';
import { ClientNetworks } from '../http/client-network.js';
import { answerLimit } from './rate-limit.guard.js';
import {
  RATE_LIMIT,
  type RateLimitName,
  type RateLimitPolicy,
  rateLimitPolicies,
} from './rate-limit.policies.js';
import { type RateLimitCheck, type RateLimitResult, RateLimiter } from './rate-limiter.js';

/**
 * The anti-abuse limits (posts, comments, reports, tickets, memories): one count per signed-in
 * user and one per client address, both must hold, else 429 with a pt-BR message. Only accepted
 * requests count: a place is reserved atomically before the route runs (so concurrent requests
 * never exceed the limit) and given back when the request is refused after all (422 from the
 * contract, 403/404/409 from the service, 5xx). An interceptor because it runs after the guards,
 * when the caller is known; requests the auth guard refuses count nothing.
 */
@Injectable()
export class AbuseLimitInterceptor implements NestInterceptor {
  private readonly policies: Record<RateLimitName, RateLimitPolicy>;
  private readonly logger = new Logger(AbuseLimitInterceptor.name);

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
    if (!name || !policy?.perUser) return next.handle();
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest & { user?: AuthUser }>();
    const address = this.networks.addressKey(request.ip);
    const checks: RateLimitCheck[] = [{ key: `${name}:address:${address}`, ...policy.perAddress }];
    if (request.user) checks.push({ key: `${name}:user:${request.user.user_id}`, ...policy.perUser });
    const reply = http.getResponse<FastifyReply>();
    const limits = checks.map((c) => c.limit);
    const results = await this.limiter.hitAll(checks);
    answerLimit(reply, results, limits, policy.message);
    return next
      .handle()
      .pipe(
        catchError((error: unknown) =>
          from(this.giveBack(reply, checks, results, limits)).pipe(mergeMap(() => throwError(() => error))),
        ),
      );
  }

  /** The refused request's place goes back to the limits (the headers say so too). */
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
      // Redis unreachable: the place stays taken until the window ends; the refusal still answers.
      this.logger.warn(`rate limit give-back failed: ${(error as Error).message}`);
    }
  }
}
