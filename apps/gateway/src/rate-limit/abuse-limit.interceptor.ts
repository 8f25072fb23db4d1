import {
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import type { AuthUser } from '../auth/auth-user.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';
import { answerLimit } from './rate-limit.guard.js';
import {
  RATE_LIMIT,
  type RateLimitName,
  type RateLimitPolicy,
  rateLimitPolicies,
} from './rate-limit.policies.js';
import { type RateLimitCheck, RateLimiter } from './rate-limiter.js';

/**
 * The anti-abuse limits (posts, comments, reports, tickets, memories): one count per signed-in
 * user and one per client address, both must hold, else 429 with a pt-BR message. An interceptor
 * because it runs after the guards, when the caller is known; requests the auth guard refuses
 * count nothing.
 */
@Injectable()
export class AbuseLimitInterceptor implements NestInterceptor {
  private readonly policies: Record<RateLimitName, RateLimitPolicy>;

  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(RateLimiter) private readonly limiter: RateLimiter,
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
    const checks: RateLimitCheck[] = [{ key: `${name}:ip:${request.ip}`, ...policy.perAddress }];
    if (request.user) checks.push({ key: `${name}:user:${request.user.user_id}`, ...policy.perUser });
    const results = await this.limiter.hitAll(checks);
    answerLimit(
      http.getResponse<FastifyReply>(),
      results,
      checks.map((c) => c.limit),
      policy.message,
    );
    return next.handle();
  }
}
