import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { PhotoRejected, detectImageFormat, reencodePhoto } from './photo.js';

const limits = (maxBytes: number) => ({ maxBytes, maxSide: 8000, maxPixels: 24_000_000 });

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

describe(reencodePhoto.name, () => {
  it('detects formats by content, not by name', async () => {
    expect(detectImageFormat(await png())).toBe('png');
    expect(
      detectImageFormat(
        await sharp(await png())
          .jpeg()
          .toBuffer(),
      ),
    ).toBe('jpeg');
    expect(
      detectImageFormat(
        await sharp(await png())
          .webp()
          .toBuffer(),
      ),
    ).toBe('webp');
    expect(detectImageFormat(Buffer.from('GIF89a........'))).toBeNull();
  });

  it('re-encodes to WebP and drops EXIF', async () => {
    const withExif = await sharp(await png())
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-owner', Software: 'camera' } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const { data, contentType } = await reencodePhoto(withExif, limits(2 * 1024 * 1024));
    expect(contentType).toBe('image/webp');
    const meta = await sharp(data).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(data.includes(Buffer.from('secret-owner'))).toBe(false);
  });

  it('refuses a file that only pretends to be an image', async () => {
    await expect(reencodePhoto(Buffer.from('<?php echo 1; ?>'), limits(1000))).rejects.toEqual(
      new PhotoRejected('format'),
    );
  });

  it('refuses a photo over the size limit', async () => {
    await expect(reencodePhoto(await png(), limits(10))).rejects.toEqual(new PhotoRejected('size'));
  });

  it('refuses a truncated image with a valid signature', async () => {
    const broken = (await png()).subarray(0, 40);
    await expect(reencodePhoto(broken, limits(10_000))).rejects.toEqual(new PhotoRejected('format'));
  });
});
