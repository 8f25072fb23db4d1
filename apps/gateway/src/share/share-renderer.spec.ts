import { describe, expect, it, jest } from '@jest/globals';
import type { ObjectStorage } from '@encontro/server-storage';
import sharp from 'sharp';
import { Readable } from 'node:stream';
import { MAX_IMAGE_BYTES, ShareRenderer } from './share-renderer.js';

/** The storage port is abstract (no methods to automock): only `get` is read here. */
const fakeStorage = () => {
  const get = jest.fn<ObjectStorage['get']>();
  return { storage: { get } as unknown as ObjectStorage, get };
};

describe(ShareRenderer.name, () => {
  it('cover-crops the venue photo read from storage to its box, once per stored photo', async () => {
    const { storage, get } = fakeStorage();
    const photo = await sharp({ create: { width: 900, height: 300, channels: 3, background: '#336699' } })
      .webp()
      .toBuffer();
    get.mockResolvedValue({ body: Readable.from(photo), contentType: 'image/webp' });
    const renderer = new ShareRenderer(storage);
    const cut = await renderer.photo('storage/indications/u/a.webp');
    expect(get).toHaveBeenCalledWith('indications/u/a.webp');
    expect(await sharp(cut!).metadata()).toMatchObject({ format: 'jpeg', width: 480, height: 630 });
    expect(await renderer.photo('storage/indications/u/a.webp')).toBe(cut);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('falls back to the placeholder when the photo cannot be read', async () => {
    const { storage, get } = fakeStorage();
    get.mockRejectedValue(new Error('s3 down'));
    expect(await new ShareRenderer(storage).photo('storage/indications/u/a.webp')).toBeNull();
    get.mockResolvedValue({ body: Readable.from(Buffer.from('not an image')), contentType: 'image/webp' });
    expect(await new ShareRenderer(storage).photo('storage/indications/u/a.webp')).toBeNull();
    expect(await new ShareRenderer(storage).photo('https://elsewhere.example/a.jpg')).toBeNull();
  });

  it('renders the site card as a 1200×630 JPEG within the budget', async () => {
    const jpeg = await new ShareRenderer(fakeStorage().storage).site();
    expect(jpeg.length).toBeLessThanOrEqual(MAX_IMAGE_BYTES);
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  });
});
