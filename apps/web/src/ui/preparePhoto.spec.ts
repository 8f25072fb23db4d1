import { describe, expect, it } from '@jest/globals';
import { fakeCanvas } from '../../test/photos';
import {
  UnreadablePhotoError,
  canvasCodec,
  fitWithin,
  preparePhoto,
  preparedName,
  type PhotoCodec,
  type Size,
} from './preparePhoto';

const MB = 1024 * 1024;
const rules = { mimeTypes: ['image/jpeg', 'image/png', 'image/webp'], maxBytes: 2 * MB };
const file = (name: string, type: string, bytes: number) =>
  new File([new Uint8Array(bytes)], name, { type, lastModified: 1_700_000_000_000 });

/** A codec that decodes every photo as `size` and encodes each try as `bytes(size, quality)`. */
function codec(size: Size, bytes: (size: Size, quality: number) => number) {
  const calls = { decoded: 0, closed: 0, encoded: [] as (Size & { quality: number })[] };
  const fake: PhotoCodec = {
    decode: async () => {
      calls.decoded += 1;
      return { ...size, image: {} as CanvasImageSource, close: () => void (calls.closed += 1) };
    },
    encode: async (_photo, target, type, quality) => {
      calls.encoded.push({ ...target, quality });
      return new Blob([new Uint8Array(bytes(target, quality))], { type });
    },
  };
  return { fake, calls };
}

describe('fitWithin', () => {
  it.each([
    [
      { width: 4000, height: 3000 },
      { width: 1600, height: 1200 },
    ],
    [
      { width: 3000, height: 4000 },
      { width: 1200, height: 1600 },
    ],
    [
      { width: 4032, height: 1908 },
      { width: 1600, height: 757 },
    ],
    [
      { width: 1600, height: 900 },
      { width: 1600, height: 900 },
    ],
    [
      { width: 640, height: 480 },
      { width: 640, height: 480 },
    ],
    [
      { width: 9000, height: 2 },
      { width: 1600, height: 1 },
    ],
  ])('draws %p at %p', (size, fitted) => {
    expect(fitWithin(size, 1600)).toEqual(fitted);
  });
});

describe('preparedName', () => {
  it.each([
    ['IMG_2041.JPG', 'IMG_2041.jpg'],
    ['fachada.png', 'fachada.jpg'],
    ['foto', 'foto.jpg'],
    ['.png', 'foto.jpg'],
  ])('names %p %p', (name, prepared) => {
    expect(preparedName(name)).toBe(prepared);
  });
});

describe('preparePhoto', () => {
  it('gives a file of another type back untouched, without decoding it, for the form to refuse', async () => {
    const { fake, calls } = codec({ width: 10, height: 10 }, () => 1);
    const gif = file('a.gif', 'image/gif', 10);
    expect(await preparePhoto(gif, rules, fake)).toBe(gif);
    expect(calls.decoded).toBe(0);
  });

  it('sends a photo already within 1600 px and 2MB as chosen', async () => {
    const { fake, calls } = codec({ width: 1200, height: 900 }, () => 1);
    const small = file('bar.png', 'image/png', 300_000);
    expect(await preparePhoto(small, rules, fake)).toBe(small);
    expect(calls).toMatchObject({ encoded: [], closed: 1 });
  });

  it('makes a 3.3 MB 4000×3000 camera photo a 1600×1200 JPEG under 2MB', async () => {
    const { fake, calls } = codec({ width: 4000, height: 3000 }, () => 900_000);
    const camera = file('IMG_2041.JPG', 'image/jpeg', 3.3 * 1_000_000);
    const prepared = await preparePhoto(camera, rules, fake);
    expect(prepared).toMatchObject({ name: 'IMG_2041.jpg', type: 'image/jpeg', size: 900_000 });
    expect(prepared.lastModified).toBe(camera.lastModified);
    expect(calls.encoded).toEqual([{ width: 1600, height: 1200, quality: 0.85 }]);
    expect(calls.closed).toBe(1);
  });

  it('re-encodes a photo of few pixels but many bytes', async () => {
    const { fake, calls } = codec({ width: 1000, height: 800 }, () => 500_000);
    const heavy = file('scan.png', 'image/png', 3 * MB);
    expect(await preparePhoto(heavy, rules, fake)).toMatchObject({ name: 'scan.jpg', size: 500_000 });
    expect(calls.encoded).toEqual([{ width: 1000, height: 800, quality: 0.85 }]);
  });

  it('lowers the quality, then the size, until the photo fits', async () => {
    const { fake, calls } = codec({ width: 4000, height: 3000 }, ({ width }, quality) =>
      width === 1200 && quality === 0.75 ? MB : 3 * MB,
    );
    const prepared = await preparePhoto(file('ruido.jpg', 'image/jpeg', 5 * MB), rules, fake);
    expect(prepared.size).toBe(MB);
    expect(calls.encoded.map(({ width, quality }) => [width, quality])).toEqual([
      [1600, 0.85],
      [1600, 0.75],
      [1600, 0.65],
      [1600, 0.5],
      [1200, 0.85],
      [1200, 0.75],
    ]);
  });

  it('gives the last try back when nothing fits, for the size check to refuse', async () => {
    const { fake, calls } = codec({ width: 4000, height: 3000 }, () => 3 * MB);
    const prepared = await preparePhoto(file('enorme.jpg', 'image/jpeg', 9 * MB), rules, fake);
    expect(prepared.size).toBe(3 * MB);
    expect(calls.encoded).toHaveLength(12);
    expect(calls.encoded.at(-1)).toMatchObject({ width: 900, height: 675, quality: 0.5 });
    expect(calls.closed).toBe(1);
  });

  it('says in pt-BR that a photo the browser cannot decode cannot be opened', async () => {
    const broken: PhotoCodec = {
      decode: () => Promise.reject(new DOMException('The source image could not be decoded.')),
      encode: () => Promise.reject(new Error('not reached')),
    };
    const attempt = preparePhoto(file('foto.jpg', 'image/jpeg', 100), rules, broken);
    await expect(attempt).rejects.toBeInstanceOf(UnreadablePhotoError);
    await expect(attempt).rejects.toThrow(
      'Não foi possível abrir esta foto. Escolha outra imagem JPG, PNG ou WEBP.',
    );
  });

  it("asks the browser's canvas for an upright bitmap and a JPEG of the fitted size", async () => {
    const canvas = fakeCanvas({ width: 4000, height: 3000, encodedBytes: () => 700_000 });
    const prepared = await preparePhoto(file('IMG.jpg', 'image/jpeg', 3.3 * 1_000_000), rules, canvasCodec);
    expect(prepared).toMatchObject({ name: 'IMG.jpg', type: 'image/jpeg', size: 700_000 });
    expect(canvas).toEqual({
      decoded: 1,
      encoded: [{ width: 1600, height: 1200, type: 'image/jpeg', quality: 0.85 }],
    });
  });
});
