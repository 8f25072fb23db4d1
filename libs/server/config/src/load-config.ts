import { z } from 'zod';

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/**
 * Parses the environment once at start. A missing or bad variable fails with its name, e.g.
 * `Invalid configuration: DATABASE_URL: Required`.
 */
export function loadConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const result = schema.safeParse(env);
  const problems = result.success
    ? platformProblems(result.data)
    : result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  if (result.success && problems.length === 0) return result.data;
  throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
}

/**
 * Outside production, the key of the signed caller context that `npm start` and the suites share
 * (so a gateway and services started apart still agree); production refuses it.
 */
export const DEV_CALLER_CONTEXT_SECRET = 'encontro-dev-only-caller-context-secret-not-for-production';

/** Rules across variables of the shared base (any schema that extends baseEnvSchema). */
function platformProblems(config: unknown): string[] {
  const env = config as Partial<
    Record<'NODE_ENV' | 'CALLER_CONTEXT_SECRET' | 'NATS_USER' | 'NATS_PASSWORD', string>
  >;
  if (typeof config !== 'object' || config === null || !('NATS_URL' in config)) return [];
  const problems: string[] = [];
  if (env.NODE_ENV === 'production' && env.CALLER_CONTEXT_SECRET === DEV_CALLER_CONTEXT_SECRET)
    problems.push('CALLER_CONTEXT_SECRET: Required in production');
  if (env.NATS_USER && !env.NATS_PASSWORD) problems.push('NATS_PASSWORD: Required with NATS_USER');
  if (env.NATS_PASSWORD && !env.NATS_USER) problems.push('NATS_USER: Required with NATS_PASSWORD');
  return problems;
}

/** Marks the names whose values must never reach a log. */
export function maskSecrets<T extends Record<string, unknown>>(
  config: T,
  secretKeys: readonly (keyof T)[],
): T {
  const masked: Record<string, unknown> = { ...config };
  for (const key of secretKeys) if (masked[key as string] !== undefined) masked[key as string] = '***';
  return masked as T;
}

const port = (fallback: number) => z.coerce.number().int().min(1).max(65535).default(fallback);
/** A whole number of at least `min`; `fallback` when unset. */
const integer = (min: number, fallback: number) => z.coerce.number().int().min(min).default(fallback);
const schemaName = z.string().regex(/^[a-z_][a-z0-9_]*$/);
const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .default(fallback ? 'true' : 'false')
    .transform((v) => v === 'true' || v === '1');

/** Variables every service process shares; each app extends it with its own. */
export const baseEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  HTTP_PORT: port(3000).describe('Port of /health and /metrics (and the API, for the gateway)'),
  NATS_URL: z.string().min(1).default('nats://127.0.0.1:4222'),
  NATS_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  NATS_USER: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .optional()
    .describe("The app's own NATS user (the app's name), with the permissions of the chart's NATS config"),
  NATS_PASSWORD: z.string().min(1).optional().describe("NATS_USER's password"),
  CALLER_CONTEXT_SECRET: z
    .string()
    .min(32)
    .default(DEV_CALLER_CONTEXT_SECRET)
    .describe(
      'HMAC key of the caller context the gateway signs (x-caller) and the services verify; the same in every app, required in production',
    ),
  REDIS_URL: z.string().min(1).default('redis://127.0.0.1:6379'),
  EVENTS_STREAM: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .default('EVENTS'),
  EVENTS_STREAM_REPLICAS: z.coerce
    .number()
    .int()
    .min(1)
    .max(5)
    .default(1)
    .describe('Replicas of the events stream when a service creates or updates it (3 on a NATS cluster)'),
  EVENTS_MAX_AGE_DAYS: z.coerce
    .number()
    .int()
    .min(0)
    .default(30)
    .describe(
      'Days an event stays on the stream (0 = forever); consumers ack in seconds, and old events carry personal data',
    ),
  EVENTS_MAX_DELIVER: integer(1, 10).describe(
    'Deliveries of one event to a consumer before it goes to the dead-letter stream <EVENTS_STREAM>_DEAD',
  ),
  EVENTS_ACK_WAIT_S: integer(1, 30).describe(
    'Seconds a delivered event may wait for its ack before NATS delivers it again (a replica killed or NATS restarted mid-batch)',
  ),
  EVENTS_SUBJECT_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.-]+$/)
    .default('evt'),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[a-z0-9_-]+:$/, 'must look like "encontro:"')
    .default('encontro:')
    .describe('Namespace of every Redis key (rate limits, revocations, dev clock)'),
  DEV_CLOCK_ENABLED: flag(false).describe('Allows POST /api/dev/clock; refused when NODE_ENV=production'),
  SHUTDOWN_DRAIN_MS: integer(0, 10_000).describe(
    'On SIGTERM, how long the NATS requests under way may take to answer before the connection closes',
  ),
});
export type BaseEnv = z.infer<typeof baseEnvSchema>;

export const databaseEnvSchema = z.object({
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'),
  DATABASE_SCHEMA: schemaName.optional(),
  // migrate() holds its advisory lock on one connection while the migrations run on another.
  DATABASE_POOL_MAX: z.coerce.number().int().min(2).default(10),
});

/** A service that owns a Postgres schema: the shared variables, its database, its own port and schema name. */
export function serviceEnvSchema(own: { port: number; schema: string }) {
  return baseEnvSchema.extend(databaseEnvSchema.shape).extend({
    HTTP_PORT: port(own.port),
    DATABASE_SCHEMA: schemaName.default(own.schema),
  });
}

/** The site's public origin: the base of every absolute link (e-mails, share links, link previews). */
export const publicUrlShape = {
  PUBLIC_URL: z
    .string()
    .url()
    .default('http://localhost:8080')
    .describe('Public base URL of the site: links in e-mails, og:url and og:image of link previews'),
};

/** A service that sends e-mail: its SMTP server, its sender, and the base of the links it writes. */
export const mailEnvShape = {
  SMTP_URL: z.string().min(1).default('smtp://127.0.0.1:1025'),
  MAIL_FROM: z.string().min(3).default('Encontro <nao-responda@encontro.app>'),
  ...publicUrlShape,
};

export { port as portVar, flag as flagVar, integer as integerVar };
