import { describe, expect, it } from '@jest/globals';
import { isRevokedByMark, revocationMark } from './auth.js';

describe(isRevokedByMark.name, () => {
  const token = (sv: number | undefined, jti = 'a', iat = 100) => ({ iat, jti, sv });

  it('ends tokens of a lower session version and keeps those of the mark’s version, whatever their second', () => {
    expect(isRevokedByMark(revocationMark(3), token(2))).toBe(true);
    expect(isRevokedByMark(revocationMark(3), token(3))).toBe(false);
    expect(isRevokedByMark(revocationMark(3), token(4))).toBe(false);
    expect(isRevokedByMark(null, token(0))).toBe(false);
  });

  it('ends a token issued in the very second of the revocation when its version is older', () => {
    expect(isRevokedByMark(revocationMark(1), token(0, 'a', 1_800_000_000))).toBe(true);
  });

  it('counts a token issued before session versions existed as version 0', () => {
    expect(isRevokedByMark(revocationMark(1), token(undefined))).toBe(true);
  });

  it('spares the one token the mark names and no other', () => {
    const mark = revocationMark(5, 'current');
    expect(isRevokedByMark(mark, token(4, 'current'))).toBe(false);
    expect(isRevokedByMark(mark, token(4, 'other'))).toBe(true);
    expect(isRevokedByMark(mark, token(5, 'other'))).toBe(false);
  });

  it('reads a mark of epoch seconds written before session versions, against the token’s iat', () => {
    expect(isRevokedByMark('100', token(7, 'a', 99))).toBe(true);
    expect(isRevokedByMark('100', token(7, 'a', 100))).toBe(false);
    expect(isRevokedByMark('100 current', token(7, 'current', 50))).toBe(false);
  });
});
