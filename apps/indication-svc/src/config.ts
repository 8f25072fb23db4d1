import { DEFAULT_WEEKLY_CITY_CAP } from '@encontro/contracts';
import { integerVar, loadConfig, mailEnvShape, serviceEnvSchema } from '@encontro/server-config';
import { globalValueModule } from '@encontro/server-runtime';
import { emailUnsubscribeSecretVar, refuseDevUnsubscribeSecret } from '@encontro/server-mail';
import { z } from 'zod';

/** MEETUP_SECRET outside production (`npm start`, the suites); production refuses it. */
const DEV_MEETUP_SECRET = 'encontro-dev-only-meetup-secret';

export const indicationEnvSchema = serviceEnvSchema({ port: 3002, schema: 'indication' })
  .extend({
    ...mailEnvShape,
    WEEKLY_CITY_CAP: integerVar(1, DEFAULT_WEEKLY_CITY_CAP).describe(
      'Indications a city may receive per ISO week (pending and approved ones count)',
    ),
    CYCLE_TICK_MS: integerVar(100, 1000).describe(
      'How often due weekly processing (close, reminder, hand-over, e-mails) is checked',
    ),
    INTEGRITY_ANALYSIS_MS: integerVar(1000, 300_000).describe(
      "How old a voting city's vote analysis may get before the background analyses it again (the Integridade tab's every-city view reads these)",
    ),
    EMAIL_UNSUBSCRIBE_SECRET: emailUnsubscribeSecretVar,
    MEETUP_SECRET: z
      .string()
      .min(16)
      .default(DEV_MEETUP_SECRET)
      .describe("Signs the check-in codes and the reminders' one-tap answers (HMAC); required in production"),
    MEETUP_REMINDERS_RETENTION_DAYS: integerVar(2, 14).describe(
      "Days a sent reminder's claim and a reminder's answer are kept, once their meetup has passed (a token ends at the start)",
    ),
  })
  .superRefine(refuseDevUnsubscribeSecret)
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.MEETUP_SECRET === DEV_MEETUP_SECRET)
      ctx.addIssue({ code: 'custom', path: ['MEETUP_SECRET'], message: 'Required in production' });
  });
export type IndicationConfig = z.infer<typeof indicationEnvSchema>;
export const INDICATION_CONFIG = Symbol('INDICATION_CONFIG');

export const loadIndicationConfig = (env: NodeJS.ProcessEnv = process.env): IndicationConfig =>
  loadConfig(indicationEnvSchema, env);

/** Makes the parsed configuration injectable everywhere as INDICATION_CONFIG. */
export class IndicationConfigModule extends globalValueModule<IndicationConfig>(INDICATION_CONFIG) {}
