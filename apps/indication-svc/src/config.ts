import { DEFAULT_WEEKLY_CITY_CAP } from '@encontro/contracts';
import { baseEnvSchema, databaseEnvSchema, loadConfig } from '@encontro/server-config';
import { globalValueModule } from '@encontro/server-runtime';
import { emailUnsubscribeSecretVar, refuseDevUnsubscribeSecret } from '@encontro/server-mail';
import { z } from 'zod';

export const indicationEnvSchema = baseEnvSchema
  .extend(databaseEnvSchema.shape)
  .extend({
    HTTP_PORT: z.coerce.number().int().min(1).max(65535).default(3002),
    DATABASE_SCHEMA: z
      .string()
      .regex(/^[a-z_][a-z0-9_]*$/)
      .default('indication'),
    SMTP_URL: z.string().min(1).default('smtp://127.0.0.1:1025'),
    MAIL_FROM: z.string().min(3).default('Encontro <nao-responda@encontro.app>'),
    PUBLIC_URL: z
      .string()
      .url()
      .default('http://localhost:8080')
      .describe('Base of the links sent by e-mail'),
    WEEKLY_CITY_CAP: z.coerce
      .number()
      .int()
      .min(1)
      .default(DEFAULT_WEEKLY_CITY_CAP)
      .describe('Indications a city may receive per ISO week (pending and approved ones count)'),
    CYCLE_TICK_MS: z.coerce
      .number()
      .int()
      .min(100)
      .default(1000)
      .describe('How often due weekly processing (close, reminder, hand-over, e-mails) is checked'),
    EMAIL_UNSUBSCRIBE_SECRET: emailUnsubscribeSecretVar,
  })
  .superRefine(refuseDevUnsubscribeSecret);
export type IndicationConfig = z.infer<typeof indicationEnvSchema>;
export const INDICATION_CONFIG = Symbol('INDICATION_CONFIG');

export const loadIndicationConfig = (env: NodeJS.ProcessEnv = process.env): IndicationConfig =>
  loadConfig(indicationEnvSchema, env);

/** Makes the parsed configuration injectable everywhere as INDICATION_CONFIG. */
export class IndicationConfigModule extends globalValueModule<IndicationConfig>(INDICATION_CONFIG) {}
