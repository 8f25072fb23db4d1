import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '@encontro/server-config';
import { z } from 'zod';
import {
  DEV_EMAIL_UNSUBSCRIBE_SECRET,
  emailUnsubscribeSecretVar,
  refuseDevUnsubscribeSecret,
} from './unsubscribe-secret.js';

const schema = z
  .object({
    NODE_ENV: z.string().default('development'),
    EMAIL_UNSUBSCRIBE_SECRET: emailUnsubscribeSecretVar,
  })
  .superRefine(refuseDevUnsubscribeSecret);

describe(refuseDevUnsubscribeSecret.name, () => {
  it('signs with the dev value outside production, so `npm start` and the suites need no setting', () => {
    expect(loadConfig(schema, {}).EMAIL_UNSUBSCRIBE_SECRET).toBe(DEV_EMAIL_UNSUBSCRIBE_SECRET);
  });

  it('requires a secret of its own in production', () => {
    expect(() => loadConfig(schema, { NODE_ENV: 'production' })).toThrow(
      'EMAIL_UNSUBSCRIBE_SECRET: Required in production',
    );
    expect(
      loadConfig(schema, { NODE_ENV: 'production', EMAIL_UNSUBSCRIBE_SECRET: 'a'.repeat(32) })
        .EMAIL_UNSUBSCRIBE_SECRET,
    ).toBe('a'.repeat(32));
  });

  it('refuses a short secret', () => {
    expect(() => loadConfig(schema, { EMAIL_UNSUBSCRIBE_SECRET: 'curto' })).toThrow(
      /EMAIL_UNSUBSCRIBE_SECRET/,
    );
  });
});
