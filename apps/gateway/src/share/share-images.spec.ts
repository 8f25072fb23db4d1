import { describe, expect, it, jest } from '@jest/globals';
import type { CityShare } from '@encontro/contracts';
import { automock } from '@encontro/testing/unit';
import { ShareImages, shareImageEtag } from './share-images.js';
import { ShareRenderer } from './share-renderer.js';
import { ShareStates } from './share-states.js';

const share = (v: string) => ({
  state: {
    city_id: '3550308',
    city: 'São Paulo',
    state: 'SP',
    week: '2026-W48',
    phase: 'voting',
    venues: [],
    total_votes: 0,
  } satisfies CityShare,
  v,
});

function setup() {
  const states = automock(ShareStates);
  const renderer = automock(ShareRenderer);
  let renders = 0;
  renderer.city.mockImplementation(async () => {
    renders += 1;
    await new Promise((resolve) => setTimeout(resolve, 10));
    return Buffer.from(`jpeg ${renders}`);
  });
  return { states, renderer, images: new ShareImages(states, renderer), renders: () => renders };
}

describe(ShareImages.name, () => {
  it('renders a miss once however many requests wait for it', async () => {
    const { states, images, renders } = setup();
    states.city.mockResolvedValue(share('aaa'));
    const answers = await Promise.all([1, 2, 3, 4].map(() => images.city('3550308')));
    expect(renders()).toBe(1);
    expect(new Set(answers.map((a) => a.jpeg!.toString()))).toEqual(new Set(['jpeg 1']));
  });

  it('answers from memory while the state is the same, and renders again when its v changes', async () => {
    const { states, images, renders } = setup();
    states.city.mockResolvedValue(share('aaa'));
    await images.city('3550308');
    expect((await images.city('3550308')).jpeg!.toString()).toBe('jpeg 1');
    expect(renders()).toBe(1);
    states.city.mockResolvedValue(share('bbb'));
    const changed = await images.city('3550308');
    expect(changed.jpeg!.toString()).toBe('jpeg 2');
    expect(changed.etag).toBe(shareImageEtag('bbb'));
  });

  it('gives a strong ETag of the state and the templates, and a 304 without rendering when it matches', async () => {
    const { states, renderer, images } = setup();
    states.city.mockResolvedValue(share('aaa'));
    const etag = shareImageEtag('aaa');
    expect(etag).toMatch(/^"r\d+-aaa"$/);
    expect(await images.city('3550308', etag)).toEqual({ etag, jpeg: null });
    expect(await images.city('3550308', `W/${etag}, "other"`)).toEqual({ etag, jpeg: null });
    expect(renderer.city).not.toHaveBeenCalled();
    expect((await images.city('3550308', '"old"')).jpeg).not.toBeNull();
  });

  it('keeps no failed render: the next request tries again', async () => {
    const { states, renderer, images } = setup();
    states.city.mockResolvedValue(share('aaa'));
    renderer.city.mockRejectedValueOnce(new Error('boom'));
    await expect(images.city('3550308')).rejects.toThrow('boom');
    expect((await images.city('3550308')).jpeg).not.toBeNull();
    expect(jest.mocked(renderer.city)).toHaveBeenCalledTimes(2);
  });
});
