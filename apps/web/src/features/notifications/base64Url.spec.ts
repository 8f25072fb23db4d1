import { describe, expect, it } from '@jest/globals';
import { base64UrlToBytes, sameBytes } from './base64Url';

describe('base64UrlToBytes', () => {
  it('reads the url-safe alphabet with or without padding', () => {
    expect([...base64UrlToBytes('-_8')]).toEqual([0xfb, 0xff]);
    expect([...base64UrlToBytes('-_8=')]).toEqual([0xfb, 0xff]);
    expect([...base64UrlToBytes('AQID')]).toEqual([1, 2, 3]);
  });

  it('decodes a 65-byte uncompressed P-256 key starting with 0x04', () => {
    const key = `B${'A'.repeat(86)}`;
    const bytes = base64UrlToBytes(key);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });
});

describe('sameBytes', () => {
  it('compares a buffer with bytes', () => {
    expect(sameBytes(new Uint8Array([1, 2]).buffer, new Uint8Array([1, 2]))).toBe(true);
    expect(sameBytes(new Uint8Array([1, 3]).buffer, new Uint8Array([1, 2]))).toBe(false);
    expect(sameBytes(null, new Uint8Array([1]))).toBe(false);
  });
});
