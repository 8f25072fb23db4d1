import { beforeEach, describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ForumStats, ForumUpdate } from '@encontro/contracts';
import { Outbox } from '@encontro/server-events';
import { clockAt, serviceUnderTest } from '@encontro/testing/unit';
import { forumFactory } from '../../test/support/factories.js';
import { ForumViews } from '../forums/forum-views.service.js';
import { ForumsRepository } from '../forums/forums.repository.js';
import { LiveUpdates } from './live-updates.service.js';
import { PushRelay } from './push-relay.service.js';
import { UpdatesRepository } from './updates.repository.js';

const NOW = new Date('2026-11-27T15:00:00.000Z');
const STATS: ForumStats = { total_posts: 1, total_comments: 2, active_participants: 3 };

describe(LiveUpdates.name, () => {
  const t = serviceUnderTest(LiveUpdates, () => ({
    forums: ForumsRepository,
    updates: UpdatesRepository,
    views: ForumViews,
    relay: PushRelay,
    outbox: Outbox,
    clock: clockAt(NOW),
  }));
  const em = {} as EntityManager;
  const forum = forumFactory();

  beforeEach(() => {
    t.updates.add.mockImplementation((_em, forumId, type, data, at) =>
      Promise.resolve({
        id: '42',
        forum_id: forumId,
        type,
        data,
        created_at: at.toISOString(),
      } as ForumUpdate),
    );
    t.views.stats.mockResolvedValue(STATS);
    t.outbox.add.mockReturnValue('event');
  });

  it('writes an update at the clock’s time and announces nothing else for a post', async () => {
    const update = await t.sut.add(em, forum.id, 'post_deleted', { post_id: 'p' });
    expect(t.updates.add).toHaveBeenCalledWith(em, forum.id, 'post_deleted', { post_id: 'p' }, NOW);
    expect(update).toMatchObject({ id: '42', type: 'post_deleted' });
    expect(t.outbox.add).not.toHaveBeenCalled();
  });

  it('announces every stats_updated as forum.stats_changed, its update id the version', async () => {
    await t.sut.addStats(em, forum);

    expect(t.views.stats).toHaveBeenCalledWith(em, forum);
    expect(t.updates.add).toHaveBeenCalledWith(em, forum.id, 'stats_updated', STATS, NOW);
    expect(t.outbox.add).toHaveBeenCalledWith(em, 'forum.stats_changed', {
      indication_id: forum.id,
      posts: 1,
      comments: 2,
      confirmed_participants: 3,
      version: 42,
      at: NOW.toISOString(),
    });
  });

  it('announces a new forum’s first counts as version 0, writing no update', async () => {
    await t.sut.announceOpened(em, forum);
    expect(t.updates.add).not.toHaveBeenCalled();
    expect(t.outbox.add).toHaveBeenCalledWith(
      em,
      'forum.stats_changed',
      expect.objectContaining({ indication_id: forum.id, version: 0, confirmed_participants: 3 }),
    );
  });

  it('locks through the forums repository and pushes through the relay, now or soon', async () => {
    t.forums.lock.mockResolvedValue(undefined);
    t.relay.wake.mockReturnValue(undefined);
    t.relay.wakeSoon.mockReturnValue(undefined);

    await t.sut.lock(em, forum.id);
    t.sut.pushNow();
    t.sut.pushSoon();

    expect(t.forums.lock).toHaveBeenCalledWith(em, forum.id);
    expect(t.relay.wake).toHaveBeenCalledTimes(1);
    expect(t.relay.wakeSoon).toHaveBeenCalledTimes(1);
  });
});
