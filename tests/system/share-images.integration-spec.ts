import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type PublicMeetup, indicationMessages as m, shareImagePaths } from '@encontro/contracts';
import { photoKey } from '@encontro/indication-svc/test-support';
import sharp from 'sharp';
import { meetupCardSvg } from '../../apps/gateway/src/share/share-templates.js';
import { type Stack, startSeededWeek } from './support/stack.js';
import {
  type ObjectStorageUnderTest,
  type SeededUser,
  apiClient,
  startObjectStorage,
} from './support/system-harness.js';
import { winnersKit } from './support/winners.js';

const SAO_PAULO_ID = '3550308';
const MAX_BYTES = 300_000;

/** Issue 31 item 2: the share images and the public meetup through the gateway, signed out. */
describe('share images', () => {
  let stack: Stack<'identity' | 'indication'>;
  let storage: ObjectStorageUnderTest;
  let users: Record<string, SeededUser> = {};
  const api = apiClient(() => stack.base);
  const kit = () => winnersKit({ api, stack, users: () => users });
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${stack.base}/${path.replace(/^\//, '')}`, { headers });

  /** A JPEG answer as the crawlers take it: 1200×630, light enough for WhatsApp, with no metadata. */
  async function expectShareJpeg(response: Response) {
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('public, no-cache');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('etag')).toMatch(/^"[^"]+"$/);
    const jpeg = Buffer.from(await response.arrayBuffer());
    expect(jpeg.length).toBeLessThanOrEqual(MAX_BYTES);
    const metadata = await sharp(jpeg).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.comments ?? []).toEqual([]);
    return jpeg;
  }

  beforeAll(async () => {
    storage = await startObjectStorage('sys-share-s3-', 'system-share');
    ({ stack, users } = await startSeededWeek('sys_share_img', ['admin', 'ana', 'bruno', 'carla'], {
      services: ['identity', 'indication'],
      gateway: { storage },
    }));
    // The venue photo the nomination refers to (stored keys, no upload): a busy one, the heaviest case.
    const photo = await sharp({
      create: {
        width: 1200,
        height: 900,
        channels: 3,
        background: '#777',
        noise: { type: 'gaussian', mean: 128, sigma: 70 },
      },
    })
      .webp()
      .toBuffer();
    await storage.client.send(
      new PutObjectCommand({
        Bucket: storage.bucket,
        Key: photoKey(users.ana!.user_id, 1).replace(/^storage\//, ''),
        Body: photo,
        ContentType: 'image/webp',
      }),
    );
  }, 180_000);

  afterAll(async () => {
    await stack?.stop();
    await storage?.stop();
  });

  let venue = '';

  it('draws the city during the vote, answers 304 while it is the same, and a new ETag after a vote', async () => {
    venue = await kit().nominate('ana', 'Café da Praça');
    const first = await get(shareImagePaths.city(SAO_PAULO_ID));
    await expectShareJpeg(first);
    const etag = first.headers.get('etag')!;

    const again = await get(shareImagePaths.city(SAO_PAULO_ID, 'anything'), { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);

    await kit().vote('bruno', venue);
    const voted = await get(shareImagePaths.city(SAO_PAULO_ID), { 'if-none-match': etag });
    await expectShareJpeg(voted);
    expect(voted.headers.get('etag')).not.toBe(etag);
  });

  it('answers 404 in Portuguese for an unknown city and for a path that is no city code', async () => {
    const unknown = await api(`/${shareImagePaths.city('0000000')}`);
    expect(unknown).toMatchObject({ status: 404, body: { message: m.cityNotFound } });
    expect((await api('/api/share/city/sao-paulo.jpg')).status).toBe(404);
    expect((await api('/api/share/meetup/not-a-uuid.jpg')).status).toBe(404);
  });

  it('draws the winner’s meetup with its photo, and shows nobody in it or in the public meetup', async () => {
    await kit().closeWeek('bruno', 1);
    const host = `${users.ana!.name} ${users.ana!.surname}`;

    const image = await get(shareImagePaths.meetup(venue));
    const jpeg = await expectShareJpeg(image);
    expect(jpeg.toString('latin1')).not.toContain(users.ana!.name);
    const etag = image.headers.get('etag')!;
    expect((await get(shareImagePaths.meetup(venue), { 'if-none-match': etag })).status).toBe(304);

    const json = await api(`/api/meetups/${venue}`);
    expect(json.status).toBe(200);
    expect(json.headers.get('cache-control')).toBe('public, no-cache');
    expect(json.body).toMatchObject({ indication_id: venue, name: 'Café da Praça', city_id: SAO_PAULO_ID });
    expect(json.text).not.toContain(users.ana!.name);
    expect(json.text).not.toContain(host);
    const svg = meetupCardSvg(json.body as unknown as PublicMeetup, true);
    expect(svg).toContain('Café da Praça');
    expect(svg).not.toContain(users.ana!.name);
    expect(
      (await api(`/api/meetups/${venue}`, { headers: { 'if-none-match': json.headers.get('etag')! } }))
        .status,
    ).toBe(304);
  });

  it('serves the site card and lists the routes in the OpenAPI document', async () => {
    await expectShareJpeg(await get('api/share/site.jpg'));
    const paths = Object.keys((await api('/api/docs/openapi.json')).body.paths as object);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/share/city/{city_id}.jpg',
        '/api/share/meetup/{id}.jpg',
        '/api/share/site.jpg',
        '/api/meetups/{id}',
      ]),
    );
  });
});
