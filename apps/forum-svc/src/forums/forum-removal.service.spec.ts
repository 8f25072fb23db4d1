import { beforeEach, describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EventConsumer } from '@encontro/server-events';
import { eventsOn, expectNotCalled, serviceUnderTest } from '@encontro/testing/unit';
import { FORUM_WEEK, forumFactory } from '../../test/support/factories.js';
import { LiveUpdates } from '../live/live-updates.service.js';
import { PhotoPurgesRepository } from '../photo-purges/photo-purges.module.js';
import { ForumRemoval } from './forum-removal.service.js';
import { ForumsRepository } from './forums.repository.js';

const REMOVED_AT = new Date('2026-11-28T14:00:00.000Z');

describe(ForumRemoval.name, () => {
  const t = serviceUnderTest(ForumRemoval, () => ({
    events: EventConsumer,
    forums: ForumsRepository,
    purges: PhotoPurgesRepository,
    live: LiveUpdates,
  }));
  const em = {} as EntityManager;
  const forum = forumFactory();
  const photos = ['storage/memories/a/1.webp', 'storage/memories/b/2.webp'];

  beforeEach(() => {
    t.live.lock.mockResolvedValue(undefined);
    t.live.pushSoon.mockReturnValue(undefined);
    t.forums.findById.mockResolvedValue(forum);
    t.forums.markRemoved.mockResolvedValue(undefined);
    t.forums.deleteForum.mockResolvedValue({ memoryPhotos: photos });
    t.purges.add.mockResolvedValue(undefined);
  });

  it('deletes an open forum with all it keeps, remembers the removal to announce, and queues its memory photos', async () => {
    await t.sut.remove(em, forum.id, REMOVED_AT);

    expect(t.forums.markRemoved).toHaveBeenCalledWith(em, forum.id, REMOVED_AT, true);
    expect(t.forums.deleteForum).toHaveBeenCalledWith(em, forum.id);
    expect(t.purges.add).toHaveBeenCalledWith(em, photos, expect.any(Date));
    expect(t.live.pushSoon).toHaveBeenCalledTimes(1);
  });

  it('takes the forum’s lock before reading it, so no writer or week.closed slips in', async () => {
    await t.sut.remove(em, forum.id, REMOVED_AT);
    expect(t.live.lock).toHaveBeenCalledWith(em, forum.id);
    expect(t.live.lock.mock.invocationCallOrder[0]).toBeLessThan(
      t.forums.findById.mock.invocationCallOrder[0]!,
    );
  });

  it('remembers the removal of a winner whose forum never opened, with nothing to announce or delete', async () => {
    t.forums.findById.mockResolvedValue(null);

    await t.sut.remove(em, forum.id, REMOVED_AT);

    expect(t.forums.markRemoved).toHaveBeenCalledWith(em, forum.id, REMOVED_AT, false);
    expectNotCalled(t.forums.deleteForum, t.purges.add, t.live.pushSoon);
  });

  it('removes the forum of an indication.removed at the time the event carries', async () => {
    const events = eventsOn(em, REMOVED_AT.toISOString());
    events.listen(t.events);
    t.sut.onModuleInit();

    await events.apply('indication.removed', {
      indication_id: forum.id,
      user_id: forum.hostId,
      previous_status: 'active',
      week: FORUM_WEEK,
      city_id: forum.cityId,
      at: REMOVED_AT.toISOString(),
      photos: [],
      reason: 'admin',
    });

    expect(t.forums.markRemoved).toHaveBeenCalledWith(em, forum.id, REMOVED_AT, true);
    expect(t.forums.deleteForum).toHaveBeenCalledWith(em, forum.id);
  });
});
