import { baseEnvSchema, databaseEnvSchema, loadConfig } from '@encontro/server-config';
import { globalValueModule } from '@encontro/server-runtime';
import { z } from 'zod';

export const adminEnvSchema = baseEnvSchema.extend(databaseEnvSchema.shape).extend({
  HTTP_PORT: z.coerce.number().int().min(1).max(65535).default(3005),
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/)
    .default('moderation'),
});
export type AdminConfig = z.infer<typeof adminEnvSchema>;
export const ADMIN_CONFIG = Symbol('ADMIN_CONFIG');

export const loadAdminConfig = (env: NodeJS.ProcessEnv = process.env): AdminConfig =>
  loadConfig(adminEnvSchema, env);

/** Makes the parsed configuration injectable everywhere as ADMIN_CONFIG. */
export class AdminConfigModule extends globalValueModule<AdminConfig>(ADMIN_CONFIG) {}
