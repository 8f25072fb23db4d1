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
  constructor(readonly reason: 'format' | 'size' | 'dimensions') {
    super(reason);
  }
}

/** What a photo may be: bytes on the wire, and pixels as its header declares them. */
export type PhotoLimits = { maxBytes: number; maxSide: number; maxPixels: number };

/**
 * Width and height as the image's header declares them. sharp's `metadata()` reads the header
 * only: no pixel is decoded, so a small file declaring a huge image costs nothing here.
 */
export async function readImageSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  try {
    const { width, height } = await sharp(bytes, { failOn: 'error' }).metadata();
    if (!width || !height) throw new PhotoRejected('format');
    return { width, height };
  } catch {
    throw new PhotoRejected('format');
  }
}

/**
 * Checks a photo by content, size and declared dimensions — all before decoding it — then
 * re-encodes it as WebP: orientation applied, every metadata block (EXIF, GPS, ICC comments)
 * dropped, at most 1600 px on the long side.
 */
export async function reencodePhoto(
  bytes: Buffer,
  limits: PhotoLimits,
): Promise<{ data: Buffer; contentType: string }> {
  if (bytes.length > limits.maxBytes) throw new PhotoRejected('size');
  if (!detectImageFormat(bytes)) throw new PhotoRejected('format');
  const { width, height } = await readImageSize(bytes);
  if (Math.max(width, height) > limits.maxSide || width * height > limits.maxPixels)
    throw new PhotoRejected('dimensions');
  try {
    // limitInputPixels again, in case the decoder meets a larger image than the header declared.
    const data = await sharp(bytes, { failOn: 'error', limitInputPixels: limits.maxPixels })
      .rotate()
      .resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    return { data, contentType: 'image/webp' };
  } catch {
    throw new PhotoRejected('format');
  }
}
