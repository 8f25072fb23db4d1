import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { blackPng, waitFor } from '@encontro/testing';
import { connect } from 'node:net';
import { randomUUID } from 'node:crypto';
import { type ForumPerson, FORUM_WEEK, SAO_PAULO, at, forumFixtures } from '@encontro/forum-svc/test-support';
import { nomination } from '@encontro/indication-svc/test-support';
import { multipartForm } from './support/multipart-form.js';
import { solidPng } from './support/solid-png.js';
import { type Stack, signInKnownEverywhere, startStack } from './support/stack.js';
import {
  type ApiAnswer,
  type ObjectStorageUnderTest,
  type SeededUser,
  apiClient,
  startObjectStorage,
} from './support/system-harness.js';

/** Monday of the forum's week (nominations open); Saturday of it: the last encounter takes memories. */
const MONDAY = at(FORUM_WEEK, 1, 10);
const SATURDAY = at(FORUM_WEEK, 6, 12);

const MALFORMED = 'Não foi possível ler o envio (formulário incompleto ou inválido). Envie a foto novamente.';
const TOO_MANY_PIXELS = 'Imagem grande demais. Use no máximo 8000 pixels de lado e 24 megapixels.';
const TOO_FAST = 'Você está enviando muito rápido. Aguarde alguns minutos e tente novamente.';
const PHOTO_ROUTES = ['/api/profile/photo', '/api/indications', '/api/last-encounter/memories'] as const;

type Person = Pick<SeededUser, 'user_id' | 'token'>;

/** One HTTP/1.1 request written by hand (a body that no fetch would send), and its answer. */
function rawRequest(
  base: string,
  path: string,
  options: { headers: Record<string, string>; body: Buffer; declaredLength?: number },
): Promise<{ status: number; body: Record<string, unknown> }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      const headers = {
        host: `${hostname}:${port}`,
        connection: 'close',
        'content-length': String(options.declaredLength ?? options.body.length),
        ...options.headers,
      };
      socket.write(
        `POST ${path} HTTP/1.1\r\n${Object.entries(headers)
          .map(([name, value]) => `${name}: ${value}\r\n`)
          .join('')}\r\n`,
      );
      // A body shorter than its Content-Length is a client that went away: close our side too.
      if (options.declaredLength) socket.end(options.body);
      else socket.write(options.body);
    });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      let payload = rest.join('\r\n\r\n');
      // Chunked transfer encoding: keep the chunks' data only.
      if (/transfer-encoding: chunked/i.test(head))
        payload = payload
          .split('\r\n')
          .filter((_, i) => i % 2 === 1)
          .join('');
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(payload) as Record<string, unknown>;
      } catch {
        body = { raw: payload };
      }
      resolve({ status, body });
    });
  });
}

/**
 * The three photo routes (profile photo, nomination, memories) with the real gateway, identity-svc,
 * indication-svc, forum-svc and an S3 server: a body that cannot be read or an image too large to
 * decode is a pt-BR 4xx that stores nothing; photos are rate-limited per person and address; a
 * replaced profile photo and every photo of a deleted account stop being served.
 */
describe('photo uploads through the gateway: bad bodies, pixel bombs, limits and purges', () => {
  let storage: ObjectStorageUnderTest;
  let stack: Stack<'identity' | 'indication' | 'forum'>;
  let people: Record<string, SeededUser> = {};

  const api = apiClient(() => stack.base);
  /** Each test calls from an address of its own, so per-address limits never mix tests. */
  let addresses = 0;
  const address = () => {
    addresses += 1;
    return `10.77.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
  };
  const png = (color = '#2e86de') => solidPng(64, 48, color);
  const photoForm = (field: string, data: Buffer, fields: Record<string, string> = {}) =>
    multipartForm(fields, [{ field, name: 'foto.png', data, type: 'image/png' }]);
  /** The form each route expects, with `data` as its photo. */
  const formFor = (route: (typeof PHOTO_ROUTES)[number], data: Buffer) =>
    route === '/api/profile/photo'
      ? photoForm('photo', data)
      : route === '/api/indications'
        ? photoForm('photos[0]', data, nomination({ name: `Bar ${randomUUID().slice(0, 6)}` }))
        : photoForm('photo', data, { description: 'Que noite!' });
  const stored = async () =>
    (await Promise.all(['users/', 'indications/', 'memories/'].map((p) => storage.count(p)))).reduce(
      (a, b) => a + b,
      0,
    );
  const served = async (path: string) => (await fetch(`${stack.base}/${path}`)).status;
  const upload = (who: Person, from: string, route: (typeof PHOTO_ROUTES)[number], data: Buffer) =>
    api(route, { form: formFor(route, data), token: who.token, from });

  beforeAll(async () => {
    storage = await startObjectStorage('sys-photos-s3-', 'system-photos');
    stack = await startStack('sys_photos', {
      services: ['identity', 'indication', 'forum'],
      seed: true,
      clock: MONDAY,
      clocks: { forum: SATURDAY },
      gateway: {
        requestTimeoutMs: 10_000,
        storage,
        extraEnv: {
          TRUST_PROXY: 'loopback',
          RATE_LIMIT_PROFILE_PHOTO_PER_USER: '10',
          RATE_LIMIT_PROFILE_PHOTO_PER_ADDRESS: '12',
        },
      },
    });
    people = await signInKnownEverywhere(api, stack, ['ana', 'bruno', 'carla', 'diego', 'rafael']);
  }, 180_000);

  afterAll(async () => {
    await stack?.stop();
    await storage?.stop();
  });

  describe('a multipart body that cannot be read is a pt-BR 400 and stores nothing', () => {
    const boundary = 'encontro-boundary';
    const part = (field: string, filename: string, data: Buffer) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        data,
        Buffer.from('\r\n'),
      ]);
    const closing = Buffer.from(`--${boundary}--\r\n`);

    it.each(PHOTO_ROUTES)(
      '%s: no boundary, a wrong one, an unterminated part, a truncated body',
      async (route) => {
        const from = address();
        const photo = await png();
        const field = route === '/api/indications' ? 'photos[0]' : 'photo';
        const whole = Buffer.concat([part(field, 'foto.png', photo), closing]);
        const variants: [string, string, Buffer][] = [
          ['no boundary', 'multipart/form-data', whole],
          ['an empty boundary', 'multipart/form-data; boundary=', whole],
          ['a wrong boundary', 'multipart/form-data; boundary=outra-fronteira', whole],
          [
            'an unterminated part',
            `multipart/form-data; boundary=${boundary}`,
            part(field, 'foto.png', photo),
          ],
          [
            'a body cut in the middle of the photo',
            `multipart/form-data; boundary=${boundary}`,
            whole.subarray(0, Math.floor(whole.length / 2)),
          ],
        ];
        const before = await stored();
        for (const [label, contentType, body] of variants) {
          const answer = await rawRequest(stack.base, route, {
            headers: {
              'content-type': contentType,
              authorization: `Bearer ${people.bruno!.token}`,
              'x-forwarded-for': from,
            },
            body,
          });
          expect({ label, ...answer }).toEqual({ label, status: 400, body: { message: MALFORMED } });
        }
        expect(await stored()).toBe(before);
        expect((await api('/api/indications/user', { token: people.bruno!.token })).body).toEqual([]);
      },
    );

    it('answers a body shorter than its Content-Length (the client went away) with a pt-BR 400, storing nothing', async () => {
      const before = await stored();
      const whole = Buffer.concat([part('photo', 'foto.png', await png()), closing]);
      const answer = await rawRequest(stack.base, '/api/profile/photo', {
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          authorization: `Bearer ${people.bruno!.token}`,
          'x-forwarded-for': address(),
        },
        body: whole.subarray(0, 100),
        declaredLength: whole.length,
      });
      expect(answer).toEqual({
        status: 400,
        body: { message: 'Requisição inválida: o corpo chegou incompleto ou malformado.' },
      });
      expect(await stored()).toBe(before);
    }, 30_000);
  });

  it('refuses a 5 KB PNG declaring 6300×6300 on every photo route with 422, from its header', async () => {
    const bomb = blackPng(6300, 6300);
    const from = address();
    const before = await stored();
    const profile = await upload(people.bruno!, from, '/api/profile/photo', bomb);
    expect(profile).toEqual({
      status: 422,
      body: { message: TOO_MANY_PIXELS, errors: { photo: [TOO_MANY_PIXELS] } },
    });
    const nominated = await upload(people.bruno!, from, '/api/indications', bomb);
    const perFile = 'foto.png é grande demais. Use no máximo 8000 pixels de lado e 24 megapixels';
    expect(nominated).toEqual({ status: 422, body: { message: perFile, errors: { photos: [perFile] } } });
    const memory = await upload(people.bruno!, from, '/api/last-encounter/memories', bomb);
    expect(memory).toEqual({
      status: 422,
      body: { message: TOO_MANY_PIXELS, errors: { photo: [TOO_MANY_PIXELS] } },
    });
    expect(await stored()).toBe(before);
  }, 60_000);

  it('limits profile photos per person and per address with 429', async () => {
    const from = address();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await upload(people.ana!, from, '/api/profile/photo', await png())).status);
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
    const refused = await upload(people.ana!, address(), '/api/profile/photo', await png());
    expect(refused).toEqual({ status: 429, body: { message: TOO_FAST } });
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    // Only her current photo is kept: every replaced one was deleted.
    expect(await storage.count(`users/${people.ana!.user_id}/`)).toBe(1);

    // Another person at an address that already sent its 12 this hour.
    const shared = address();
    for (let i = 0; i < 10; i += 1)
      expect((await upload(people.rafael!, shared, '/api/profile/photo', await png())).status).toBe(200);
    expect((await upload(people.carla!, shared, '/api/profile/photo', await png())).status).toBe(200);
    expect((await upload(people.carla!, shared, '/api/profile/photo', await png())).status).toBe(200);
    expect(await upload(people.carla!, shared, '/api/profile/photo', await png())).toEqual({
      status: 429,
      body: { message: TOO_FAST },
    });
  }, 60_000);

  it('deletes the replaced profile photo once the new one is saved: the old address answers 404', async () => {
    const from = address();
    const photoOf = (answer: ApiAnswer) => (answer.body.user as { photo: string }).photo;
    const first = await upload(people.carla!, from, '/api/profile/photo', await png('#aa0000'));
    expect(first.status).toBe(200);
    expect(await served(photoOf(first))).toBe(200);
    const second = await upload(people.carla!, from, '/api/profile/photo', await png('#00aa00'));
    expect(second.status).toBe(200);
    expect(photoOf(second)).not.toBe(photoOf(first));
    expect(await served(photoOf(first))).toBe(404);
    expect(await served(photoOf(second))).toBe(200);
    expect((await api('/api/me', { token: people.carla!.token })).body.user).toMatchObject({
      photo: photoOf(second),
    });
    expect(await storage.count(`users/${people.carla!.user_id}/`)).toBe(1);
  }, 60_000);

  it('leaves no photo behind when the service refuses the upload', async () => {
    const from = address();
    // A second nomination in the week: indication-svc refuses it after the photos were stored.
    const first = await upload(people.carla!, from, '/api/indications', await png());
    expect(first.status).toBe(201);
    expect(await storage.count(`indications/${people.carla!.user_id}/`)).toBe(1);
    const second = await upload(people.carla!, from, '/api/indications', await png());
    expect(second).toMatchObject({
      status: 409,
      body: { message: 'Você já fez uma indicação esta semana.' },
    });
    expect(await storage.count(`indications/${people.carla!.user_id}/`)).toBe(1);
    // A memory of an encounter Bruno did not go to: forum-svc refuses it.
    const memory = await upload(people.bruno!, from, '/api/last-encounter/memories', await png());
    expect(memory.status).toBeGreaterThanOrEqual(403);
    expect(memory.status).toBeLessThan(500);
    expect(await storage.count(`memories/${people.bruno!.user_id}/`)).toBe(0);
  }, 60_000);

  it('deletes every photo a person ever uploaded when they delete their account', async () => {
    const diego = people.diego!;
    const from = address();
    // The last encounter of São Paulo, which Diego went to: he may add memories.
    const kit = forumFixtures(stack.forum, stack.providersOf('forum-svc'));
    const host: ForumPerson = {
      user_id: people.ana!.user_id,
      name: 'Ana',
      surname: 'Souza',
      email: 'ana@example.com',
      photo: null,
      ...SAO_PAULO,
    };
    const encounter = await kit.forum({ host, place: SAO_PAULO, week: FORUM_WEEK });
    const diegoThere = { ...host, user_id: diego.user_id, name: 'Diego' };
    await kit.attend(encounter, diegoThere);
    // Only who checked in at the meetup adds memories (issue 30).
    await kit.checkIn(encounter, diegoThere);

    const paths: string[] = [];
    const profile1 = await upload(diego, from, '/api/profile/photo', await png('#111111'));
    const profile2 = await upload(diego, from, '/api/profile/photo', await png('#222222'));
    paths.push(...[profile1, profile2].map((a) => (a.body.user as { photo: string }).photo));
    const nominated = await upload(diego, from, '/api/indications', await png('#333333'));
    // The whole answer, so that a refusal says why.
    expect(nominated).toMatchObject({ status: 201 });
    paths.push(...(nominated.body.indication as { photos: string[] }).photos);
    const memory = await upload(diego, from, '/api/last-encounter/memories', await png('#444444'));
    expect(memory).toMatchObject({ status: 201 });
    await waitFor(async () => (await storage.count(`memories/${diego.user_id}/`)) === 1, 5000);
    // Objects no service lists any more (orphans of before this purge): they go too.
    for (const key of [
      `users/${diego.user_id}/${randomUUID()}.webp`,
      `indications/${diego.user_id}/${randomUUID()}.webp`,
    ]) {
      await storage.client.send(
        new PutObjectCommand({
          Bucket: storage.bucket,
          Key: key,
          Body: await png(),
          ContentType: 'image/webp',
        }),
      );
      paths.push(`storage/${key}`);
    }
    const memoryKeys = await storage.count(`memories/${diego.user_id}/`);
    expect(memoryKeys).toBe(1);
    expect(await served(paths[1]!)).toBe(200);

    expect(
      await api('/api/profile', {
        method: 'DELETE',
        body: { password: 'Senha123' },
        token: diego.token,
        from,
      }),
    ).toMatchObject({ status: 200 });
    for (const path of paths) expect({ path, status: await served(path) }).toEqual({ path, status: 404 });
    for (const prefix of ['users', 'indications', 'memories'])
      expect(await storage.count(`${prefix}/${diego.user_id}/`)).toBe(0);
    // Other people's photos stay.
    expect(await storage.count(`users/${people.carla!.user_id}/`)).toBe(1);
  }, 60_000);
});
