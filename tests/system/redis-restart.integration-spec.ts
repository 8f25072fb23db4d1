import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { genericMessages, indicationRpc } from '@encontro/contracts';
import { type RedisServer, startRedisServer, waitFor } from '@encontro/testing';
import { type Stack, startSeededWeek } from './support/stack.js';
import { type SeededUser, apiClient } from './support/system-harness.js';
import { winnersKit } from './support/winners.js';

/**
 * Issue 32 item 3, the gateway's part: its Redis (limits, revocations, the answer cache) restarts
 * while people vote. Every vote meanwhile is refused with the pt-BR 503 (never a 500, never a hang
 * past the request timeout), the gateway recovers by itself, and the count is exact: each vote the
 * client was told succeeded is counted once. The gateway under test has a redis-server of its own,
 * so the machine's shared Redis (and the suites beside this one) never restart.
 */
describe('a restart of the gateway’s Redis during votes', () => {
  let stack: Stack<'identity' | 'indication'>;
  let users: Record<string, SeededUser> = {};
  let redis: RedisServer;
  let gateway: Awaited<ReturnType<Stack<never>['startGateway']>>;
  let venue = '';
  const api = apiClient(() => gateway.base);

  beforeAll(async () => {
    ({ stack, users } = await startSeededWeek(
      'sys_redis_restart',
      ['admin', 'ana', 'bruno', 'carla', 'diego'],
      {
        services: ['identity', 'indication'],
      },
    ));
    venue = await winnersKit({ api: apiClient(() => stack.base), stack, users: () => users }).nominate(
      'ana',
      'Bar do Reinício',
    );
    redis = await startRedisServer();
    gateway = await stack.startGateway({ REDIS_URL: redis.url });
  }, 180_000);

  afterAll(async () => {
    await gateway?.app.close();
    await redis?.stop();
    await stack?.stop();
  });

  const vote = (who: string) =>
    api(`/api/indications/${venue}/vote`, { method: 'POST', token: users[who]!.token });
  const counted = async () => {
    const list = await stack.client.call(indicationRpc.list, {
      viewer_id: users.ana!.user_id,
      city: '3550308',
    });
    return list.indications.find((i) => i.indication_id === venue)!.vote_count;
  };

  it('refuses with a pt-BR 503 while Redis is down, recovers without a restart, and counts each vote once', async () => {
    expect((await vote('bruno')).status).toBe(200);

    await redis.stop();
    const started = Date.now();
    const refused = await vote('carla');
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ message: genericMessages.unavailable });
    expect(Date.now() - started).toBeLessThan(5_000);

    await redis.start();
    const back = Date.now();
    await waitFor(async () => (await vote('carla')).status === 200, 10_000);
    const recovery = Date.now() - back;
    expect(recovery).toBeLessThan(10_000);
    expect((await vote('diego')).status).toBe(200);

    // bruno, carla (once, though asked twice), diego: what the clients were told succeeded.
    expect(await counted()).toBe(3);
  }, 60_000);
});
