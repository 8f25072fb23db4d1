import { SetMetadata } from '@nestjs/common';
import {
  type ErrorReason,
  genericMessages,
  indicationMessages,
  userLifecycleMessages,
} from '@encontro/contracts';
import type { GatewayConfig } from '../config.js';
import { reasonOf } from '../http/error-map.js';

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
  | 'pushSubscription'
  | 'checkin';

export const RATE_LIMIT = 'encontro:rate-limit';

/**
 * Opts a route into a named limit (e.g. `@RateLimit('login')`). Sign-ups and e-mails count per client
 * address before anything else; the password checks (login, profile, account deletion) count wrong
 * passwords per address; the anti-abuse limits (posts, comments, reports, tickets, memories) count
 * accepted requests per signed-in user AND per address, both must pass.
 */
export const RateLimit = (name: RateLimitName) => SetMetadata(RATE_LIMIT, name);

export type Window = { limit: number; windowMs: number };
export type RateLimitPolicy = {
  perAddress: Window;
  /** Present for the anti-abuse limits: counted once the caller is authenticated. */
  perUser?: Window;
  /**
   * What uses up the limit: `every` request, counted before anything runs (sign-ups, e-mails);
   * `accepted` requests (the anti-abuse limits); or `failedCredential`s alone — a wrong password —
   * so the many people behind one carrier address (CGNAT) who sign in fine never use it up.
   * The last two reserve a place before the route runs and give it back after another outcome.
   */
  counts: 'every' | 'accepted' | 'failedCredential' | 'wrongCode';
  message: string;
};

/** The refusals that mean a wrong password: all that the credential limits count. */
const failedCredentials: ReadonlySet<ErrorReason> = new Set([
  'INVALID_CREDENTIALS',
  'CURRENT_PASSWORD_WRONG',
  'WRONG_PASSWORD',
]);

/** The refusals of a check-in code that is not the current one: all that the check-in limit counts. */
const wrongCodes: ReadonlySet<ErrorReason> = new Set(['CHECKIN_CODE_STALE', 'CHECKIN_CODE_INVALID']);

/**
 * Whether a request that ended so (`error` undefined: it succeeded) keeps the place it reserved in a
 * limit that counts `counts`. Validation errors, refusals of a right password (blocked, unverified),
 * 429s and 5xx never count against a credential limit.
 */
export function keepsPlace(counts: RateLimitPolicy['counts'], error?: unknown): boolean {
  if (counts === 'failedCredential' || counts === 'wrongCode') {
    const reason = error === undefined ? undefined : reasonOf(error);
    return reason !== undefined && (counts === 'wrongCode' ? wrongCodes : failedCredentials).has(reason);
  }
  return error === undefined;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Every named limit with its numbers (docs/decisions.md); the counts come from RATE_LIMIT_* variables. */
export function rateLimitPolicies(config: GatewayConfig): Record<RateLimitName, RateLimitPolicy> {
  const account = (limit: number, windowMs: number): RateLimitPolicy => ({
    perAddress: { limit, windowMs },
    counts: 'every',
    message: genericMessages.rateLimited,
  });
  const credential = (limit: number, windowMs: number): RateLimitPolicy => ({
    ...account(limit, windowMs),
    counts: 'failedCredential',
  });
  const abuse = (perUser: number, perAddress: number, windowMs: number): RateLimitPolicy => ({
    perUser: { limit: perUser, windowMs },
    perAddress: { limit: perAddress, windowMs },
    counts: 'accepted',
    message: userLifecycleMessages.tooFast,
  });
  return {
    // Login and the account deletion's password: wrong passwords per address (identity-svc's
    // per-account-and-network throttle does the rest).
    login: credential(config.RATE_LIMIT_AUTH_PER_15MIN, 15 * MINUTE),
    // PUT /api/profile may carry the current password: guessed like a login, counted like one (its own bucket).
    profile: credential(config.RATE_LIMIT_AUTH_PER_15MIN, 15 * MINUTE),
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
    // Only wrong codes count, per user and per address: a venue's guests share one network.
    checkin: {
      perUser: { limit: config.RATE_LIMIT_CHECKIN_FAILED_PER_USER, windowMs: MINUTE },
      perAddress: { limit: config.RATE_LIMIT_CHECKIN_FAILED_PER_ADDRESS, windowMs: MINUTE },
      counts: 'wrongCode',
      message: indicationMessages.checkinTooManyAttempts,
    },
  };
}
