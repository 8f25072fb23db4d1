import { Injectable, Logger } from '@nestjs/common';
import { type CityShare, type PublicMeetup, STORAGE_ROUTE } from '@encontro/contracts';
import { ObjectStorage } from '@encontro/server-storage';
import { type ResvgRenderOptions, renderAsync } from '@resvg/resvg-js';
import sharp from 'sharp';
import { buffer } from 'node:stream/consumers';
import { FONT_FAMILY, fontFiles } from './share-fonts.js';
import { cityCardSvg, meetupCardSvg, meetupPhotoSize, siteCardSvg } from './share-templates.js';

/** WhatsApp drops preview images larger than about 300 KB. */
export const MAX_IMAGE_BYTES = 300_000;
/** The JPEG qualities tried in turn until a card fits MAX_IMAGE_BYTES (the first one nearly always does). */
const QUALITIES = [82, 70, 58, 45, 30];
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

/** An SVG card as a JPEG of at most MAX_IMAGE_BYTES: resvg draws it off the event loop, sharp encodes it. */
export async function renderJpeg(svg: string): Promise<Buffer> {
  const rendered = await renderAsync(svg, resvgOptions);
  const pixels = sharp(rendered.pixels, {
    raw: { width: rendered.width, height: rendered.height, channels: 4 },
  }).removeAlpha();
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

/** The share cards as JPEGs, from the public states alone, and the venue photo read from storage. */
@Injectable()
export class ShareRenderer {
  private readonly logger = new Logger(ShareRenderer.name);

  constructor(private readonly storage: ObjectStorage) {}

  city(share: CityShare): Promise<Buffer> {
    return renderJpeg(cityCardSvg(share));
  }

  async meetup(meetup: PublicMeetup): Promise<Buffer> {
    return renderJpeg(meetupCardSvg(meetup, await this.photo(meetup.photo)));
  }

  site(): Promise<Buffer> {
    return renderJpeg(siteCardSvg());
  }

  /** The venue photo cover-cropped to its box, as a data URI; null (the placeholder) when it cannot be read. */
  async photo(path: string | null): Promise<string | null> {
    const prefix = `${STORAGE_ROUTE}/`;
    if (!path?.startsWith(prefix)) return null;
    try {
      const object = await this.storage.get(path.slice(prefix.length));
      if (!object) return null;
      if ((object.contentLength ?? 0) > MAX_PHOTO_BYTES) {
        object.body.destroy();
        return null;
      }
      const data = await buffer(object.body);
      const jpeg = await sharp(data, { limitInputPixels: 40_000_000 })
        .rotate()
        .resize({ ...meetupPhotoSize, fit: 'cover' })
        .jpeg({ quality: 80 })
        .toBuffer();
      return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
    } catch (error) {
      this.logger.warn(`share card without the photo ${path}: ${(error as Error).message}`);
      return null;
    }
  }
}
