import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { indicationRpc } from '@encontro/contracts';
import { ServiceClient } from '@encontro/server-messaging';
import { type TestDatabase, startNatsServer, waitFor } from '@encontro/testing';
import { provisionAdmin } from '@encontro/admin-svc/test-support';
import {
  type ForumPerson,
  FORUM_WEEK,
  SAO_PAULO,
  at,
  forumFixtures,
  provisionForum,
} from '@encontro/forum-svc/test-support';
import { provisionIdentity } from '@encontro/identity-svc/test-support';
import { nomination, photoKey, provisionIndication } from '@encontro/indication-svc/test-support';
import { type SeededSystem, apiClient, loginSeeded, startSeededSystem } from './support/system-harness.js';

const MONDAY = at(FORUM_WEEK, 1, 10);
const FRIDAY = at(FORUM_WEEK, 5, 12);
const NOT_FOUND = { status: 404, body: { message: 'Conteúdo não encontrado.' } };
const SENT = { status: 201, body: { message: 'Denúncia enviada!', report_id: expect.any(String) } };

type Person = { user_id: string; token: string };

/**
 * SPEC §6 reports with the real services: a person reports only what they can see. Another
 * city's nomination, one still waiting for approval, and the posts and comments of a forum they
 * cannot read (another city's, or one already closed) are "not found" (404, pt-BR), and no report
 * is stored; what they can see is reported as before.
 */
describe('reports are refused for content the reporter cannot see', () => {
  let identity: Awaited<ReturnType<typeof provisionIdentity>>;
  let indication: Awaited<ReturnType<typeof provisionIndication>>;
  let forum: Awaited<ReturnType<typeof provisionForum>>;
  let admin: Awaited<ReturnType<typeof provisionAdmin>>;
  let nats: Awaited<ReturnType<typeof startNatsServer>>;
  let system: SeededSystem | undefined;
  let client: ServiceClient;
  let base: string;
  const people: Record<string, Person> = {};

  const api = apiClient(() => base);
  const report = (who: string, type: string, id: string) =>
    api(`/api/report/${type}/${id}`, { token: people[who]!.token, body: { message: 'Conteúdo ofensivo' } });
  const reportsOf = async (targetId: string) =>
    (
      await admin.db.orm.em
        .fork()
        .execute<{ n: string }[]>(
          `select count(*) as n from "${admin.db.schema}".reports where target_id = ?`,
          [targetId],
        )
    )[0]?.n;
  const nominate = async (who: string, name: string, n: number) =>
    (
      await client.call(indicationRpc.submit, {
        user_id: people[who]!.user_id,
        body: nomination({ name }),
        photo_keys: [photoKey(people[who]!.user_id, n)],
      })
    ).indication!.indication_id;

  beforeAll(async () => {
    identity = await provisionIdentity('sys_reportvis_identity');
    const shared = { bus: identity.bus, mailbox: identity.mailbox, redisKeyPrefix: identity.redisKeyPrefix };
    indication = await provisionIndication('sys_reportvis_ind', {}, shared);
    nats = await startNatsServer();
    forum = await provisionForum('sys_reportvis_forum', { NATS_URL: nats.url }, { bus: identity.bus });
    admin = await provisionAdmin('sys_reportvis_admin', { NATS_URL: nats.url }, { bus: identity.bus });
    identity.clock.set(MONDAY);
    indication.clock.set(MONDAY);
    forum.clock.set(FRIDAY);
    admin.clock.set(FRIDAY);
    system = await startSeededSystem({
      natsUrl: nats.url,
      identity,
      clock: indication.clock,
      services: {
        'indication-svc': indication.imports,
        'forum-svc': forum.imports,
        'admin-svc': admin.imports,
      },
      gateway: { requestTimeoutMs: 10_000 },
    });
    base = system.base;
    client = new ServiceClient({ url: nats.url, timeoutMs: 10_000, name: 'system-test' });
    for (const who of ['admin', 'ana', 'bruno', 'carla', 'rafael']) {
      const login = await loginSeeded(api, who);
      if (login.status !== 200) throw new Error(`login ${who}: ${JSON.stringify(login.body)}`);
      people[who] = {
        user_id: (login.body.user as { user_id: string }).user_id,
        token: String(login.body.token),
      };
    }
    const count = (db: TestDatabase) =>
      db.orm.em.fork().execute<unknown[]>(`select 1 from "${db.schema}".people`);
    await waitFor(
      async () =>
        (await count(indication.db)).length >= 5 &&
        (await count(forum.db)).length >= 5 &&
        (await count(admin.db)).length >= 5,
      20_000,
    );
  }, 180_000);

  afterAll(async () => {
    await system?.stop();
    await client?.onModuleDestroy();
    await nats?.stop();
    await admin?.release();
    await forum?.release();
    await indication?.release();
    await identity?.release();
  });

  it("refuses another city's nomination and one still waiting for approval; the city's approved one is reported", async () => {
    const approved = await nominate('ana', 'Bar da Ana', 1);
    const pending = await nominate('carla', 'Café da Carla', 2);
    expect(
      (await api(`/api/admin/indications/${approved}/approve`, { method: 'PUT', token: people.admin!.token }))
        .status,
    ).toBe(200);

    // Rafael lives in Rio de Janeiro: São Paulo's nominations are not his to see.
    expect(await report('rafael', 'indication', approved)).toEqual(NOT_FOUND);
    // Nobody but Carla (and the admins) sees a nomination before its approval.
    expect(await report('bruno', 'indication', pending)).toEqual(NOT_FOUND);
    expect(await reportsOf(approved)).toBe('0');
    expect(await reportsOf(pending)).toBe('0');

    expect(await report('bruno', 'indication', approved)).toEqual(SENT);
    expect(await reportsOf(approved)).toBe('1');
  });

  it('refuses the posts and comments of a forum the reporter cannot read: another city, or closed', async () => {
    const kit = forumFixtures(forum, { get: (type) => system!.services.get('forum-svc')!.get(type) });
    const person = (who: string, name: string): ForumPerson => ({
      user_id: people[who]!.user_id,
      name,
      surname: 'Teste',
      email: `${who}@example.com`,
      photo: null,
      ...SAO_PAULO,
    });
    const saoPaulo = await kit.forum({ host: person('ana', 'Ana'), place: SAO_PAULO, name: 'Bar da Ana' });
    await kit.attend(saoPaulo, person('bruno', 'Bruno'));
    const post = await api(`/api/forum/${saoPaulo.id}/posts`, {
      token: people.ana!.token,
      body: { content: 'Vamos de pagode no sábado?' },
    });
    expect(post.status).toBe(201);
    const postId = (post.body.post as { id: string }).id;
    const comment = await api(`/api/forum/posts/${postId}/comments`, {
      token: people.bruno!.token,
      body: { content: 'Bora!' },
    });
    expect(comment.status).toBe(201);
    const commentId = (comment.body.comment as { id: string }).id;

    expect(await report('rafael', 'post', postId)).toEqual(NOT_FOUND);
    expect(await report('rafael', 'comment', commentId)).toEqual(NOT_FOUND);
    expect(await reportsOf(postId)).toBe('0');
    expect(await reportsOf(commentId)).toBe('0');
    expect(await report('carla', 'post', postId)).toEqual(SENT);

    // Monday after: the forum is closed, nobody reads it any more.
    forum.clock.set(at('2026-W49', 1, 10));
    expect(await report('carla', 'comment', commentId)).toEqual(NOT_FOUND);
    expect(await reportsOf(commentId)).toBe('0');
    forum.clock.set(FRIDAY);
    expect(await report('carla', 'comment', commentId)).toEqual(SENT);
  });
});
