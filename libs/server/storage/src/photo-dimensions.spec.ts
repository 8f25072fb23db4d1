import { describe, expect, it, jest } from '@jest/globals';
import { blackPng } from '@encontro/testing/unit';
import type { Sharp, SharpOptions } from 'sharp';

// Every method called on a sharp instance, by name: shows whether a photo was ever decoded.
const calls: string[] = [];
const { default: realSharp } = await import('sharp');
jest.unstable_mockModule('sharp', () => ({
  default: Object.assign((input?: Buffer, options?: SharpOptions) => {
    const instance = realSharp(input, options);
    const spied: Sharp = new Proxy(instance, {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          calls.push(String(property));
          const result: unknown = (value as (...a: unknown[]) => unknown).apply(target, args);
          return result === target ? spied : result;
        };
      },
    });
    return spied;
  }, realSharp),
}));
const { PhotoRejected, readImageSize, reencodePhoto } = await import('./photo.js');

const limits = { maxBytes: 2 * 1024 * 1024, maxSide: 8000, maxPixels: 24_000_000 };

describe('photo dimensions, checked before decoding', () => {
  it('reads the size a PNG declares from its header alone', async () => {
    calls.length = 0;
    expect(await readImageSize(blackPng(6300, 6300))).toEqual({ width: 6300, height: 6300 });
    expect(calls).toEqual(['metadata']);
  });

  it('refuses a 5 KB PNG declaring 6300×6300 (39.7 megapixels) without asking sharp to decode it', async () => {
    const bomb = blackPng(6300, 6300);
    expect(bomb.length).toBeLessThan(10_000);
    calls.length = 0;
    await expect(reencodePhoto(bomb, limits)).rejects.toEqual(new PhotoRejected('dimensions'));
    expect(calls).toEqual(['metadata']);
  });

  it('refuses a side longer than 8000 px even under 24 megapixels', async () => {
    calls.length = 0;
    await expect(reencodePhoto(blackPng(8001, 100), limits)).rejects.toEqual(new PhotoRejected('dimensions'));
    expect(calls).toEqual(['metadata']);
  });

  it('decodes and re-encodes an image right at the limit (6000×4000)', async () => {
    calls.length = 0;
    const { contentType } = await reencodePhoto(blackPng(6000, 4000), limits);
    expect(contentType).toBe('image/webp');
    expect(calls).toEqual(['metadata', 'rotate', 'resize', 'webp', 'toBuffer']);
  });
});
