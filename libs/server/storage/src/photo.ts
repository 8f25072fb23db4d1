import sharp from 'sharp';

export type ImageFormat = 'jpeg' | 'png' | 'webp';

/** The format by its first bytes; the file name and the declared type are never trusted. */
export function detectImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

export class PhotoRejected extends Error {
  override readonly name = 'PhotoRejected';
  constructor(readonly reason: 'format' | 'size') {
    super(reason);
  }
}

/**
 * Checks a photo by content and size, then re-encodes it as WebP: orientation applied, every
 * metadata block (EXIF, GPS, ICC comments) dropped, at most 1600 px on the long side.
 */
export async function reencodePhoto(
  bytes: Buffer,
  maxBytes: number,
): Promise<{ data: Buffer; contentType: string }> {
  if (bytes.length > maxBytes) throw new PhotoRejected('size');
  if (!detectImageFormat(bytes)) throw new PhotoRejected('format');
  try {
    const data = await sharp(bytes, { failOn: 'error', limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    return { data, contentType: 'image/webp' };
  } catch {
    throw new PhotoRejected('format');
  }
}
