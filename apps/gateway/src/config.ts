import { baseEnvSchema, flagVar, loadConfig } from '@encontro/server-config';
import { z } from 'zod';

export const gatewayEnvSchema = baseEnvSchema.extend({
  HTTP_PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  JWT_PUBLIC_KEY: z.string().min(1).describe('PEM of the ES256 public key that verifies access tokens'),
  WEB_DIST_DIR: z.string().optional().describe('Built web app to serve at / (SPA fallback)'),
  S3_ENDPOINT: z.string().url().optional().describe('S3 endpoint (s3rver or MinIO); empty for AWS'),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().min(3).default('encontro-photos'),
  S3_ACCESS_KEY_ID: z.string().min(1).default('S3RVER'),
  S3_SECRET_ACCESS_KEY: z.string().min(1).default('S3RVER'),
  TRUST_PROXY: flagVar(false).describe('Trust X-Forwarded-For (behind an ingress)'),
  RATE_LIMIT_AUTH_PER_15MIN: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_REGISTER_PER_HOUR: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_EMAIL_PER_HOUR: z.coerce.number().int().min(1).default(5),
});
export type GatewayConfig = z.infer<typeof gatewayEnvSchema>;
export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
export const loadGatewayConfig = (env: NodeJS.ProcessEnv = process.env): GatewayConfig =>
  loadConfig(gatewayEnvSchema, env);
