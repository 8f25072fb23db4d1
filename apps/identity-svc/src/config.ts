import { integerVar, loadConfig, mailEnvShape, serviceEnvSchema } from '@encontro/server-config';
import { globalValueModule } from '@encontro/server-runtime';
import { z } from 'zod';

/** The demo admin's documented password: fine for `npm start`, refused by `create-admin` in production. */
export const DEFAULT_ADMIN_PASSWORD = 'Admin123';

export const identityEnvSchema = serviceEnvSchema({ port: 3001, schema: 'identity' }).extend({
  JWT_PRIVATE_KEY: z
    .string()
    .min(1)
    // A PEM passed through an env file often arrives with literal "\n".
    .transform((pem) => pem.replace(/\\n/g, '\n'))
    .describe('PEM of the ES256 (P-256) private key that signs access tokens'),
  JWT_KEY_ID: z.string().min(1).default('k1'),
  ...mailEnvShape,
  ARGON2_MEMORY_KIB: integerVar(1024, 19456),
  LOGIN_MAX_FAILURES: integerVar(1, 10).describe(
    'Failed logins an account e-mail may have from one network in the window before login from that network is refused (429)',
  ),
  LOGIN_ACCOUNT_MAX_FAILURES: integerVar(1, 30).describe(
    "Failed logins an account e-mail may have from all networks together in the window before login is refused (429) everywhere but the account's known networks",
  ),
  LOGIN_FAILURE_WINDOW_MINUTES: integerVar(1, 15),
  ADMIN_EMAIL: z
    .string()
    .email()
    .default('admin@example.com')
    .describe('Administrator created by `main.js seed`'),
  ADMIN_PASSWORD: z
    .string()
    .min(6)
    .default(DEFAULT_ADMIN_PASSWORD)
    .describe('Password of the seeded administrator'),
});
export type IdentityConfig = z.infer<typeof identityEnvSchema>;
export const IDENTITY_CONFIG = Symbol('IDENTITY_CONFIG');

export const loadIdentityConfig = (env: NodeJS.ProcessEnv = process.env): IdentityConfig =>
  loadConfig(identityEnvSchema, env);
export const identitySecrets = ['JWT_PRIVATE_KEY', 'DATABASE_URL', 'ADMIN_PASSWORD'] as const;

/** Makes the parsed configuration injectable everywhere as IDENTITY_CONFIG. */
export class IdentityConfigModule extends globalValueModule<IdentityConfig>(IDENTITY_CONFIG) {}
