import { DEFAULT_WEEKLY_CITY_CAP } from '@encontro/contracts';
import { integerVar, loadConfig, mailEnvShape, serviceEnvSchema } from '@encontro/server-config';
import { globalValueModule } from '@encontro/server-runtime';
import { emailUnsubscribeSecretVar, refuseDevUnsubscribeSecret } from '@encontro/server-mail';
import { z } from 'zod';

export const indicationEnvSchema = serviceEnvSchema({ port: 3002, schema: 'indication' })
  .extend({
    ...mailEnvShape,
    WEEKLY_CITY_CAP: integerVar(1, DEFAULT_WEEKLY_CITY_CAP).describe(
      'Indications a city may receive per ISO week (pending and approved ones count)',
    ),
    CYCLE_TICK_MS: integerVar(100, 1000).describe(
      'How often due weekly processing (close, reminder, hand-over, e-mails) is checked',
    ),
    EMAIL_UNSUBSCRIBE_SECRET: emailUnsubscribeSecretVar,
  })
  .superRefine(refuseDevUnsubscribeSecret);
export type IndicationConfig = z.infer<typeof indicationEnvSchema>;
export const INDICATION_CONFIG = Symbol('INDICATION_CONFIG');

export const loadIndicationConfig = (env: NodeJS.ProcessEnv = process.env): IndicationConfig =>
  loadConfig(indicationEnvSchema, env);

/** Makes the parsed configuration injectable everywhere as INDICATION_CONFIG. */
export class IndicationConfigModule extends globalValueModule<IndicationConfig>(INDICATION_CONFIG) {}
