import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Comment, type ForumResponse, forumMessages as m } from '@encontro/contracts';
import { waitFor } from '@encontro/testing';
import { randomUUID } from 'node:crypto';
import {
  FORUM_WEEK,
  type ForumFixtures,
  type ForumPerson,
  RIO,
  at,
  forumFixtures,
} from '@encontro/forum-svc/test-support';
import { type ForumScene, forumScene } from './support/forum-scene.js';
import { type Stack, startStack } from './support/stack.js';
import { apiClient, testJwt } from './support/system-harness.js';
import { FRIDAY } from './support/winners.js';

/**
 * forum-svc keeps the forum page and a post's comments in memory with the version they were read
 * at (issue 14, ForumReads): after every change an answer shows — posts, comments, authors' and
 * admins' edits and deletions, presences, a host hand-over, a rename, an erasure, the forum's
 * removal — the very next read shows it; who may read is checked on every read.
 */
describe('the forum page and comments from memory: exact after every change', () => {
  const { publicKeyPem, token } = testJwt();
  let stack: Stack<'forum'>;
  let fx: ForumFixtures;

  const admin = token(randomUUID(), { admin: true });
  const api = apiClient(() => stack.base);
  const as = (who: ForumPerson) => token(who.user_id);
  const page = async (forumId: string, who: ForumPerson) => {
    const answer = await api(`/api/forum/${forumId}`, { token: as(who) });
    expect(answer.status).toBe(200);
    return answer.body as unknown as ForumResponse;
  };
  const comments = async (postId: string, who: ForumPerson) => {
    const answer = await api(`/api/forum/posts/${postId}/comments`, { token: as(who) });
    expect(answer.status).toBe(200);
    return (answer.body as { comments: Comment[] }).comments;
  };
  const write = async (path: string, method: string, who: string, body?: unknown) => {
    const answer = await api(path, { method, token: who, body });
    expect(answer.status).toBeLessThan(300);
    return answer.body as Record<string, { id: string }>;
  };
  const snapshot = (who: ForumPerson, changes: Partial<ForumPerson>) =>
    fx.publish('user.profile_updated', { ...who, ...changes, gender: null, is_admin: false });
  const personIs = (who: ForumPerson, column: string, value: string) =>
    waitFor(async () => {
      const [row] = await fx.sql<Record<string, string>>(
        `select ${column} from ${fx.table('people')} where user_id = ?`,
        [who.user_id],
      );
      return row?.[column] === value;
    });

  /** A forum of a city of its own: the host, Ana confirmed, Bruno not; read once so it is cached. */
  const scene = async (): Promise<ForumScene> => {
    const made = await forumScene(fx);
    await page(made.f.id, made.bruno);
    return made;
  };

  beforeAll(async () => {
    stack = await startStack('sys_forumcache', {
      services: ['forum'],
      publicKey: publicKeyPem,
      clock: FRIDAY,
      gateway: { requestTimeoutMs: 5000 },
    });
    fx = forumFixtures(stack.forum, stack.providersOf('forum-svc'));
  }, 60_000);

  afterAll(() => stack?.stop());

  it('shows a new post, a comment and authors’ edits and deletions on the next read of the page and the comments', async () => {
    const { f, host, ana, bruno } = await scene();
    const { post } = await write(`/api/forum/${f.id}/posts`, 'POST', as(host), { content: 'Bem-vindos!' });
    expect((await page(f.id, bruno)).posts.map((p) => p.content)).toEqual(['Bem-vindos!']);
    expect(await comments(post!.id, bruno)).toEqual([]);

    const { comment } = await write(`/api/forum/posts/${post!.id}/comments`, 'POST', as(ana), {
      content: 'Eu vou!',
    });
    expect((await page(f.id, bruno)).posts[0]).toMatchObject({
      comments_count: 1,
      comments: [{ content: 'Eu vou!' }],
    });
    expect((await comments(post!.id, bruno)).map((c) => c.content)).toEqual(['Eu vou!']);
    expect((await page(f.id, bruno)).stats).toEqual({
      total_posts: 1,
      total_comments: 1,
      active_participants: 1,
    });

    await write(`/api/forum/posts/${post!.id}`, 'PUT', as(host), { content: 'Bem-vindos, pessoal!' });
    expect((await page(f.id, bruno)).posts[0]!.content).toBe('Bem-vindos, pessoal!');
    await write(`/api/forum/comments/${comment!.id}`, 'PUT', as(ana), { content: 'Chego às 20h' });
    expect((await page(f.id, bruno)).posts[0]!.comments[0]!.content).toBe('Chego às 20h');
    expect((await comments(post!.id, bruno))[0]!.content).toBe('Chego às 20h');

    await write(`/api/forum/comments/${comment!.id}`, 'DELETE', as(ana));
    expect((await page(f.id, bruno)).posts[0]).toMatchObject({ comments_count: 0, comments: [] });
    expect(await comments(post!.id, bruno)).toEqual([]);
    await write(`/api/forum/posts/${post!.id}`, 'DELETE', as(host));
    expect((await page(f.id, bruno)).posts).toEqual([]);
    expect(await api(`/api/forum/posts/${post!.id}/comments`, { token: as(bruno) })).toEqual({
      status: 404,
      body: { message: m.postNotFound },
    });
  });

  it("shows an admin's edit and deletion on the next read", async () => {
    const { f, host, ana, bruno } = await scene();
    const { post } = await write(`/api/forum/${f.id}/posts`, 'POST', as(host), { content: 'Oi' });
    const { comment } = await write(`/api/forum/posts/${post!.id}/comments`, 'POST', as(ana), {
      content: 'Olá',
    });
    expect((await comments(post!.id, bruno)).map((c) => c.content)).toEqual(['Olá']);
    await write(`/api/admin/comments/${comment!.id}`, 'PUT', admin, { content: 'Editado' });
    expect((await page(f.id, bruno)).posts[0]!.comments[0]!.content).toBe('Editado');
    expect((await comments(post!.id, bruno))[0]!.content).toBe('Editado');
    await write(`/api/admin/posts/${post!.id}`, 'PUT', admin, { content: 'Post editado' });
    expect((await page(f.id, bruno)).posts[0]!.content).toBe('Post editado');
    await write(`/api/admin/posts/${post!.id}`, 'DELETE', admin);
    expect((await page(f.id, bruno)).posts).toEqual([]);
  });

  it('answers each reader their own confirmation and shows a new presence and a host hand-over', async () => {
    const { f, host, ana, bruno } = await scene();
    expect((await page(f.id, ana)).user_confirmed).toBe(true);
    expect((await page(f.id, bruno)).user_confirmed).toBe(false);
    expect((await page(f.id, host)).is_host).toBe(true);
    expect((await page(f.id, bruno)).is_host).toBe(false);

    await fx.attend(f, bruno);
    const confirmed = await page(f.id, bruno);
    expect(confirmed).toMatchObject({
      user_confirmed: true,
      userConfirmation: true,
      stats: { active_participants: 2 },
    });
    // The host never confirmed: they are the host, not a confirmed participant (issue 28).
    expect(confirmed.confirmed_users.map((u) => u.user_id)).toEqual([ana.user_id, bruno.user_id]);

    await fx.publish('winner.host_changed', {
      indication_id: f.id,
      week: f.week,
      previous_host_id: host.user_id,
      new_host_id: ana.user_id,
      at: new Date().toISOString(),
    });
    await waitFor(async () => {
      const [row] = await fx.sql<{ host_id: string }>(
        `select host_id from ${fx.table('forums')} where id = ?`,
        [f.id],
      );
      return row?.host_id === ana.user_id;
    });
    const handedOver = await page(f.id, bruno);
    expect(handedOver.winner.host_id).toBe(ana.user_id);
    expect(handedOver.confirmed_users[0]).toMatchObject({ user_id: ana.user_id, is_host: true });
    expect((await page(f.id, ana)).is_host).toBe(true);
    expect((await page(f.id, host)).is_host).toBe(false);
  });

  it("shows a rename and a new photo everywhere the person appears, and an erasure's removals", async () => {
    const { f, host, ana, bruno } = await scene();
    const { post } = await write(`/api/forum/${f.id}/posts`, 'POST', as(host), { content: 'Oi' });
    await write(`/api/forum/posts/${post!.id}/comments`, 'POST', as(ana), { content: 'Olá' });
    expect((await comments(post!.id, bruno))[0]!.user_name).toBe(`${ana.name} ${ana.surname}`);
    expect((await page(f.id, bruno)).winner.host_name).toBe(`${host.name} ${host.surname}`);

    await snapshot(ana, { name: 'Anabela', photo: 'storage/users/anabela.webp' });
    await personIs(ana, 'name', 'Anabela');
    const renamed = await page(f.id, bruno);
    expect(renamed.posts[0]!.comments[0]).toMatchObject({
      user_name: `Anabela ${ana.surname}`,
      user_photo: 'storage/users/anabela.webp',
    });
    expect(renamed.confirmed_users[0]).toMatchObject({
      name: 'Anabela',
      photo: 'storage/users/anabela.webp',
    });
    expect((await comments(post!.id, bruno))[0]!.user_name).toBe(`Anabela ${ana.surname}`);
    await snapshot(host, { name: 'Hóspede' });
    await personIs(host, 'name', 'Hóspede');
    expect((await page(f.id, bruno)).winner.host_name).toBe(`Hóspede ${host.surname}`);

    await fx.publish('user.deleted', { user_id: ana.user_id, by: 'self', at: new Date().toISOString() });
    await waitFor(
      async () =>
        (await fx.sql(`select 1 from ${fx.table('people')} where user_id = ?`, [ana.user_id])).length === 0,
    );
    const erased = await page(f.id, bruno);
    expect(erased.posts[0]!.comments).toEqual([]);
    // Ana was the only one confirmed (the host never did): nobody is left.
    expect(erased.confirmed_users).toEqual([]);
    expect(await comments(post!.id, bruno)).toEqual([]);
  });

  it("checks the reader on every read: another city after a move, the closed window, the forum's removal", async () => {
    const { f, bruno } = await scene();
    await snapshot(bruno, { ...RIO });
    await personIs(bruno, 'city_id', RIO.city_id);
    expect(await api(`/api/forum/${f.id}`, { token: as(bruno) })).toEqual({
      status: 403,
      body: { message: m.otherCity },
    });
    await snapshot(bruno, { ...f.place });
    await personIs(bruno, 'city_id', f.place.city_id);
    await page(f.id, bruno);

    stack.forum.clock.set(at(FORUM_WEEK, 1, 12));
    try {
      expect(await api(`/api/forum/${f.id}`, { token: as(bruno) })).toEqual({
        status: 403,
        body: { message: m.forumClosed },
      });
    } finally {
      stack.forum.clock.set(at(FORUM_WEEK, 5, 12));
    }
    await page(f.id, bruno);

    await fx.removeWinner(f);
    await fx.forumGone(f);
    expect(await api(`/api/forum/${f.id}`, { token: as(bruno) })).toEqual({
      status: 404,
      body: { message: m.forumNotFound },
    });
  });
});
