import { beforeEach, describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ForumStats, ForumUpdate } from '@encontro/contracts';
import { Outbox } from '@encontro/server-events';
import { automock, type Mocked, clockAt } from '@encontro/testing';
import { forumFactory } from '../../test/support/factories.js';
import { ForumViews } from '../forums/forum-views.service.js';
import { ForumsRepository } from '../forums/forums.repository.js';
import { LiveUpdates } from './live-updates.service.js';
import { PushRelay } from './push-relay.service.js';
import { UpdatesRepository } from './updates.repository.js';

const NOW = new Date('2026-11-27T15:00:00.000Z');
const STATS: ForumStats = { total_posts: 1, total_comments: 2, active_participants: 3 };

describe(LiveUpdates.name, () => {
  let forums: Mocked<ForumsRepository>;
  let updates: Mocked<UpdatesRepository>;
  let views: Mocked<ForumViews>;
  let relay: Mocked<PushRelay>;
  let outbox: Mocked<Outbox>;
  let live: LiveUpdates;
  const em = {} as EntityManager;
  const forum = forumFactory();

  beforeEach(() => {
    forums = automock(ForumsRepository);
    updates = automock(UpdatesRepository);
    views = automock(ForumViews);
    relay = automock(PushRelay);
    outbox = automock(Outbox);
    updates.add.mockImplementation((_em, forumId, type, data, at) =>
      Promise.resolve({
        id: '42',
        forum_id: forumId,
        type,
        data,
        created_at: at.toISOString(),
      } as ForumUpdate),
    );
    views.stats.mockResolvedValue(STATS);
    outbox.add.mockReturnValue('event');
    live = new LiveUpdates(forums, updates, views, relay, outbox, clockAt(NOW));
  });

  it('writes an update at the clock’s time and announces nothing else for a post', async () => {
    const update = await live.add(em, forum.id, 'post_deleted', { post_id: 'p' });
    expect(updates.add).toHaveBeenCalledWith(em, forum.id, 'post_deleted', { post_id: 'p' }, NOW);
    expect(update).toMatchObject({ id: '42', type: 'post_deleted' });
    expect(outbox.add).not.toHaveBeenCalled();
  });

  it('announces every stats_updated as forum.stats_changed, its update id the version', async () => {
    await live.addStats(em, forum);

    expect(views.stats).toHaveBeenCalledWith(em, forum);
    expect(updates.add).toHaveBeenCalledWith(em, forum.id, 'stats_updated', STATS, NOW);
    expect(outbox.add).toHaveBeenCalledWith(em, 'forum.stats_changed', {
      indication_id: forum.id,
      posts: 1,
      comments: 2,
      confirmed_participants: 3,
      version: 42,
      at: NOW.toISOString(),
    });
  });

  it('announces a new forum’s first counts as version 0, writing no update', async () => {
    await live.announceOpened(em, forum);
    expect(updates.add).not.toHaveBeenCalled();
    expect(outbox.add).toHaveBeenCalledWith(
      em,
      'forum.stats_changed',
      expect.objectContaining({ indication_id: forum.id, version: 0, confirmed_participants: 3 }),
    );
  });

  it('locks through the forums repository and pushes through the relay, now or soon', async () => {
    forums.lock.mockResolvedValue(undefined);
    relay.wake.mockReturnValue(undefined);
    relay.wakeSoon.mockReturnValue(undefined);

    await live.lock(em, forum.id);
    live.pushNow();
    live.pushSoon();

    expect(forums.lock).toHaveBeenCalledWith(em, forum.id);
    expect(relay.wake).toHaveBeenCalledTimes(1);
    expect(relay.wakeSoon).toHaveBeenCalledTimes(1);
  });
});
