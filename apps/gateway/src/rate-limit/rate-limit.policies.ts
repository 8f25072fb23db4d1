import { SetMetadata } from '@nestjs/common';
import { genericMessages, userLifecycleMessages } from '@encontro/contracts';
import type { GatewayConfig } from '../config.js';

export type RateLimitName =
  | 'login'
  | 'profile'
  | 'register'
  | 'email'
  | 'forumPost'
  | 'forumComment'
  | 'report'
  | 'ticket'
  | 'memory'
  | 'profilePhoto'
  | 'indication'
  | 'pushSubscription';

export const RATE_LIMIT = 'encontro:rate-limit';

/**
 * Opts a route into a named limit (e.g. `@RateLimit('login')`). Account routes count per client
 * address before anything else; the anti-abuse limits (posts, comments, reports, tickets,
 * memories) count per signed-in user AND per address, after authentication, and both must pass.
 */
export const RateLimit = (name: RateLimitName) => SetMetadata(RATE_LIMIT, name);

export type Window = { limit: number; windowMs: number };
export type RateLimitPolicy = {
  perAddress: Window;
  /** Present for the anti-abuse limits: counted once the caller is authenticated. */
  perUser?: Window;
  message: string;
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Every named limit with its numbers (docs/decisions.md); the counts come from RATE_LIMIT_* variables. */
export function rateLimitPolicies(config: GatewayConfig): Record<RateLimitName, RateLimitPolicy> {
  const account = (limit: number, windowMs: number): RateLimitPolicy => ({
    perAddress: { limit, windowMs },
    message: genericMessages.rateLimited,
  });
  const abuse = (perUser: number, perAddress: number, windowMs: number): RateLimitPolicy => ({
    perUser: { limit: perUser, windowMs },
    perAddress: { limit: perAddress, windowMs },
    message: userLifecycleMessages.tooFast,
  });
  return {
    login: account(config.RATE_LIMIT_AUTH_PER_15MIN, 15 * MINUTE),
    // PUT /api/profile may carry the current password: guessed like a login, counted like one (its own bucket).
    profile: account(config.RATE_LIMIT_AUTH_PER_15MIN, 15 * MINUTE),
    register: account(config.RATE_LIMIT_REGISTER_PER_HOUR, HOUR),
    email: account(config.RATE_LIMIT_EMAIL_PER_HOUR, HOUR),
    forumPost: abuse(
      config.RATE_LIMIT_FORUM_POST_PER_USER,
      config.RATE_LIMIT_FORUM_POST_PER_ADDRESS,
      10 * MINUTE,
    ),
    forumComment: abuse(
      config.RATE_LIMIT_FORUM_COMMENT_PER_USER,
      config.RATE_LIMIT_FORUM_COMMENT_PER_ADDRESS,
      10 * MINUTE,
    ),
    report: abuse(config.RATE_LIMIT_REPORT_PER_USER, config.RATE_LIMIT_REPORT_PER_ADDRESS, HOUR),
    ticket: abuse(config.RATE_LIMIT_TICKET_PER_USER, config.RATE_LIMIT_TICKET_PER_ADDRESS, HOUR),
    memory: abuse(config.RATE_LIMIT_MEMORY_PER_USER, config.RATE_LIMIT_MEMORY_PER_ADDRESS, HOUR),
    // The photo routes (memories above too): each upload is decoded and re-encoded (docs/decisions.md).
    profilePhoto: abuse(
      config.RATE_LIMIT_PROFILE_PHOTO_PER_USER,
      config.RATE_LIMIT_PROFILE_PHOTO_PER_ADDRESS,
      HOUR,
    ),
    indication: abuse(config.RATE_LIMIT_INDICATION_PER_USER, config.RATE_LIMIT_INDICATION_PER_ADDRESS, HOUR),
    // Each subscription is a row and, later, pushes to its endpoint: a device subscribes once.
    pushSubscription: abuse(
      config.RATE_LIMIT_PUSH_SUBSCRIPTION_PER_USER,
      config.RATE_LIMIT_PUSH_SUBSCRIPTION_PER_ADDRESS,
      HOUR,
    ),
  };
}
