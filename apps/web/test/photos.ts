/**
 * jsdom decodes and encodes no image: the browser's canvas boundary (`createImageBitmap`,
 * `OffscreenCanvas`) is replaced here, and only here, by a fake that says what was asked of it.
 */
export type CanvasFakeOptions = {
  /** The size every chosen photo decodes to. */
  width: number;
  height: number;
  /** false: the photo cannot be decoded (a file that only claims to be an image). */
  decodes: boolean;
  /** Bytes of the JPEG encoded at a size and quality. */
  encodedBytes: (width: number, height: number, quality: number) => number;
  /** Decoding waits for this (to see the chooser while it prepares). */
  until: Promise<unknown>;
};

export type CanvasFake = {
  decoded: number;
  encoded: { width: number; height: number; type: string; quality: number }[];
};

export function fakeCanvas(options: Partial<CanvasFakeOptions> = {}): CanvasFake {
  const {
    width = 800,
    height = 600,
    decodes = true,
    encodedBytes = (w: number, h: number, quality: number) => Math.round(w * h * quality * 0.25),
    until = Promise.resolve(),
  } = options;
  const fake: CanvasFake = { decoded: 0, encoded: [] };
  globalThis.createImageBitmap = (async () => {
    await until;
    if (!decodes) throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    fake.decoded += 1;
    return { width, height, close: () => undefined };
  }) as unknown as typeof createImageBitmap;

  class FakeOffscreenCanvas {
    constructor(
      readonly width: number,
      readonly height: number,
    ) {}
    getContext() {
      return { fillRect: () => undefined, drawImage: () => undefined };
    }
    async convertToBlob({ type = 'image/png', quality = 1 }: { type?: string; quality?: number } = {}) {
      fake.encoded.push({ width: this.width, height: this.height, type, quality });
      return new Blob([new Uint8Array(encodedBytes(this.width, this.height, quality))], { type });
    }
  }
  globalThis.OffscreenCanvas = FakeOffscreenCanvas as unknown as typeof OffscreenCanvas;
  return fake;
}
