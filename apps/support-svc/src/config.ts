import { baseEnvSchema, databaseEnvSchema, loadConfig } from '@encontro/server-config';
import { globalValueModule } from '@encontro/server-runtime';
import { z } from 'zod';

export const supportEnvSchema = baseEnvSchema.extend(databaseEnvSchema.shape).extend({
  HTTP_PORT: z.coerce.number().int().min(1).max(65535).default(3004),
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/)
    .default('support'),
  SMTP_URL: z.string().min(1).default('smtp://127.0.0.1:1025'),
  MAIL_FROM: z.string().min(3).default('Encontro <nao-responda@encontro.app>'),
  PUBLIC_URL: z.string().url().default('http://localhost:8080').describe('Base of the links sent by e-mail'),
  CONTACT_EMAIL: z
    .string()
    .email()
    .default('contato@encontro.app')
    .describe("The platform's contact address: every contact message is forwarded there"),
  CONTACT_DAILY_LIMIT: z.coerce
    .number()
    .int()
    .min(1)
    .default(5)
    .describe('Contact messages per day (America/Sao_Paulo) per e-mail and per client address'),
});
export type SupportConfig = z.infer<typeof supportEnvSchema>;
export const SUPPORT_CONFIG = Symbol('SUPPORT_CONFIG');

export const loadSupportConfig = (env: NodeJS.ProcessEnv = process.env): SupportConfig =>
  loadConfig(supportEnvSchema, env);

/** Makes the parsed configuration injectable everywhere as SUPPORT_CONFIG. */
export class SupportConfigModule extends globalValueModule<SupportConfig>(SUPPORT_CONFIG) {}
