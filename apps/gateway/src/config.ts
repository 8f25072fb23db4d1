import { baseEnvSchema, loadConfig, publicUrlShape } from '@encontro/server-config';
import { z } from 'zod';
import { trustProxyVar } from './http/trust-proxy.js';

const limit = (fallback: number, what: string) =>
  z.coerce.number().int().min(1).default(fallback).describe(what);

export const gatewayEnvSchema = baseEnvSchema.extend({
  HTTP_PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  METRICS_PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65535)
    .default(9464)
    .describe('Port of /metrics, apart from the public API port (0: any free port)'),
  JWT_PUBLIC_KEY: z.string().min(1).describe('PEM of the ES256 public key that verifies access tokens'),
  JWT_PREVIOUS_PUBLIC_KEY: z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? value : undefined))
    .describe('During a key rotation: the old public key, still accepted until the old tokens expire'),
  WEB_DIST_DIR: z.string().optional().describe('Built web app to serve at / (SPA fallback)'),
  // Link previews' og:url and og:image are absolute on it, never on the request's Host (cache poisoning).
  ...publicUrlShape,
  API_DOCS_ENABLED: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1'))
    .describe(
      'Serves Swagger UI at /api/docs and the OpenAPI document at /api/docs/openapi.json; unset: on, except with NODE_ENV=production',
    ),
  S3_ENDPOINT: z.string().url().optional().describe('S3 endpoint (s3rver or MinIO); empty for AWS'),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().min(3).default('encontro-photos'),
  S3_ACCESS_KEY_ID: z.string().min(1).default('S3RVER'),
  S3_SECRET_ACCESS_KEY: z.string().min(1).default('S3RVER'),
  TRUST_PROXY: trustProxyVar.describe(
    'Who may set the client address in X-Forwarded-For: false, a hop count (1) or proxies (loopback, 10.0.0.0/8, …); never true',
  ),
  NETWORK_HASH_SECRET: z
    .string()
    .min(32)
    .describe('HMAC key of the client network and address hashes (services and Redis never see an address)'),
  RATE_LIMIT_AUTH_PER_15MIN: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_REGISTER_PER_HOUR: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_EMAIL_PER_HOUR: z.coerce.number().int().min(1).default(5),
  // Anti-abuse limits: per signed-in user and per client address, both must hold (docs/decisions.md).
  RATE_LIMIT_FORUM_POST_PER_USER: limit(10, 'Forum posts per user per 10 minutes'),
  RATE_LIMIT_FORUM_POST_PER_ADDRESS: limit(30, 'Forum posts per client address per 10 minutes'),
  RATE_LIMIT_FORUM_COMMENT_PER_USER: limit(30, 'Forum comments per user per 10 minutes'),
  RATE_LIMIT_FORUM_COMMENT_PER_ADDRESS: limit(90, 'Forum comments per client address per 10 minutes'),
  RATE_LIMIT_REPORT_PER_USER: limit(10, 'Reports per user per hour'),
  RATE_LIMIT_REPORT_PER_ADDRESS: limit(30, 'Reports per client address per hour'),
  RATE_LIMIT_TICKET_PER_USER: limit(5, 'Support tickets per user per hour'),
  RATE_LIMIT_TICKET_PER_ADDRESS: limit(15, 'Support tickets per client address per hour'),
  RATE_LIMIT_MEMORY_PER_USER: limit(10, 'Memory photos per user per hour'),
  RATE_LIMIT_MEMORY_PER_ADDRESS: limit(30, 'Memory photos per client address per hour'),
  RATE_LIMIT_PROFILE_PHOTO_PER_USER: limit(10, 'Profile photo uploads per user per hour'),
  RATE_LIMIT_PROFILE_PHOTO_PER_ADDRESS: limit(30, 'Profile photo uploads per client address per hour'),
  RATE_LIMIT_INDICATION_PER_USER: limit(10, 'Nominations (with their photos) per user per hour'),
  RATE_LIMIT_INDICATION_PER_ADDRESS: limit(30, 'Nominations (with their photos) per client address per hour'),
  RATE_LIMIT_PUSH_SUBSCRIPTION_PER_USER: limit(20, 'Push subscriptions made or removed per user per hour'),
  RATE_LIMIT_PUSH_SUBSCRIPTION_PER_ADDRESS: limit(
    60,
    'Push subscriptions made or removed per client address per hour',
  ),
  // "Cheguei": wrong check-in codes (a 6-digit code must not be guessable); right ones never count.
  RATE_LIMIT_CHECKIN_FAILED_PER_USER: limit(10, 'Wrong check-in codes per user per minute'),
  RATE_LIMIT_CHECKIN_FAILED_PER_ADDRESS: limit(60, 'Wrong check-in codes per client address per minute'),
  PHOTO_PURGE_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(30_000)
    .describe(
      'How often queued photos (deleted accounts, indications, memories) are removed from the object storage; retried at this pace while it is down',
    ),
  PUSH_SUBJECT_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/)
    .default('push')
    .describe('Core NATS subject prefix of forum pushes: the gateway subscribes to <prefix>.forum.>'),
  FORUM_STREAMS_PER_USER: z.coerce
    .number()
    .int()
    .min(1)
    .default(10)
    .describe('Open forum SSE streams one user may hold on one gateway'),
  FORUM_STREAM_HEARTBEAT_MS: z.coerce
    .number()
    .int()
    .min(50)
    .default(15_000)
    .describe('Comment line sent on idle forum SSE streams (keeps proxies from closing them)'),
});
export type GatewayConfig = z.infer<typeof gatewayEnvSchema>;

/** Whether /api/docs is served: API_DOCS_ENABLED when set, else everywhere but production. */
export const apiDocsEnabled = (config: Pick<GatewayConfig, 'API_DOCS_ENABLED' | 'NODE_ENV'>): boolean =>
  config.API_DOCS_ENABLED ?? config.NODE_ENV !== 'production';
export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
export const loadGatewayConfig = (env: NodeJS.ProcessEnv = process.env): GatewayConfig =>
  loadConfig(gatewayEnvSchema, env);
export const gatewaySecrets = ['S3_SECRET_ACCESS_KEY', 'NETWORK_HASH_SECRET'] as const;
