import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { forumMessages as m, userLifecycleMessages } from '@encontro/contracts';
import { randomUUID } from 'node:crypto';
import { type ForumFixtures, type ForumPerson, forumFixtures } from '@encontro/forum-svc/test-support';
import { forumScene } from './support/forum-scene.js';
import { type Stack, startStack } from './support/stack.js';
import { apiClient, testJwt } from './support/system-harness.js';
import { FRIDAY } from './support/winners.js';

const COMMENTS_PER_USER = 5;
const COMMENTS_PER_ADDRESS = 8;

/**
 * Issue 13, item 3: the anti-abuse limits count accepted requests only, against the real gateway,
 * Redis, NATS and forum-svc. Comments refused by the contract (422) or by forum-svc (404, 403)
 * leave the quota whole; requests arriving at once never get past the limit.
 */
describe('the anti-abuse limits count accepted forum comments only', () => {
  const { publicKeyPem, token } = testJwt();
  let stack: Stack<'forum'>;
  let fx: ForumFixtures;
  let addresses = 0;

  const api = apiClient(() => stack.base);
  const as = (who: ForumPerson) => token(who.user_id);
  const address = () => `198.18.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`;

  /** A forum with the host's post and a confirmed participant who may comment on it. */
  const scene = async () => {
    const { f, ana } = await forumScene(fx);
    const post = await api(`/api/forum/${f.id}/posts`, { token: as(f.host), body: { content: 'Aviso' } });
    expect(post.status).toBe(201);
    return { f, ana, postId: (post.body.post as { id: string }).id };
  };
  const comment = (postId: string, who: ForumPerson, from: string, content: unknown) =>
    api(`/api/forum/posts/${postId}/comments`, { token: as(who), from, body: { content } });

  beforeAll(async () => {
    stack = await startStack('sys_abuse', {
      services: ['forum'],
      publicKey: publicKeyPem,
      clock: FRIDAY,
      gateway: {
        requestTimeoutMs: 5000,
        extraEnv: {
          TRUST_PROXY: 'loopback',
          RATE_LIMIT_FORUM_COMMENT_PER_USER: String(COMMENTS_PER_USER),
          RATE_LIMIT_FORUM_COMMENT_PER_ADDRESS: String(COMMENTS_PER_ADDRESS),
        },
      },
    });
    fx = forumFixtures(stack.forum, stack.providersOf('forum-svc'));
  }, 60_000);

  afterAll(() => stack?.stop());

  it("takes 40 blank comments and the service's refusals without using up the quota, then the quota's worth of real ones", async () => {
    const { ana, postId } = await scene();
    const from = address();
    for (let i = 0; i < 40; i += 1) {
      const blank = await comment(postId, ana, from, i % 2 ? '   ' : ' \u200B ');
      expect(blank).toEqual({
        status: 422,
        body: { message: m.contentRequired, errors: { content: [m.contentRequired] } },
      });
    }
    // Refused by forum-svc: a post that does not exist (404).
    for (let i = 0; i < 5; i += 1) expect((await comment(randomUUID(), ana, from, 'Oi')).status).toBe(404);

    const accepted: number[] = [];
    for (let i = 0; i < COMMENTS_PER_USER; i += 1)
      accepted.push((await comment(postId, ana, from, `Comentário ${i + 1}`)).status);
    expect(accepted).toEqual(Array<number>(COMMENTS_PER_USER).fill(201));
    expect(await comment(postId, ana, from, 'Mais um')).toEqual({
      status: 429,
      body: { message: userLifecycleMessages.tooFast },
    });
    const shown = await api(`/api/forum/posts/${postId}/comments`, { token: as(ana) });
    expect((shown.body.comments as unknown[]).length).toBe(COMMENTS_PER_USER);
  });

  it("lets exactly the person's limit through when their comments arrive at once", async () => {
    const { ana, postId } = await scene();
    const from = address();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => comment(postId, ana, from, `Ao mesmo tempo ${i}`)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(COMMENTS_PER_USER);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - COMMENTS_PER_USER);
    const shown = await api(`/api/forum/posts/${postId}/comments`, { token: as(ana) });
    expect((shown.body.comments as unknown[]).length).toBe(COMMENTS_PER_USER);
  });

  it("lets exactly the address's limit through when several people's comments arrive at once", async () => {
    const first = await scene();
    const second = await scene();
    const from = address();
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => {
        const { ana, postId } = i % 2 ? first : second;
        return comment(postId, ana, from, `Do mesmo endereço ${i}`);
      }),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(COMMENTS_PER_ADDRESS);
    expect(statuses.filter((s) => s === 429)).toHaveLength(16 - COMMENTS_PER_ADDRESS);
  });
});
