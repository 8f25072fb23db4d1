import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { forumMessages as m } from '@encontro/contracts';
import { waitFor } from '@encontro/testing';
import { multipartForm } from './support/multipart-form.js';
import { solidPng } from './support/solid-png.js';
import { SseReader } from './support/sse-reader.js';
import { type Stack, signInKnownEverywhere, startStack } from './support/stack.js';
import {
  type ObjectStorageUnderTest,
  type SeededUser,
  apiClient,
  startObjectStorage,
} from './support/system-harness.js';
import { MONDAY, SATURDAY, SATURDAY_NIGHT, winnersKit } from './support/winners.js';

/**
 * Issue 13 item 1 with the real services: removing a winning indication (an admin deleting it as
 * reported content) closes its forum everywhere — 404 on every forum route for everyone, the open
 * live stream ends, gone from the admin's forums and from the last encounter, its memory photos
 * removed from the object storage — while the city's other winner keeps its forum.
 */
describe("a removed winner's forum is closed everywhere", () => {
  let storage: ObjectStorageUnderTest;
  let stack: Stack<'identity' | 'indication' | 'forum' | 'admin'>;
  let users: Record<string, SeededUser> = {};
  const readers: SseReader[] = [];

  const api = apiClient(() => stack.base);
  const as = (who: string) => users[who]!.token;

  beforeAll(async () => {
    storage = await startObjectStorage('sys-rm-s3-', 'system-removal');
    stack = await startStack('sys_rm', {
      services: ['identity', 'indication', 'forum', 'admin'],
      seed: true,
      clock: MONDAY,
      livePush: true,
      gateway: {
        requestTimeoutMs: 10_000,
        storage,
        extraEnv: { PHOTO_PURGE_INTERVAL_MS: '200', FORUM_STREAM_HEARTBEAT_MS: '300' },
      },
    });
    users = await signInKnownEverywhere(api, stack, ['admin', 'ana', 'bruno', 'carla', 'diego']);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(readers.map((reader) => reader.close()));
    await stack?.stop();
    await storage?.stop();
  });

  let removed: string;
  let kept: string;
  let postId: string;

  it('opens a forum per winner of the week, with a post, a comment, a presence, a check-in and a memory photo', async () => {
    const kit = winnersKit({ api, stack, users: () => users });
    removed = await kit.nominate('ana', 'Bar da Ana', 1);
    kept = await kit.nominate('bruno', 'Bar do Bruno', 2);
    await kit.vote('bruno', removed);
    await kit.vote('carla', removed);
    await kit.vote('diego', kept);
    await kit.closeWeek('carla', 2);
    await waitFor(
      async () => (await api(`/api/forum/${removed}`, { token: as('carla') })).status === 200,
      10_000,
    );

    // The host confirms too, or the meetup is handed over to Carla on Saturday.
    for (const who of ['carla', 'ana'])
      expect((await api(`/api/forum/${removed}/confirm`, { method: 'POST', token: as(who) })).status).toBe(
        200,
      );
    await waitFor(
      async () => (await api(`/api/forum/${removed}`, { token: as('carla') })).body.user_confirmed === true,
      10_000,
    );
    const post = await api(`/api/forum/${removed}/posts`, {
      token: as('ana'),
      body: { content: 'Até sábado!' },
    });
    expect(post.status).toBe(201);
    postId = (post.body.post as { id: string }).id;
    const comment = await api(`/api/forum/posts/${postId}/comments`, {
      token: as('carla'),
      body: { content: 'Estarei lá' },
    });
    expect(comment.status).toBe(201);

    stack.forum.clock.set(SATURDAY);
    const png = await solidPng(48, 48, '#16a085');
    const memory = (description: string) =>
      multipartForm({ description }, [{ field: 'photo', name: 'mesa.png', data: png }]);
    // Confirmed is not enough: Carla adds memories once the host has checked her in at the meetup.
    expect(
      await api('/api/last-encounter/memories', { token: as('carla'), form: memory('Sem check-in') }),
    ).toEqual({ status: 403, body: { message: m.memoryNotParticipant } });
    stack.setClocks(SATURDAY_NIGHT);
    const checkin = await api(`/api/forum/${removed}/checkin/${users.carla!.user_id}`, {
      method: 'POST',
      token: as('ana'),
    });
    expect(checkin).toMatchObject({ status: 200, body: { user_id: users.carla!.user_id } });
    await waitFor(
      async () => (await api('/api/last-encounter', { token: as('carla') })).body.can_add_memory === true,
      10_000,
    );
    const form = memory('Mesa reservada');
    expect((await api('/api/last-encounter/memories', { token: as('carla'), form })).status).toBe(201);
    expect(await storage.count('memories/')).toBe(1);
    expect((await api('/api/last-encounter', { token: as('carla') })).body.encounter).toMatchObject({
      forum_id: removed,
    });
    const listed = (await api('/api/admin/forums', { token: as('admin') })).body.data as { id: string }[];
    expect(listed.map((f) => f.id).sort()).toEqual([removed, kept].sort());
  }, 60_000);

  it('closes it when an admin deletes the winner as reported content: 404 everywhere, stream ended, lists and storage clean', async () => {
    const stream = await SseReader.open(`${stack.base}/api/forum/${removed}/stream`, as('carla'));
    if (!(stream instanceof SseReader)) throw new Error(`stream refused: ${JSON.stringify(stream)}`);
    readers.push(stream);
    const connection = 'conexao-carla';
    expect(
      (
        await api(`/api/forum/${removed}/connect`, {
          token: as('carla'),
          body: { connection_id: connection },
        })
      ).status,
    ).toBe(200);

    const report = await api(`/api/report/indication/${removed}`, {
      token: as('diego'),
      body: { message: 'Local fechado' },
    });
    expect(report.status).toBe(201);
    const deleted = await api(`/api/admin/reports/${String(report.body.report_id)}/content`, {
      method: 'DELETE',
      token: as('admin'),
    });
    expect(deleted.status).toBe(200);

    await waitFor(() => stream.ended, 10_000);
    const notFound = { status: 404, body: { message: m.forumNotFound } };
    await waitFor(
      async () => (await api(`/api/forum/${removed}`, { token: as('carla') })).status === 404,
      10_000,
    );
    for (const who of ['carla', 'ana', 'diego', 'bruno'])
      expect({ who, answer: await api(`/api/forum/${removed}`, { token: as(who) }) }).toEqual({
        who,
        answer: notFound,
      });
    expect(
      await api(`/api/forum/${removed}/updates?connection_id=${connection}`, { token: as('carla') }),
    ).toEqual(notFound);
    expect(
      await api(`/api/forum/${removed}/updates?connection_id=outra&last_update=0`, { token: as('carla') }),
    ).toEqual(notFound);
    expect(
      await api(`/api/forum/${removed}/connect`, { token: as('carla'), body: { connection_id: 'nova' } }),
    ).toEqual(notFound);
    expect(
      await api(`/api/forum/${removed}/posts`, { token: as('ana'), body: { content: 'Alguém?' } }),
    ).toEqual(notFound);
    expect(
      (await api(`/api/forum/posts/${postId}/comments`, { token: as('carla'), body: { content: 'Oi?' } }))
        .status,
    ).toBe(404);
    expect((await api(`/api/forum/posts/${postId}/comments`, { token: as('carla') })).status).toBe(404);
    expect((await api(`/api/forum/${removed}/confirm`, { method: 'POST', token: as('diego') })).status).toBe(
      404,
    );
    expect(await SseReader.open(`${stack.base}/api/forum/${removed}/stream`, as('carla'))).toEqual(notFound);

    expect((await api(`/api/admin/forums/${removed}`, { token: as('admin') })).status).toBe(404);
    const listed = (await api('/api/admin/forums', { token: as('admin') })).body.data as { id: string }[];
    expect(listed.map((f) => f.id)).toEqual([kept]);
    expect((await api(`/api/forum/${kept}`, { token: as('diego') })).status).toBe(200);
    expect((await api('/api/last-encounter', { token: as('carla') })).body).toMatchObject({
      encounter: null,
      memories: [],
    });
    await waitFor(async () => (await storage.count('memories/')) === 0, 10_000);
  }, 60_000);
});
