import { describe, expect, it } from '@jest/globals';
import { loadNotificationConfig } from './config.js';

const base = { DATABASE_URL: 'postgres://localhost/encontro' };
const production = {
  ...base,
  NODE_ENV: 'production',
  EMAIL_UNSUBSCRIBE_SECRET: 'um-segredo-de-producao-bem-longo',
};

describe(loadNotificationConfig.name, () => {
  it('runs outside production without VAPID keys (a pair is made at start) on port 3006', () => {
    const config = loadNotificationConfig(base);

    expect(config).toMatchObject({
      HTTP_PORT: 3006,
      DATABASE_SCHEMA: 'notification',
      VAPID_SUBJECT: 'mailto:contato@encontro.app',
      PUSH_ALLOW_HTTP_ENDPOINTS: false,
      PUSH_MAX_PER_HOUR: 20,
    });
    expect(config.VAPID_PUBLIC_KEY).toBeUndefined();
  });

  it('requires both VAPID keys in production', () => {
    expect(() => loadNotificationConfig(production)).toThrow(/VAPID_PUBLIC_KEY: Required in production/);
    expect(() =>
      loadNotificationConfig({ ...production, VAPID_PUBLIC_KEY: 'BPub', VAPID_PRIVATE_KEY: 'priv' }),
    ).not.toThrow();
  });

  it('refuses half a pair anywhere', () => {
    expect(() => loadNotificationConfig({ ...base, VAPID_PUBLIC_KEY: 'BPub' })).toThrow(/VAPID_PRIVATE_KEY/);
  });

  it('refuses the development unsubscribe secret in production', () => {
    const { EMAIL_UNSUBSCRIBE_SECRET: _secret, ...withoutSecret } = production;
    expect(() =>
      loadNotificationConfig({ ...withoutSecret, VAPID_PUBLIC_KEY: 'BPub', VAPID_PRIVATE_KEY: 'priv' }),
    ).toThrow(/EMAIL_UNSUBSCRIBE_SECRET/);
  });
});
