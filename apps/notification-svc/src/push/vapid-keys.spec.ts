import { describe, expect, it, jest } from '@jest/globals';
import { vapidKeysOf } from './vapid-keys.js';

const subject = 'mailto:contato@encontro.app';

describe(vapidKeysOf.name, () => {
  it('uses the configured pair', () => {
    const log = { warn: jest.fn() };
    const keys = vapidKeysOf(
      { VAPID_PUBLIC_KEY: 'BPub', VAPID_PRIVATE_KEY: 'priv', VAPID_SUBJECT: subject },
      log,
    );

    expect(keys).toEqual({ publicKey: 'BPub', privateKey: 'priv', subject });
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('makes a P-256 pair for this start when none is configured, and says so', () => {
    const log = { warn: jest.fn() };
    const keys = vapidKeysOf(
      { VAPID_PUBLIC_KEY: undefined, VAPID_PRIVATE_KEY: undefined, VAPID_SUBJECT: subject },
      log,
    );

    expect(Buffer.from(keys.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(keys.privateKey, 'base64url')).toHaveLength(32);
    expect(keys.subject).toBe(subject);
    expect(log.warn).toHaveBeenCalledTimes(1);
  });
});
