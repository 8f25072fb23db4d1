import { createHmac, timingSafeEqual } from 'node:crypto';

/** A check-in code lives for one 30-second window; the one before is still accepted. */
export const CHECKIN_WINDOW_MS = 30_000;

/** The window `instant` falls in: whole 30-second steps since the epoch. */
export const checkinWindowOf = (instant: Date): number => Math.floor(instant.getTime() / CHECKIN_WINDOW_MS);

/** The first instant after `window`. */
export const checkinWindowEnds = (window: number): Date => new Date((window + 1) * CHECKIN_WINDOW_MS);

/** What the host shows for one window: `code` for the QR link, `digits` to read aloud. */
export type CheckinCodeOfWindow = { code: string; digits: string };

/**
 * HMAC-SHA256(secret, `checkin:<indication id>:<window>`): the QR's code is base64url of its first
 * 12 bytes, the digits are its RFC 4226 dynamic truncation to 6 digits (as TOTP does with SHA-256).
 */
export function checkinCodeOf(secret: string, indicationId: string, window: number): CheckinCodeOfWindow {
  const mac = createHmac('sha256', secret).update(`checkin:${indicationId}:${window}`).digest();
  return { code: mac.subarray(0, 12).toString('base64url'), digits: sixDigitsOf(mac) };
}

/** RFC 4226 §5.3 dynamic truncation of an HMAC to 6 digits, zero-padded. */
export function sixDigitsOf(mac: Buffer): string {
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
}

/** How a code reads at `now`: valid (this window or the one before), stale (an older window since `since`), or invalid. */
export type CheckinCodeMatch = 'valid' | 'stale' | 'invalid';

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

const matches = (code: string, expected: CheckinCodeOfWindow) =>
  /^\d{6}$/.test(code) ? sameText(code, expected.digits) : sameText(code, expected.code);

/**
 * Checks a code typed (6 digits) or scanned (the QR's code) at `now`: one window of tolerance; a code
 * of any older window from `since` (the check-in's opening) on is stale, anything else never was valid.
 */
export function matchCheckinCode(
  secret: string,
  indicationId: string,
  code: string,
  now: Date,
  since: Date,
): CheckinCodeMatch {
  const current = checkinWindowOf(now);
  for (const window of [current, current - 1])
    if (matches(code, checkinCodeOf(secret, indicationId, window))) return 'valid';
  for (let window = current - 2; window >= checkinWindowOf(since); window--)
    if (matches(code, checkinCodeOf(secret, indicationId, window))) return 'stale';
  return 'invalid';
}
