/**
 * Every chosen photo (nomination, memory, profile) is made fit to send on the device: a camera's
 * 3–12 MB JPEG becomes a JPEG of at most 1600 px on its long side, under the 2MB rule, upright as
 * its EXIF orientation says. The canvas does it (docs/decisions.md); the server checks it as any file.
 */

export const photoPreparation = {
  /** Long side of a prepared photo, in pixels: sharp on a phone and on a desktop's sheet. */
  maxSide: 1600,
  type: 'image/jpeg',
  /** JPEG qualities tried in turn until the photo fits the size rule. */
  qualities: [0.85, 0.75, 0.65, 0.5],
  /** When even the lowest quality is too large (noise, huge detail), the sides shrink by this much. */
  shrink: 0.75,
  rounds: 3,
} as const;

export const photoPreparationMessages = {
  preparing: 'Preparando foto…',
  unreadable: 'Não foi possível abrir esta foto. Escolha outra imagem JPG, PNG ou WEBP.',
} as const;

export type Size = { width: number; height: number };

/** A decoded photo, already turned upright. */
export type DecodedPhoto = Size & { image: CanvasImageSource; close: () => void };

/** Where the browser's image decoding and encoding is reached: replaced by a fake in unit tests. */
export type PhotoCodec = {
  decode: (file: Blob) => Promise<DecodedPhoto>;
  encode: (photo: DecodedPhoto, size: Size, type: string, quality: number) => Promise<Blob>;
};

/** The photo could not be decoded: not an image after all, cut short, or a format the browser lacks. */
export class UnreadablePhotoError extends Error {
  constructor() {
    super(photoPreparationMessages.unreadable);
    this.name = 'UnreadablePhotoError';
  }
}

/** The size to draw: the long side at most `maxSide`, the proportions kept, never enlarged. */
export function fitWithin({ width, height }: Size, maxSide: number): Size {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** "IMG_2041.HEIC.png" → "IMG_2041.HEIC.jpg": the prepared photo's name says what it now is. */
export function preparedName(name: string): string {
  return `${name.replace(/\.[^./]*$/, '') || 'foto'}.jpg`;
}

export type PhotoRules = { mimeTypes: readonly string[]; maxBytes: number };

/**
 * The photo to send instead of `file`. A file of another type is given back untouched, so that the
 * caller's check refuses it by its own type; a photo already within 1600 px and the size rule is
 * sent as chosen (the server re-encodes it anyway, and a PNG keeps its transparency). Otherwise the
 * smallest-loss JPEG that fits; if none fits, the last one tried, for the size check to refuse.
 * Throws `UnreadablePhotoError` when the browser cannot decode it.
 */
export async function preparePhoto(
  file: File,
  rules: PhotoRules,
  codec: PhotoCodec = canvasCodec,
): Promise<File> {
  if (!rules.mimeTypes.includes(file.type)) return file;
  let photo: DecodedPhoto;
  try {
    photo = await codec.decode(file);
  } catch {
    throw new UnreadablePhotoError();
  }
  try {
    let size = fitWithin(photo, photoPreparation.maxSide);
    if (size.width === photo.width && size.height === photo.height && file.size <= rules.maxBytes)
      return file;
    let encoded: Blob | null = null;
    for (let round = 0; round < photoPreparation.rounds; round += 1) {
      for (const quality of photoPreparation.qualities) {
        encoded = await codec.encode(photo, size, photoPreparation.type, quality);
        if (encoded.size <= rules.maxBytes) return asFile(encoded, file);
      }
      size = fitWithin(size, Math.round(Math.max(size.width, size.height) * photoPreparation.shrink));
    }
    return encoded ? asFile(encoded, file) : file;
  } finally {
    photo.close();
  }
}

const asFile = (blob: Blob, original: File) =>
  new File([blob], preparedName(original.name), {
    type: blob.type || photoPreparation.type,
    lastModified: original.lastModified,
  });

/**
 * The browser's own codecs: `createImageBitmap` decodes off the main thread and applies the EXIF
 * orientation; an OffscreenCanvas (or a canvas) scales it and encodes the JPEG asynchronously.
 */
export const canvasCodec: PhotoCodec = {
  async decode(file) {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return { width: bitmap.width, height: bitmap.height, image: bitmap, close: () => bitmap.close() };
  },
  async encode(photo, { width, height }, type, quality) {
    const offscreen = typeof OffscreenCanvas === 'function';
    const canvas = offscreen
      ? new OffscreenCanvas(width, height)
      : Object.assign(document.createElement('canvas'), { width, height });
    const context = canvas.getContext('2d') as
      CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
    if (!context) throw new UnreadablePhotoError();
    // JPEG has no transparency: a PNG's clear parts become white, not black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(photo.image, 0, 0, width, height);
    if (canvas instanceof HTMLCanvasElement)
      return new Promise<Blob>((resolve, reject) =>
        canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new UnreadablePhotoError())), type, quality),
      );
    return canvas.convertToBlob({ type, quality });
  },
};
