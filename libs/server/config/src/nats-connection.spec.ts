import { describe, expect, it } from '@jest/globals';
import { DEV_CALLER_CONTEXT_SECRET, baseEnvSchema, loadConfig } from './load-config.js';
import { natsAuthOf, natsConnectionOptions } from './nats-connection.js';

describe(natsConnectionOptions.name, () => {
  it('connects to every server of NATS_URL, without a user when none is set', () => {
    expect(natsConnectionOptions('nats://a:4222,nats://b:4222')).toEqual({
      servers: ['nats://a:4222', 'nats://b:4222'],
    });
  });

  it("connects as the app's own user, with an inbox only that user reads", () => {
    const auth = natsAuthOf(loadConfig(baseEnvSchema, { NATS_USER: 'forum-svc', NATS_PASSWORD: 'nSecret1' }));
    expect(natsConnectionOptions('nats://nats:4222', auth)).toEqual({
      servers: ['nats://nats:4222'],
      user: 'forum-svc',
      pass: 'nSecret1',
      inboxPrefix: '_INBOX.forum-svc',
    });
  });
});

describe('NATS_USER and CALLER_CONTEXT_SECRET', () => {
  it('takes NATS_USER and NATS_PASSWORD together only', () => {
    expect(() => loadConfig(baseEnvSchema, { NATS_USER: 'gateway' })).toThrow(
      'NATS_PASSWORD: Required with NATS_USER',
    );
    expect(() => loadConfig(baseEnvSchema, { NATS_PASSWORD: 'x' })).toThrow(
      'NATS_USER: Required with NATS_PASSWORD',
    );
    expect(natsAuthOf(loadConfig(baseEnvSchema, {}))).toBeUndefined();
  });

  it('signs caller contexts with the dev key outside production, so `npm start` and the suites need no setting', () => {
    expect(loadConfig(baseEnvSchema, {}).CALLER_CONTEXT_SECRET).toBe(DEV_CALLER_CONTEXT_SECRET);
  });

  it('requires a caller-context key of its own in production, of at least 32 characters', () => {
    expect(() => loadConfig(baseEnvSchema, { NODE_ENV: 'production' })).toThrow(
      'CALLER_CONTEXT_SECRET: Required in production',
    );
    expect(() =>
      loadConfig(baseEnvSchema, { NODE_ENV: 'production', CALLER_CONTEXT_SECRET: 'short' }),
    ).toThrow(/CALLER_CONTEXT_SECRET/);
    const secret = 'k'.repeat(43);
    expect(
      loadConfig(baseEnvSchema, { NODE_ENV: 'production', CALLER_CONTEXT_SECRET: secret })
        .CALLER_CONTEXT_SECRET,
    ).toBe(secret);
  });
});
