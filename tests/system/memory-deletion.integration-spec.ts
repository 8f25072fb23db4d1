import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { forumMessages as m } from '@encontro/contracts';
import {
  FORUM_WEEK,
  type ForumFixtures,
  type ForumPerson,
  forumFixtures,
} from '@encontro/forum-svc/test-support';
import { waitFor } from '@encontro/testing';
import { randomUUID } from 'node:crypto';
import { forumScene } from './support/forum-scene.js';
import { multipartForm } from './support/multipart-form.js';
import { solidPng } from './support/solid-png.js';
import { type Stack, startStack } from './support/stack.js';
import {
  type ObjectStorageUnderTest,
  apiClient,
  startObjectStorage,
  testJwt,
} from './support/system-harness.js';
import { SATURDAY } from './support/winners.js';

/**
 * Issue 28 item 12c through the gateway: the author deletes their memory (DELETE
 * /api/last-encounter/memories/:id), it leaves the last encounter, and its photo leaves the object
 * storage through forum-svc's purge queue; anyone else is refused and the photo stays.
 */
describe('an author deletes their memory through the gateway', () => {
  const { publicKeyPem, token } = testJwt();
  let storage: ObjectStorageUnderTest;
  let stack: Stack<'forum'>;
  let fx: ForumFixtures;

  const api = apiClient(() => stack.base);
  const as = (who: ForumPerson) => token(who.user_id);
  const memoryUrl = (id: string) => `/api/last-encounter/memories/${id}`;

  beforeAll(async () => {
    storage = await startObjectStorage('sys-memdel-s3-', 'system-memory-deletion');
    stack = await startStack('sys_memdel', {
      services: ['forum'],
      publicKey: publicKeyPem,
      clock: SATURDAY,
      gateway: { requestTimeoutMs: 5000, storage, extraEnv: { PHOTO_PURGE_INTERVAL_MS: '200' } },
    });
    fx = forumFixtures(stack.forum, stack.providersOf('forum-svc'));
  }, 60_000);

  afterAll(async () => {
    await stack?.stop();
    await storage?.stop();
  });

  it('removes the memory from the last encounter and its photo from the storage; others are refused', async () => {
    const { f, host, ana, bruno } = await forumScene(fx);
    // Saturday night: the meetup has begun (its check-in opened at 17:00).
    fx.setDay(6, FORUM_WEEK, 20);
    const png = await solidPng(48, 48, '#8e44ad');
    const memory = (description: string) =>
      multipartForm({ description }, [{ field: 'photo', name: 'foto.png', data: png }]);
    const add = async (who: ForumPerson, description: string) => {
      const added = await api('/api/last-encounter/memories', { token: as(who), form: memory(description) });
      expect(added.status).toBe(201);
      return (added.body.memory as { id: string }).id;
    };
    // Ana confirmed; her memories wait for her check-in at the meetup.
    expect(
      await api('/api/last-encounter/memories', { token: as(ana), form: memory('Sem check-in') }),
    ).toEqual({ status: 403, body: { message: m.memoryNotParticipant } });
    await fx.checkIn(f, ana, stack.forum.clock.now());
    const mine = await add(ana, 'Mesa cheia');
    await add(host, 'Do anfitrião');
    const anaPhotos = () => storage.count(`memories/${ana.user_id}/`);
    expect(await anaPhotos()).toBe(1);

    for (const other of [bruno, host])
      expect(await api(memoryUrl(mine), { method: 'DELETE', token: as(other) })).toMatchObject({
        status: 403,
        body: { message: m.notMemoryAuthor },
      });
    expect(await api(memoryUrl(mine), { method: 'DELETE' })).toMatchObject({ status: 401 });
    expect(await api(memoryUrl('nao-existe'), { method: 'DELETE', token: as(ana) })).toEqual({
      status: 404,
      body: { message: m.memoryNotFound },
    });
    expect(await api(memoryUrl(randomUUID()), { method: 'DELETE', token: as(ana) })).toMatchObject({
      status: 404,
      body: { message: m.memoryNotFound },
    });

    expect(await api(memoryUrl(mine.toUpperCase()), { method: 'DELETE', token: as(ana) })).toMatchObject({
      status: 200,
      body: { message: m.memoryDeleted },
    });
    const recap = await api('/api/last-encounter', { token: as(bruno) });
    expect((recap.body.memories as { description: string }[]).map((x) => x.description)).toEqual([
      'Do anfitrião',
    ]);
    await waitFor(async () => (await anaPhotos()) === 0, 10_000);
    expect(await storage.count(`memories/${host.user_id}/`)).toBe(1);
    expect(await api(memoryUrl(mine), { method: 'DELETE', token: as(ana) })).toMatchObject({ status: 404 });
  }, 60_000);
});
