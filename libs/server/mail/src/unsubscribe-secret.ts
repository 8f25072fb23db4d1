import { z } from 'zod';

/**
 * The secret of the unsubscribe links outside production (`npm start`, the suites): the services that
 * sign and notification-svc, which verifies, all default to it, so a local link works.
 */
export const DEV_EMAIL_UNSUBSCRIBE_SECRET = 'encontro-dev-only-email-unsubscribe-secret';

/** EMAIL_UNSUBSCRIBE_SECRET of a service's env schema; pair it with `refuseDevUnsubscribeSecret`. */
export const emailUnsubscribeSecretVar = z
  .string()
  .min(16)
  .default(DEV_EMAIL_UNSUBSCRIBE_SECRET)
  .describe(
    'Signs the one-click unsubscribe links of e-mails (HMAC), shared with notification-svc; required in production',
  );

/** The env schema's superRefine: in production the known dev value would let anyone forge a link. */
export function refuseDevUnsubscribeSecret(
  env: { NODE_ENV: string; EMAIL_UNSUBSCRIBE_SECRET: string },
  ctx: z.RefinementCtx,
): void {
  if (env.NODE_ENV === 'production' && env.EMAIL_UNSUBSCRIBE_SECRET === DEV_EMAIL_UNSUBSCRIBE_SECRET)
    ctx.addIssue({ code: 'custom', path: ['EMAIL_UNSUBSCRIBE_SECRET'], message: 'Required in production' });
}
