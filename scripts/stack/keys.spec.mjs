import { afterEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localCallerContextSecret, localServiceSecrets } from './keys.mjs';

describe('localServiceSecrets', () => {
  const dirs = [];
  const fresh = () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'encontro-keys-')), 'keys');
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(join(dir, '..'), { recursive: true, force: true });
  });

  it('makes a VAPID pair, an unsubscribe secret and a network hash secret once, and gives the same ones on every later start', () => {
    const dir = fresh();
    const first = localServiceSecrets(dir);
    expect(localServiceSecrets(dir)).toEqual(first);
    const notification = first['notification-svc'];
    // An uncompressed P-256 point (65 bytes) and a 32-byte private key, base64url.
    expect(Buffer.from(notification.VAPID_PUBLIC_KEY, 'base64url')).toHaveLength(65);
    expect(Buffer.from(notification.VAPID_PRIVATE_KEY, 'base64url')).toHaveLength(32);
    expect(notification.EMAIL_UNSUBSCRIBE_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(notification.PUSH_ALLOW_HTTP_ENDPOINTS).toBe('false');
    expect(first.gateway.NETWORK_HASH_SECRET.length).toBeGreaterThanOrEqual(32);
    for (const file of ['vapid.json', 'email-unsubscribe-secret', 'network-hash-secret', 'meetup-secret'])
      expect(statSync(join(dir, file)).mode & 0o077).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'vapid.json'), 'utf8')).publicKey).toBe(
      notification.VAPID_PUBLIC_KEY,
    );
  });

  it('gives indication-svc the secret notification-svc verifies its links with, and a new checkout new ones', () => {
    const secrets = localServiceSecrets(fresh());
    expect(secrets['indication-svc']).toEqual({
      EMAIL_UNSUBSCRIBE_SECRET: secrets['notification-svc'].EMAIL_UNSUBSCRIBE_SECRET,
      MEETUP_SECRET: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect(localServiceSecrets(fresh())['indication-svc'].MEETUP_SECRET).not.toBe(
      secrets['indication-svc'].MEETUP_SECRET,
    );
    const other = localServiceSecrets(fresh())['notification-svc'];
    expect(other.VAPID_PUBLIC_KEY).not.toBe(secrets['notification-svc'].VAPID_PUBLIC_KEY);
    expect(other.EMAIL_UNSUBSCRIBE_SECRET).not.toBe(secrets['notification-svc'].EMAIL_UNSUBSCRIBE_SECRET);
    expect(localServiceSecrets(fresh()).gateway.NETWORK_HASH_SECRET).not.toBe(
      secrets.gateway.NETWORK_HASH_SECRET,
    );
  });
  it('keeps one caller-context key per checkout, long enough for production and private', () => {
    const dir = fresh();
    const key = localCallerContextSecret(dir);
    expect(key.length).toBeGreaterThanOrEqual(32);
    expect(localCallerContextSecret(dir)).toBe(key);
    expect(statSync(join(dir, 'caller-context-secret')).mode & 0o077).toBe(0);
    expect(localCallerContextSecret(fresh())).not.toBe(key);
  });
});
