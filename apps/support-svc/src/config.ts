import { integerVar, loadConfig, mailEnvShape, serviceEnvSchema } from '@encontro/server-config';
import { globalValueModule } from '@encontro/server-runtime';
import { z } from 'zod';

export const supportEnvSchema = serviceEnvSchema({ port: 3004, schema: 'support' }).extend({
  ...mailEnvShape,
  CONTACT_EMAIL: z
    .string()
    .email()
    .default('contato@encontro.app')
    .describe("The platform's contact address: every contact message is forwarded there"),
  CONTACT_DAILY_LIMIT: integerVar(1, 5).describe(
    'Contact messages per day (America/Sao_Paulo) per e-mail and per client address',
  ),
});
export type SupportConfig = z.infer<typeof supportEnvSchema>;
export const SUPPORT_CONFIG = Symbol('SUPPORT_CONFIG');

export const loadSupportConfig = (env: NodeJS.ProcessEnv = process.env): SupportConfig =>
  loadConfig(supportEnvSchema, env);

/** Makes the parsed configuration injectable everywhere as SUPPORT_CONFIG. */
export class SupportConfigModule extends globalValueModule<SupportConfig>(SUPPORT_CONFIG) {}
