import { flagVar, integerVar, loadConfig, mailEnvShape, serviceEnvSchema } from '@encontro/server-config';
import { globalValueModule } from '@encontro/server-runtime';
import { emailUnsubscribeSecretVar, refuseDevUnsubscribeSecret } from '@encontro/server-mail';
import { z } from 'zod';
import { DEFAULT_PUSH_ENDPOINT_HOSTS, parseEndpointHosts } from './push/push-endpoint-hosts.js';

const optionalKey = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

export const notificationEnvSchema = serviceEnvSchema({ port: 3006, schema: 'notification' })
  .extend({
    // The admins' integrity alert goes by e-mail too (issue 27).
    ...mailEnvShape,
    VAPID_PUBLIC_KEY: optionalKey.describe(
      'Web Push application server key (base64url P-256 point); required in production, generated per start elsewhere',
    ),
    VAPID_PRIVATE_KEY: optionalKey.describe('Private half of VAPID_PUBLIC_KEY (base64url)'),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https:// URL')
      .default('mailto:contato@encontro.app')
      .describe('Contact the push services may use about our pushes'),
    EMAIL_UNSUBSCRIBE_SECRET: emailUnsubscribeSecretVar,
    PUSH_ALLOW_HTTP_ENDPOINTS: flagVar(false).describe(
      'Accepts http:// push endpoints (local test push services); browsers only ever give https://',
    ),
    PUSH_ENDPOINT_HOSTS: z
      .string()
      .default(DEFAULT_PUSH_ENDPOINT_HOSTS)
      .transform((list, ctx) => {
        const parsed = parseEndpointHosts(list);
        if ('hosts' in parsed) return parsed.hosts;
        ctx.addIssue({
          code: 'custom',
          message: parsed.invalid
            ? `"${parsed.invalid}" is not a host pattern (push.example.com or *.example.com)`
            : 'has an empty entry',
        });
        return z.NEVER;
      })
      .describe(
        "Comma-separated hosts of the browsers' push services a subscription may point at (*.x.y: any subdomain of x.y); others are refused",
      ),
    PUSH_MAX_PER_HOUR: integerVar(1, 20).describe(
      'Notifications pushed to one person per rolling hour; beyond it only the in-app one is kept',
    ),
    PUSH_TTL_SECONDS: integerVar(0, 24 * 60 * 60).describe(
      'How long a push service keeps a push for a device that is offline',
    ),
    PUSH_POLL_INTERVAL_MS: integerVar(50, 1000),
    PUSH_FIRST_RETRY_MS: integerVar(10, 30_000).describe(
      'Wait after a failed push (429, 5xx, network); it doubles after each further failure',
    ),
    PUSH_MAX_ATTEMPTS: integerVar(1, 6),
    PUSH_TIMEOUT_MS: integerVar(100, 10_000),
    NOTIFY_MAX_EVENT_AGE_HOURS: integerVar(1, 48).describe(
      'Older events (a replay of the stream at first start, a long outage) update what the service knows but notify no one',
    ),
    NOTIFICATIONS_RETENTION_DAYS: integerVar(3, 90).describe(
      'Days a notification is kept, read or not (then deleted with its pushes); longer than NOTIFY_MAX_EVENT_AGE_HOURS',
    ),
  })
  .superRefine((env, ctx) => {
    refuseDevUnsubscribeSecret(env, ctx);
    // A redelivered event younger than NOTIFY_MAX_EVENT_AGE_HOURS must still find its notification (no duplicate).
    if (env.NOTIFICATIONS_RETENTION_DAYS * 24 <= env.NOTIFY_MAX_EVENT_AGE_HOURS)
      ctx.addIssue({
        code: 'custom',
        path: ['NOTIFICATIONS_RETENTION_DAYS'],
        message: 'Must be longer than NOTIFY_MAX_EVENT_AGE_HOURS',
      });
    // Outside production a missing pair is generated at start (push/vapid-keys.ts); half a pair is a mistake.
    const required = env.NODE_ENV === 'production' || env.VAPID_PUBLIC_KEY || env.VAPID_PRIVATE_KEY;
    for (const key of ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'] as const)
      if (required && !env[key])
        ctx.addIssue({ code: 'custom', path: [key], message: 'Required in production and with its pair' });
  });
export type NotificationConfig = z.infer<typeof notificationEnvSchema>;
export const NOTIFICATION_CONFIG = Symbol('NOTIFICATION_CONFIG');

export const loadNotificationConfig = (env: NodeJS.ProcessEnv = process.env): NotificationConfig =>
  loadConfig(notificationEnvSchema, env);
export const notificationSecrets = ['DATABASE_URL', 'VAPID_PRIVATE_KEY', 'EMAIL_UNSUBSCRIBE_SECRET'] as const;

/** Makes the parsed configuration injectable everywhere as NOTIFICATION_CONFIG. */
export class NotificationConfigModule extends globalValueModule<NotificationConfig>(NOTIFICATION_CONFIG) {}
