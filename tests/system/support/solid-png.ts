import sharp from 'sharp';

/** A PNG of one colour, `width` × `height`, made with sharp: a photo any upload route takes. */
export const solidPng = (width: number, height: number, background: string): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
