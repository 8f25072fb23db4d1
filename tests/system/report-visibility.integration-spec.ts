import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type ForumPerson, FORUM_WEEK, SAO_PAULO, at, forumFixtures } from '@encontro/forum-svc/test-support';
import { type Stack, signInKnownEverywhere, startStack } from './support/stack.js';
import { type SeededUser, apiClient } from './support/system-harness.js';
import { submitNomination } from './support/winners.js';

const MONDAY = at(FORUM_WEEK, 1, 10);
const FRIDAY = at(FORUM_WEEK, 5, 12);
const NOT_FOUND = { status: 404, body: { message: 'Conteúdo não encontrado.' } };
const SENT = { status: 201, body: { message: 'Denúncia enviada!', report_id: expect.any(String) } };

/**
 * SPEC §6 reports with the real services: a person reports only what they can see. Another
 * city's nomination, one still waiting for approval, and the posts and comments of a forum they
 * cannot read (another city's, or one already closed) are "not found" (404, pt-BR), and no report
 * is stored; what they can see is reported as before.
 */
describe('reports are refused for content the reporter cannot see', () => {
  let stack: Stack<'identity' | 'indication' | 'forum' | 'admin'>;
  let people: Record<string, SeededUser> = {};

  const api = apiClient(() => stack.base);
  const report = (who: string, type: string, id: string) =>
    api(`/api/report/${type}/${id}`, { token: people[who]!.token, body: { message: 'Conteúdo ofensivo' } });
  const reportsOf = async (targetId: string) =>
    (
      await stack.admin.db.orm.em
        .fork()
        .execute<{ n: string }[]>(
          `select count(*) as n from "${stack.admin.db.schema}".reports where target_id = ?`,
          [targetId],
        )
    )[0]?.n;
  const nominate = (who: string, name: string, n: number) =>
    submitNomination(stack.client, people[who]!.user_id, name, n);

  beforeAll(async () => {
    stack = await startStack('sys_reportvis', {
      services: ['identity', 'indication', 'forum', 'admin'],
      seed: true,
      clock: MONDAY,
      clocks: { forum: FRIDAY, admin: FRIDAY },
      gateway: { requestTimeoutMs: 10_000 },
    });
    people = await signInKnownEverywhere(api, stack, ['admin', 'ana', 'bruno', 'carla', 'rafael']);
  }, 180_000);

  afterAll(() => stack?.stop());

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
    const kit = forumFixtures(stack.forum, stack.providersOf('forum-svc'));
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
    stack.forum.clock.set(at('2026-W49', 1, 10));
    expect(await report('carla', 'comment', commentId)).toEqual(NOT_FOUND);
    expect(await reportsOf(commentId)).toBe('0');
    stack.forum.clock.set(FRIDAY);
    expect(await report('carla', 'comment', commentId)).toEqual(SENT);
  });
});
