import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { hashAccountToken, isUsable, newAccountToken } from './account-token.util.js';

describe('account tokens', () => {
  it('are 256 random URL-safe bits, different every time', () => {
    const token = newAccountToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newAccountToken()).not.toBe(token);
  });

  it('are stored as their SHA-256 only', () => {
    expect(hashAccountToken('abc')).toBe(createHash('sha256').update('abc').digest('hex'));
  });

  it('are usable until they expire or are used', () => {
    const now = new Date('2030-01-01T00:00:00Z');
    expect(isUsable({ usedAt: null, expiresAt: new Date('2030-01-01T00:00:01Z') }, now)).toBe(true);
    expect(isUsable({ usedAt: null, expiresAt: now }, now)).toBe(false);
    expect(isUsable({ usedAt: now, expiresAt: new Date('2030-01-02T00:00:00Z') }, now)).toBe(false);
  });
});
