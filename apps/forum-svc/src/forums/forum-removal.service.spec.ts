import { beforeEach, describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EventConsumer } from '@encontro/server-events';
import { automock, type Mocked, registeredHandlers } from '@encontro/testing';
import { FORUM_WEEK, forumFactory } from '../../test/support/factories.js';
import { LiveUpdates } from '../live/live-updates.service.js';
import { PhotoPurgesRepository } from '../photo-purges/photo-purges.module.js';
import { ForumRemoval } from './forum-removal.service.js';
import { ForumsRepository } from './forums.repository.js';

const REMOVED_AT = new Date('2026-11-28T14:00:00.000Z');

describe(ForumRemoval.name, () => {
  let events: Mocked<EventConsumer>;
  let forums: Mocked<ForumsRepository>;
  let purges: Mocked<PhotoPurgesRepository>;
  let live: Mocked<LiveUpdates>;
  let removal: ForumRemoval;
  const em = {} as EntityManager;
  const forum = forumFactory();
  const photos = ['storage/memories/a/1.webp', 'storage/memories/b/2.webp'];

  beforeEach(() => {
    events = automock(EventConsumer);
    forums = automock(ForumsRepository);
    purges = automock(PhotoPurgesRepository);
    live = automock(LiveUpdates);
    live.lock.mockResolvedValue(undefined);
    live.pushSoon.mockReturnValue(undefined);
    forums.findById.mockResolvedValue(forum);
    forums.markRemoved.mockResolvedValue(undefined);
    forums.deleteForum.mockResolvedValue({ memoryPhotos: photos });
    purges.add.mockResolvedValue(undefined);
    removal = new ForumRemoval(events, forums, purges, live);
  });

  it('deletes an open forum with all it keeps, remembers the removal to announce, and queues its memory photos', async () => {
    await removal.remove(em, forum.id, REMOVED_AT);

    expect(forums.markRemoved).toHaveBeenCalledWith(em, forum.id, REMOVED_AT, true);
    expect(forums.deleteForum).toHaveBeenCalledWith(em, forum.id);
    expect(purges.add).toHaveBeenCalledWith(em, photos, expect.any(Date));
    expect(live.pushSoon).toHaveBeenCalledTimes(1);
  });

  it('takes the forum’s lock before reading it, so no writer or week.closed slips in', async () => {
    await removal.remove(em, forum.id, REMOVED_AT);
    expect(live.lock).toHaveBeenCalledWith(em, forum.id);
    expect(live.lock.mock.invocationCallOrder[0]).toBeLessThan(forums.findById.mock.invocationCallOrder[0]!);
  });

  it('remembers the removal of a winner whose forum never opened, with nothing to announce or delete', async () => {
    forums.findById.mockResolvedValue(null);

    await removal.remove(em, forum.id, REMOVED_AT);

    expect(forums.markRemoved).toHaveBeenCalledWith(em, forum.id, REMOVED_AT, false);
    expect(forums.deleteForum).not.toHaveBeenCalled();
    expect(purges.add).not.toHaveBeenCalled();
    expect(live.pushSoon).not.toHaveBeenCalled();
  });

  it('removes the forum of an indication.removed at the time the event carries', async () => {
    const handlers = registeredHandlers(events);
    removal.onModuleInit();

    await handlers.get('indication.removed')!(
      {
        indication_id: forum.id,
        user_id: forum.hostId,
        previous_status: 'active',
        week: FORUM_WEEK,
        city_id: forum.cityId,
        at: REMOVED_AT.toISOString(),
        photos: [],
        reason: 'admin',
      },
      em,
      {} as never,
    );

    expect(forums.markRemoved).toHaveBeenCalledWith(em, forum.id, REMOVED_AT, true);
    expect(forums.deleteForum).toHaveBeenCalledWith(em, forum.id);
  });
});
