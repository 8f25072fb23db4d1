import { describe, expect, it } from '@jest/globals';
import { createHmac } from 'node:crypto';
import {
  type ReminderClaim,
  reminderTokenHash,
  signReminderToken,
  verifyReminderToken,
} from './reminder-token.js';

const SECRET = 'a-meetup-secret-of-the-suite';
const claim: ReminderClaim = {
  indicationId: '0b9f6a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
  userId: '7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
  kind: 'hours_before',
  expiresAt: new Date('2026-11-28T22:30:00Z'),
};

describe('reminder tokens', () => {
  it('gives back what it signed, URL-safe', () => {
    const token = signReminderToken(SECRET, claim);
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(verifyReminderToken(SECRET, token)).toEqual(claim);
  });

  it('refuses another secret’s token, an altered payload and anything malformed', () => {
    const token = signReminderToken(SECRET, claim);
    const [, signature] = token.split('.');
    const altered = Buffer.from(
      `${claim.indicationId}:${claim.userId}:day_before:${claim.expiresAt.getTime()}`,
    );
    expect(verifyReminderToken('another-secret-entirely', token)).toBeNull();
    expect(verifyReminderToken(SECRET, `${altered.toString('base64url')}.${signature}`)).toBeNull();
    for (const bad of ['', 'abc', 'a.b.c', `${token}.x`, '.'])
      expect(verifyReminderToken(SECRET, bad)).toBeNull();
  });

  it('signs in a domain of its own: the same secret’s HMAC of the bare payload (a check-in code’s) is refused', () => {
    const [payload] = signReminderToken(SECRET, claim).split('.') as [string];
    const bare = createHmac('sha256', SECRET).update(Buffer.from(payload, 'base64url')).digest('base64url');
    expect(verifyReminderToken(SECRET, `${payload}.${bare}`)).toBeNull();
  });

  it('remembers an answered token by a hash, never the token', () => {
    const token = signReminderToken(SECRET, claim);
    expect(reminderTokenHash(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(reminderTokenHash(token)).not.toContain(token.slice(0, 10));
  });
});
