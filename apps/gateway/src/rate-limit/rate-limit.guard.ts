import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';
import { ApiError } from '../http/api-error.js';
import { ClientNetworks } from '../http/client-network.js';
import {
  RATE_LIMIT,
  type RateLimitName,
  type RateLimitPolicy,
  rateLimitPolicies,
} from './rate-limit.policies.js';
import type { RateLimitResult } from './rate-limiter.js';
import { RateLimiter } from './rate-limiter.js';

export { RateLimit, type RateLimitName } from './rate-limit.policies.js';

/** Sets the RateLimit-* headers from the tightest count, and refuses with 429 when one is over. */
export function answerLimit(
  reply: FastifyReply,
  results: RateLimitResult[],
  limits: number[],
  message: string,
) {
  const tightest = results.reduce((min, r, i) => (r.remaining < results[min]!.remaining ? i : min), 0);
  reply
    .header('RateLimit-Limit', limits[tightest])
    .header('RateLimit-Remaining', results[tightest]!.remaining);
  const refused = results.filter((r) => !r.allowed);
  if (refused.length === 0) return;
  reply.header('Retry-After', Math.ceil(Math.max(...refused.map((r) => r.resetMs)) / 1000));
  throw new ApiError('RATE_LIMITED', message);
}

/**
 * The limits that count every request (registration, e-mails) per client address, before anything
 * else runs. The others depend on the outcome: OutcomeLimitInterceptor counts them around the route.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly policies: Record<RateLimitName, RateLimitPolicy>;

  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
    private readonly networks: ClientNetworks,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.policies = rateLimitPolicies(config);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const name = this.reflector.getAllAndOverride<RateLimitName | undefined>(RATE_LIMIT, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!name) return true;
    const policy = this.policies[name];
    if (policy.counts !== 'every') return true;
    const http = context.switchToHttp();
    const { limit, windowMs } = policy.perAddress;
    const address = this.networks.addressKey(http.getRequest<FastifyRequest>().ip);
    const result = await this.limiter.hit(name, address, limit, windowMs);
    answerLimit(http.getResponse<FastifyReply>(), [result], [limit], policy.message);
    return true;
  }
}
