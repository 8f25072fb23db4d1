import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  authRedisKeys,
  forumMessages,
  forumRpc,
  forumUpdateSchema,
  genericMessages,
} from '@encontro/contracts';
import { testEnv, waitFor } from '@encontro/testing';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import {
  type ForumFixture,
  type ForumPerson,
  forumFixtures,
  newCity,
} from '@encontro/forum-svc/test-support';
import { SseReader } from './support/sse-reader.js';
import { type Stack, startStack } from './support/stack.js';
import { testJwt } from './support/system-harness.js';
import { FRIDAY } from './support/winners.js';

/**
 * Push end to end: a post committed by forum-svc is announced on core NATS and reaches the browser
 * streams of every gateway replica; forum-svc decides who may open a stream (403/404 as JSON) and
 * replays from Last-Event-ID; the gateway caps, cleans up, ends revoked and shut-down streams.
 */
describe('forum push: forum-svc → NATS → gateway SSE streams', () => {
  const { publicKeyPem, token } = testJwt();
  let stack: Stack<'forum'>;
  let fixtures: ReturnType<typeof forumFixtures>;
  let redis: Redis;
  let forum: ForumFixture;
  let participant: ForumPerson;
  let outsider: ForumPerson;
  /** The gateways beside the stack's own, which the suite closes. */
  const replicas: NestFastifyApplication[] = [];
  const bases: string[] = [];
  const readers: SseReader[] = [];

  /** The stream of `options.forum` (else the suite's forum); a refusal answers `{status, body}`. */
  const open = async (
    base: string,
    bearer: string | null,
    options: { forum?: string; last?: string } = {},
  ) => {
    const answer = await SseReader.open(`${base}/api/forum/${options.forum ?? forum.id}/stream`, bearer, {
      lastEventId: options.last,
    });
    if (answer instanceof SseReader) readers.push(answer);
    return answer;
  };
  const openReader = async (base: string, options: { last?: string; bearer?: string } = {}) => {
    const answer = await open(base, options.bearer ?? token(participant.user_id), options);
    if (!(answer instanceof SseReader)) throw new Error(`stream refused: ${JSON.stringify(answer)}`);
    return answer;
  };

  /** The host posts (the NATS call the gateway's post route makes); forum-svc commits, then pushes. */
  const hostPosts = async (content = `Encontro às 19h (${randomUUID().slice(0, 4)})`) =>
    (
      await stack.client.call(forumRpc.createPost, {
        user_id: forum.host.user_id,
        forum_id: forum.id,
        body: { content },
      })
    ).post;
  const newPostsOf = (reader: SseReader) => reader.updates().filter((u) => u.type === 'new_post');

  beforeAll(async () => {
    stack = await startStack('sys_push', {
      services: ['forum'],
      publicKey: publicKeyPem,
      clock: FRIDAY,
      livePush: true,
      gateway: {
        requestTimeoutMs: 5000,
        extraEnv: { FORUM_STREAM_HEARTBEAT_MS: '300', FORUM_STREAMS_PER_USER: '3' },
      },
    });
    fixtures = forumFixtures(stack.forum, stack.providersOf('forum-svc'));
    const place = newCity();
    forum = await fixtures.forum({ place });
    participant = await fixtures.person(place);
    await fixtures.attend(forum, participant);
    outsider = await fixtures.person(newCity());
    redis = new Redis(testEnv.redisUrl, { keyPrefix: stack.redisKeyPrefix });
    const replica = await stack.startGateway();
    replicas.push(replica.app);
    bases.push(stack.base, replica.base);
  }, 60_000);

  afterAll(async () => {
    await Promise.all(readers.map((reader) => reader.close()));
    for (const app of replicas) await app.close();
    redis?.disconnect();
    await stack?.stop();
  });

  it('delivers a committed post to a stream on each of two gateways sharing one NATS, within a second', async () => {
    const [first, second] = [await openReader(bases[0]!), await openReader(bases[1]!)];
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(first.response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(first.response.headers.get('x-accel-buffering')).toBe('no');

    const committed = Date.now();
    const post = await hostPosts();
    await waitFor(() => newPostsOf(first).length === 1 && newPostsOf(second).length === 1, 5000);
    expect(Date.now() - committed).toBeLessThan(1000);
    for (const reader of [first, second]) {
      const [update] = newPostsOf(reader);
      expect(forumUpdateSchema.parse(update)).toEqual(update);
      expect(update).toMatchObject({ forum_id: forum.id, type: 'new_post', data: { id: post.id } });
      expect(reader.events.find((e) => e.event === 'update')?.id).toBe(reader.updates()[0]!.id);
    }
    await waitFor(() => second.updates().some((u) => u.type === 'stats_updated'), 5000);
    expect(second.updates()).toEqual(first.updates());
    await Promise.all([first.close(), second.close()]);
  });

  it("refuses with forum-svc's reasons as JSON: another city 403, closed forum 403, unknown 404, no token 401", async () => {
    expect(await open(bases[0]!, token(outsider.user_id))).toEqual({
      status: 403,
      body: { message: forumMessages.otherCity },
    });
    expect(await open(bases[0]!, token(participant.user_id), { forum: randomUUID() })).toEqual({
      status: 404,
      body: { message: forumMessages.forumNotFound },
    });
    expect(await open(bases[0]!, token(participant.user_id), { forum: 'nao-e-um-id' })).toEqual({
      status: 404,
      body: { message: forumMessages.forumNotFound },
    });
    expect(await open(bases[0]!, null)).toEqual({
      status: 401,
      body: { message: genericMessages.unauthenticated },
    });
    fixtures.setDay(2);
    try {
      expect(await open(bases[0]!, token(participant.user_id))).toEqual({
        status: 403,
        body: { message: forumMessages.forumClosed },
      });
    } finally {
      fixtures.setDay(5);
    }
  });

  it('replays what came after Last-Event-ID, then streams live updates, each once', async () => {
    const watcher = await openReader(bases[0]!);
    await hostPosts('primeiro');
    await hostPosts('segundo');
    await waitFor(() => newPostsOf(watcher).length === 2 && watcher.updates().length >= 4, 5000);
    const [firstPost] = newPostsOf(watcher);

    const late = await openReader(bases[1]!, { last: firstPost!.id });
    const missed = watcher.updates().filter((u) => BigInt(u.id) > BigInt(firstPost!.id));
    await waitFor(() => late.updates().length >= missed.length, 5000);
    await hostPosts('terceiro');
    await waitFor(() => newPostsOf(late).length === 2, 5000);
    await waitFor(() => late.updates().length === watcher.updates().length - 1, 5000);
    const ids = late.updates().map((u) => u.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(late.updates()).toEqual(watcher.updates().filter((u) => BigInt(u.id) > BigInt(firstPost!.id)));
    expect(newPostsOf(late).map((u) => u.data.content)).toEqual(['segundo', 'terceiro']);
    await Promise.all([watcher.close(), late.close()]);
  });

  it('sends heartbeat comments, counts open streams and deliveries, and forgets closed streams', async () => {
    const metric = async (name: string) => {
      const text = await (await fetch(`${stack.metricsBase}/metrics`)).text();
      const line = text.split('\n').find((l) => l.startsWith(`${name}{`) || l.startsWith(`${name} `));
      return Number(line?.split(' ').at(-1) ?? NaN);
    };
    await waitFor(async () => (await metric('encontro_forum_live_streams')) === 0, 5000);
    const deliveredBefore = await metric('encontro_forum_live_updates_delivered_total');
    const reader = await openReader(bases[0]!);
    expect(await metric('encontro_forum_live_streams')).toBe(1);
    await waitFor(() => reader.comments.includes('heartbeat'), 5000);
    await hostPosts();
    await waitFor(() => reader.updates().length === 2, 5000); // new_post + stats_updated
    // Both gateways of this process share prom-client's registry; only this stream is open.
    expect(await metric('encontro_forum_live_updates_delivered_total')).toBe(deliveredBefore + 2);
    await reader.close();
    await waitFor(async () => (await metric('encontro_forum_live_streams')) === 0, 5000);
  });

  it('caps the streams one user holds on a gateway with 429, and frees a place when one closes', async () => {
    const held = [await openReader(bases[0]!), await openReader(bases[0]!), await openReader(bases[0]!)];
    expect(await open(bases[0]!, token(participant.user_id))).toEqual({
      status: 429,
      body: { message: genericMessages.rateLimited },
    });
    await held[0]!.close();
    await waitFor(async () => (await open(bases[0]!, token(participant.user_id))).status === 200, 5000);
    await Promise.all(held.map((reader) => reader.close()));
  });

  it('ends a stream once its session is revoked (block, deletion, password reset)', async () => {
    const reader = await openReader(bases[1]!);
    const other = await openReader(bases[1]!, { bearer: token(forum.host.user_id) });
    await redis.set(
      authRedisKeys.revokedBefore(participant.user_id),
      String(Math.floor(Date.now() / 1000) + 1),
    );
    try {
      await waitFor(() => reader.ended, 5000);
      expect(other.ended).toBe(false);
    } finally {
      await redis.del(authRedisKeys.revokedBefore(participant.user_id));
      await other.close();
    }
  });

  it('ends open streams when the gateway shuts down, without waiting for the browsers', async () => {
    const { app, base } = await stack.startGateway();
    const reader = await openReader(base);
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(5000);
    await waitFor(() => reader.ended, 5000);
  });
});
