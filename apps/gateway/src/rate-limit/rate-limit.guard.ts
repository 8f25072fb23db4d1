import { type CanActivate, type ExecutionContext, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { genericMessages } from '@encontro/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';
import { ApiError } from '../http/api-error.js';
import { RateLimiter } from './rate-limiter.js';

export type RateLimitName =
  | 'login'
  | 'register'
  | 'email'
  | 'forumPost'
  | 'forumComment'
  | 'report'
  | 'ticket'
  | 'memory';
const RATE_LIMIT = 'encontro:rate-limit';

/** Opts a route into a named limit per client address (e.g. `@RateLimit('login')`). */
export const RateLimit = (name: RateLimitName) => SetMetadata(RATE_LIMIT, name);

const MINUTE = 60_000;

@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly limits: Record<RateLimitName, { limit: number; windowMs: number }>;

  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(RateLimiter) private readonly limiter: RateLimiter,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.limits = {
      login: { limit: config.RATE_LIMIT_AUTH_PER_15MIN, windowMs: 15 * MINUTE },
      register: { limit: config.RATE_LIMIT_REGISTER_PER_HOUR, windowMs: 60 * MINUTE },
      email: { limit: config.RATE_LIMIT_EMAIL_PER_HOUR, windowMs: 60 * MINUTE },
      // Placeholders until the anti-abuse limits (per user and per address) land.
      forumPost: { limit: 1000, windowMs: 60 * MINUTE },
      forumComment: { limit: 1000, windowMs: 60 * MINUTE },
      report: { limit: 1000, windowMs: 60 * MINUTE },
      ticket: { limit: 1000, windowMs: 60 * MINUTE },
      memory: { limit: 1000, windowMs: 60 * MINUTE },
    };
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const name = this.reflector.getAllAndOverride<RateLimitName | undefined>(RATE_LIMIT, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!name) return true;
    const { limit, windowMs } = this.limits[name];
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const result = await this.limiter.hit(name, request.ip, limit, windowMs);
    const reply = http.getResponse<FastifyReply>();
    reply.header('RateLimit-Limit', limit).header('RateLimit-Remaining', result.remaining);
    if (result.allowed) return true;
    reply.header('Retry-After', Math.ceil(result.resetMs / 1000));
    throw new ApiError('RATE_LIMITED', genericMessages.rateLimited);
  }
}
