import { describe, expect, it } from '@jest/globals';
import { isRevokedByMark, revocationMark } from './auth.js';

describe(isRevokedByMark.name, () => {
  const token = (iat: number, jti = 'a') => ({ iat, jti });

  it('ends tokens issued before the mark and keeps later ones', () => {
    expect(isRevokedByMark(revocationMark(100), token(99))).toBe(true);
    expect(isRevokedByMark(revocationMark(100), token(100))).toBe(false);
    expect(isRevokedByMark(null, token(1))).toBe(false);
  });

  it('spares the one token the mark names and no other', () => {
    const mark = revocationMark(100, 'current');
    expect(isRevokedByMark(mark, token(50, 'current'))).toBe(false);
    expect(isRevokedByMark(mark, token(50, 'other'))).toBe(true);
    expect(isRevokedByMark(mark, token(150, 'other'))).toBe(false);
  });

  it('reads a mark written before spared tokens existed (bare epoch seconds)', () => {
    expect(isRevokedByMark('100', token(99))).toBe(true);
  });
});
