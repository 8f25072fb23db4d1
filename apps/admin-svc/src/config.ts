import { loadConfig, serviceEnvSchema } from '@encontro/server-config';
import { globalValueModule } from '@encontro/server-runtime';
import { z } from 'zod';

export const adminEnvSchema = serviceEnvSchema({ port: 3005, schema: 'moderation' }).extend({});
export type AdminConfig = z.infer<typeof adminEnvSchema>;
export const ADMIN_CONFIG = Symbol('ADMIN_CONFIG');

export const loadAdminConfig = (env: NodeJS.ProcessEnv = process.env): AdminConfig =>
  loadConfig(adminEnvSchema, env);

/** Makes the parsed configuration injectable everywhere as ADMIN_CONFIG. */
export class AdminConfigModule extends globalValueModule<AdminConfig>(ADMIN_CONFIG) {}
