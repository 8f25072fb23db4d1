import { Injectable, Logger } from '@nestjs/common';
import { type CityShare, type PublicMeetup, storageKeyOf } from '@encontro/contracts';
import { ObjectStorage } from '@encontro/server-storage';
import { type ResvgRenderOptions, renderAsync } from '@resvg/resvg-js';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { buffer } from 'node:stream/consumers';
import { FONT_FAMILY, fontFiles } from './share-fonts.js';
import { cityCardSvg, meetupCardSvg, meetupPhotoSize, siteCardSvg } from './share-templates.js';

/** WhatsApp drops preview images larger than about 300 KB. */
export const MAX_IMAGE_BYTES = 300_000;
/** The JPEG qualities tried in turn until a card fits MAX_IMAGE_BYTES (the first one nearly always does). */
const QUALITIES = [82, 70, 58, 45, 30];
/** The venue photos cut for cards that are kept (about 50 KB each). */
const PHOTO_CACHE_BYTES = 16 * 1024 * 1024;
/** A stored photo larger than this is not read for a card. */
const MAX_PHOTO_BYTES = 8 * 1024 * 1024;

const resvgOptions: ResvgRenderOptions = {
  font: {
    loadSystemFonts: false,
    fontFiles: Object.values(fontFiles),
    defaultFontFamily: FONT_FAMILY,
    sansSerifFamily: FONT_FAMILY,
  },
  fitTo: { mode: 'original' },
  logLevel: 'off',
};

/** A picture laid on a card at its top-left corner (the venue photo, already cut to its box). */
type Overlay = { input: Buffer; left: number; top: number };

/**
 * An SVG card as a JPEG of at most MAX_IMAGE_BYTES: resvg draws it off the event loop, sharp lays
 * the photo on it and encodes it once (no image embedded in the SVG to be decoded again).
 */
export async function renderJpeg(svg: string, overlay?: Overlay): Promise<Buffer> {
  const rendered = await renderAsync(svg, resvgOptions);
  // One pipeline: the photo laid on, then JPEG (which has no alpha: every card paints an opaque background).
  const pixels = sharp(rendered.pixels, { raw: rawOf(rendered) }).composite(overlay ? [overlay] : []);
  let jpeg = Buffer.alloc(0);
  for (const quality of QUALITIES) {
    // libjpeg-turbo with optimised Huffman tables: mozjpeg's trellis and progressive scans took 3× the
    // time for a card a fifth smaller, far under the budget anyway (docs/decisions.md). sharp writes no
    // metadata unless asked (no EXIF, no comment).
    jpeg = await pixels.clone().jpeg({ quality, optimiseCoding: true }).toBuffer();
    if (jpeg.length <= MAX_IMAGE_BYTES) return jpeg;
  }
  return jpeg;
}

const rawOf = (image: { width: number; height: number }) =>
  ({ width: image.width, height: image.height, channels: 4 }) as const;

/** The share cards as JPEGs, from the public states alone, and the venue photo read from storage. */
@Injectable()
export class ShareRenderer {
  private readonly logger = new Logger(ShareRenderer.name);
  private readonly photos = new LRUCache<string, Buffer>({
    maxSize: PHOTO_CACHE_BYTES,
    sizeCalculation: (jpeg) => jpeg.length,
  });

  constructor(private readonly storage: ObjectStorage) {}

  city(share: CityShare): Promise<Buffer> {
    return renderJpeg(cityCardSvg(share));
  }

  async meetup(meetup: PublicMeetup): Promise<Buffer> {
    const photo = await this.photo(meetup.photo);
    return renderJpeg(
      meetupCardSvg(meetup, photo !== null),
      photo ? { input: photo, left: 0, top: 0 } : undefined,
    );
  }

  site(): Promise<Buffer> {
    return renderJpeg(siteCardSvg());
  }

  /**
   * The venue photo cover-cropped to its box (a JPEG); null (the placeholder) when it cannot be read.
   * Kept by key: a stored photo never changes (its key is new on every upload), while the card is
   * drawn again whenever the seats do.
   */
  async photo(path: string | null): Promise<Buffer | null> {
    const key = path ? storageKeyOf(path) : null;
    if (!key) return null;
    const kept = this.photos.get(key);
    if (kept) return kept;
    try {
      const object = await this.storage.get(key);
      if (!object) return null;
      if ((object.contentLength ?? 0) > MAX_PHOTO_BYTES) {
        object.body.destroy();
        return null;
      }
      const data = await buffer(object.body);
      const jpeg = await sharp(data, { limitInputPixels: 40_000_000 })
        .rotate()
        .resize({ ...meetupPhotoSize, fit: 'cover' })
        .jpeg({ quality: 90 })
        .toBuffer();
      this.photos.set(key, jpeg);
      return jpeg;
    } catch (error) {
      this.logger.warn(`share card without the photo ${path}: ${(error as Error).message}`);
      return null;
    }
  }
}
