import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export const reminderKinds = ['day_before', 'hours_before'] as const;
export type ReminderKind = (typeof reminderKinds)[number];

/** What a reminder's one-tap answer is allowed to do: answer for this person, meetup and kind, until `expiresAt`. */
export type ReminderClaim = { indicationId: string; userId: string; kind: ReminderKind; expiresAt: Date };

// A domain of its own: the same MEETUP_SECRET also signs the check-in codes.
const DOMAIN = 'reminder:';
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const signature = (secret: string, payload: string) =>
  createHmac('sha256', secret)
    .update(DOMAIN + payload)
    .digest();

/** `base64url(indication:user:kind:expiry ms)` + '.' + `base64url(HMAC-SHA256)`. */
export function signReminderToken(secret: string, claim: ReminderClaim): string {
  const payload = [claim.indicationId, claim.userId, claim.kind, claim.expiresAt.getTime()].join(':');
  return `${Buffer.from(payload).toString('base64url')}.${signature(secret, payload).toString('base64url')}`;
}

/** The claim of a token this secret signed; null for anything else (forged, altered, malformed). */
export function verifyReminderToken(secret: string, token: string): ReminderClaim | null {
  const [encoded, signed, ...rest] = token.split('.');
  if (!encoded || !signed || rest.length > 0) return null;
  const payload = Buffer.from(encoded, 'base64url').toString();
  const given = Buffer.from(signed, 'base64url');
  const expected = signature(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [indicationId, userId, kind, expiry] = payload.split(':');
  if (!uuid.test(indicationId ?? '') || !uuid.test(userId ?? '')) return null;
  if (!reminderKinds.includes(kind as ReminderKind) || !/^\d+$/.test(expiry ?? '')) return null;
  return {
    indicationId: indicationId!,
    userId: userId!,
    kind: kind as ReminderKind,
    expiresAt: new Date(Number(expiry)),
  };
}

/** How an answered token is remembered (never the token itself). */
export const reminderTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
