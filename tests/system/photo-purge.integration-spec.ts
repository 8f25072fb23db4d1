import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { waitFor } from '@encontro/testing';
import { nomination } from '@encontro/indication-svc/test-support';
import { multipartForm } from './support/multipart-form.js';
import { solidPng } from './support/solid-png.js';
import { type Stack, signInKnownEverywhere, startStack } from './support/stack.js';
import { type ObjectStorageUnderTest, apiClient, startObjectStorage } from './support/system-harness.js';

const MONDAY = new Date('2026-11-23T10:00:00-03:00');

/**
 * LGPD: a deleted account's photos leave the object storage even when it is down at that moment.
 * identity-svc queues the person's prefixes with the deletion; the gateway's janitor empties them
 * (every PHOTO_PURGE_INTERVAL_MS, 200 ms here) once the storage answers again.
 */
describe('account photos through an object storage outage', () => {
  let storage: ObjectStorageUnderTest;
  let stack: Stack<'identity' | 'indication'>;
  type Person = { user_id: string; token: string };
  let admin: Person;
  let ana: Person;
  let bruno: Person;

  const api = apiClient(() => stack.base);
  const png = () => solidPng(64, 64, '#e17055');
  const uploadProfilePhoto = async (token: string) =>
    api('/api/profile/photo', {
      form: multipartForm({}, [{ field: 'photo', name: 'eu.png', data: await png() }]),
      token,
    });
  const nominate = async (token: string, name: string) =>
    api('/api/indications', {
      form: multipartForm(nomination({ name }), [{ field: 'photos[0]', name: 'bar.png', data: await png() }]),
      token,
    });
  /** The person's entries still waiting in identity-svc's queue. */
  const queued = async (userId: string) =>
    (
      await stack.identity.db.orm.em
        .fork()
        .execute<{ path: string }[]>(
          `select path from ${stack.identity.db.schema}.photo_purges where path like ? order by path`,
          [`%/${userId}/%`],
        )
    ).map((row) => row.path);
  const storedOf = async (userId: string) =>
    (await storage.count(`users/${userId}/`)) + (await storage.count(`indications/${userId}/`));

  beforeAll(async () => {
    storage = await startObjectStorage('sys-photo-purge-s3-', 'system-photo-purge');
    stack = await startStack('sys_photo_purge', {
      services: ['identity', 'indication'],
      seed: true,
      clock: MONDAY,
      gateway: { requestTimeoutMs: 5000, storage, extraEnv: { PHOTO_PURGE_INTERVAL_MS: '200' } },
    });
    ({ admin, ana, bruno } = (await signInKnownEverywhere(api, stack, ['admin', 'ana', 'bruno'])) as Record<
      'admin' | 'ana' | 'bruno',
      Person
    >);
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
    await storage?.stop();
  });

  it('deletes the profile and nomination photos of accounts deleted while S3 was down, once it is back', async () => {
    const photos: Record<string, string> = {};
    for (const [who, person] of [
      ['ana', ana],
      ['bruno', bruno],
    ] as const) {
      const profile = await uploadProfilePhoto(person.token);
      expect(profile.status).toBe(200);
      photos[who] = String((profile.body.user as { photo: string }).photo);
      expect((await nominate(person.token, `Bar de ${who}`)).status).toBe(201);
      expect(await storedOf(person.user_id)).toBe(2);
    }
    expect((await fetch(`${stack.base}/${photos.ana}`)).status).toBe(200);

    await storage.pause();

    // The deletions answer as usual: the photos are the janitor's business.
    expect(
      await api('/api/profile', { method: 'DELETE', body: { password: 'Senha123' }, token: ana.token }),
    ).toMatchObject({ status: 200, body: { message: 'Sua conta foi excluída. Sentiremos sua falta!' } });
    expect(
      await api(`/api/admin/users/${bruno.user_id}`, { method: 'DELETE', token: admin.token }),
    ).toMatchObject({ status: 200, body: { message: 'Usuário excluído com sucesso!' } });

    // Several passes fail against the closed storage; the prefixes stay queued.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    for (const person of [ana, bruno])
      expect(await queued(person.user_id)).toEqual(
        expect.arrayContaining([
          `indications/${person.user_id}/`,
          `memories/${person.user_id}/`,
          `users/${person.user_id}/`,
        ]),
      );

    await storage.resume();
    // The objects were still there through the outage (same folder); they go within a few passes.
    await waitFor(async () => (await storedOf(ana.user_id)) + (await storedOf(bruno.user_id)) === 0, 15_000);
    await waitFor(
      async () => (await queued(ana.user_id)).length + (await queued(bruno.user_id)).length === 0,
      5000,
    );
    expect((await fetch(`${stack.base}/${photos.ana}`)).status).toBe(404);
    expect((await fetch(`${stack.base}/${photos.bruno}`)).status).toBe(404);
  });
});
