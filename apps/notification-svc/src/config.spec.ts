import { describe, expect, it } from '@jest/globals';
import { loadNotificationConfig } from './config.js';

const base = { DATABASE_URL: 'postgres://localhost/encontro' };
const production = {
  ...base,
  NODE_ENV: 'production',
  EMAIL_UNSUBSCRIBE_SECRET: 'um-segredo-de-producao-bem-longo',
  CALLER_CONTEXT_SECRET: 'a-caller-context-secret-of-production!',
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

  it('lets pushes go only to the browsers’ push services by default', () => {
    expect(loadNotificationConfig(base).PUSH_ENDPOINT_HOSTS).toEqual([
      'fcm.googleapis.com',
      'updates.push.services.mozilla.com',
      '*.push.apple.com',
      '*.notify.windows.com',
    ]);
  });

  it('reads PUSH_ENDPOINT_HOSTS once, trimmed and in lower case', () => {
    expect(
      loadNotificationConfig({
        ...base,
        PUSH_ENDPOINT_HOSTS: ' FCM.googleapis.com , *.Push.Apple.com,127.0.0.1,localhost',
      }).PUSH_ENDPOINT_HOSTS,
    ).toEqual(['fcm.googleapis.com', '*.push.apple.com', '127.0.0.1', 'localhost']);
  });

  it.each([
    ['empty', '', /PUSH_ENDPOINT_HOSTS: has an empty entry/],
    ['an empty entry', 'fcm.googleapis.com,,localhost', /PUSH_ENDPOINT_HOSTS: has an empty entry/],
    ['a trailing comma', 'fcm.googleapis.com,', /PUSH_ENDPOINT_HOSTS: has an empty entry/],
    ['a port', 'fcm.googleapis.com:443', /"fcm.googleapis.com:443" is not a host pattern/],
    ['a URL', 'https://fcm.googleapis.com', /"https:\/\/fcm.googleapis.com" is not a host pattern/],
    ['a bare *', '*', /"\*" is not a host pattern/],
    ['a wildcard over a top-level domain', '*.com', /"\*.com" is not a host pattern/],
    ['a wildcard inside a name', 'push.*.apple.com', /"push.\*.apple.com" is not a host pattern/],
  ])('refuses a PUSH_ENDPOINT_HOSTS with %s at start', (_case, PUSH_ENDPOINT_HOSTS, message) => {
    expect(() => loadNotificationConfig({ ...base, PUSH_ENDPOINT_HOSTS })).toThrow(message);
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

  it('keeps notifications 90 days, and refuses a retention no longer than the age of an event it notifies', () => {
    expect(loadNotificationConfig(base).NOTIFICATIONS_RETENTION_DAYS).toBe(90);
    expect(() =>
      loadNotificationConfig({
        ...base,
        NOTIFICATIONS_RETENTION_DAYS: '3',
        NOTIFY_MAX_EVENT_AGE_HOURS: '72',
      }),
    ).toThrow(/NOTIFICATIONS_RETENTION_DAYS: Must be longer than NOTIFY_MAX_EVENT_AGE_HOURS/);
  });
});
