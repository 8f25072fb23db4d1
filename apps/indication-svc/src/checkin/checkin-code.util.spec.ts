import { describe, expect, it } from '@jest/globals';
import { createHmac } from 'node:crypto';
import {
  CHECKIN_WINDOW_MS,
  checkinCodeOf,
  checkinWindowEnds,
  checkinWindowOf,
  matchCheckinCode,
  sixDigitsOf,
} from './checkin-code.util.js';

const SECRET = 'a-test-meetup-secret-of-enough-length';
const MEETUP = '5c0f4c1e-8f3b-4f53-9d59-2f1d0c7a9e11';
const OPENS = new Date('2026-12-05T20:00:00.000Z');
const at = (ms: number) => new Date(OPENS.getTime() + ms);

describe('check-in codes', () => {
  it('changes the window every 30 seconds and ends it at the next one', () => {
    const window = checkinWindowOf(at(45_000));
    expect(checkinWindowOf(at(59_999))).toBe(window);
    expect(checkinWindowOf(at(60_000))).toBe(window + 1);
    expect(checkinWindowEnds(window).getTime()).toBe((window + 1) * CHECKIN_WINDOW_MS);
  });

  it('signs the meetup and the window: another meetup, window or secret gives another code', () => {
    const code = checkinCodeOf(SECRET, MEETUP, 100);
    expect(code).toEqual(checkinCodeOf(SECRET, MEETUP, 100));
    expect(code.code).not.toBe(checkinCodeOf(SECRET, MEETUP, 101).code);
    expect(code.code).not.toBe(checkinCodeOf(SECRET, 'another-meetup', 100).code);
    expect(code.code).not.toBe(checkinCodeOf(`${SECRET}!`, MEETUP, 100).code);
  });

  it('gives the QR the base64url of the first 12 bytes of the HMAC', () => {
    const mac = createHmac('sha256', SECRET).update(`checkin:${MEETUP}:7`).digest();
    expect(checkinCodeOf(SECRET, MEETUP, 7).code).toBe(mac.subarray(0, 12).toString('base64url'));
    expect(checkinCodeOf(SECRET, MEETUP, 7).code).toMatch(/^[A-Za-z0-9_-]{16}$/);
  });

  it('reads the 6 digits by RFC 4226 dynamic truncation, zero-padded', () => {
    // RFC 4226 appendix D: HMAC-SHA-1 of the counter under "12345678901234567890".
    const hotp = (count: number) => {
      const counter = Buffer.alloc(8);
      counter.writeBigUInt64BE(BigInt(count));
      return sixDigitsOf(createHmac('sha1', '12345678901234567890').update(counter).digest());
    };
    expect([0, 1, 2, 9].map(hotp)).toEqual(['755224', '287082', '359152', '520489']);
    for (let window = 0; window < 50; window++)
      expect(checkinCodeOf(SECRET, MEETUP, window).digits).toMatch(/^\d{6}$/);
  });

  describe('matching', () => {
    const now = at(10 * 60_000 + 5_000);
    const window = checkinWindowOf(now);
    const of = (w: number) => checkinCodeOf(SECRET, MEETUP, w);

    it.each([
      ['the current window', 0],
      ['the window before (one of tolerance)', -1],
    ])('accepts the code and the digits of %s', (_label, shift) => {
      expect(matchCheckinCode(SECRET, MEETUP, of(window + shift).code, now, OPENS)).toBe('valid');
      expect(matchCheckinCode(SECRET, MEETUP, of(window + shift).digits, now, OPENS)).toBe('valid');
    });

    it('calls a code of an older window since the opening stale', () => {
      expect(matchCheckinCode(SECRET, MEETUP, of(window - 2).code, now, OPENS)).toBe('stale');
      expect(matchCheckinCode(SECRET, MEETUP, of(checkinWindowOf(OPENS)).code, now, OPENS)).toBe('stale');
    });

    it('calls a code from before the opening, of the next window or of another meetup invalid', () => {
      expect(matchCheckinCode(SECRET, MEETUP, of(checkinWindowOf(OPENS) - 1).code, now, OPENS)).toBe(
        'invalid',
      );
      expect(matchCheckinCode(SECRET, MEETUP, of(window + 1).code, now, OPENS)).toBe('invalid');
      const other = checkinCodeOf(SECRET, 'another-meetup', window).code;
      expect(matchCheckinCode(SECRET, MEETUP, other, now, OPENS)).toBe('invalid');
      expect(matchCheckinCode(SECRET, MEETUP, 'AAAAAAAAAAAAAAAA', now, OPENS)).toBe('invalid');
    });
  });
});
