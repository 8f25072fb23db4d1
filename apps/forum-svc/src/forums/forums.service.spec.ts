import { beforeEach, describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type ForumResponse, forumMessages as m, weekInstant } from '@encontro/contracts';
import { expectRefusal, ormForking, serviceUnderTest } from '@encontro/testing/unit';
import { FORUM_WEEK, RIO, forumFactory, personFactory } from '../../test/support/factories.js';
import { realForumAccess } from '../../test/support/doubles.js';
import { ForumReads } from './forum-reads.service.js';
import { ForumsService } from './forums.service.js';

describe(ForumsService.name, () => {
  /** The real read rule, on doubles; the service is handed it. */
  const access = realForumAccess(weekInstant(FORUM_WEEK, 7, 22));
  const t = serviceUnderTest(ForumsService, () => ({
    orm: ormForking(em),
    access: access.sut,
    reads: ForumReads,
  }));
  const em = {} as EntityManager;
  const reader = personFactory();
  const forum = forumFactory();

  beforeEach(() => {
    access.forums.findById.mockResolvedValue(forum);
    access.people.findById.mockResolvedValue(reader);
  });

  it('answers the forum page through the cached reads', async () => {
    const page = { forum_id: forum.id } as ForumResponse;
    t.reads.page.mockResolvedValue(page);
    await expect(t.sut.get(reader.userId, forum.id)).resolves.toBe(page);
    expect(t.reads.page).toHaveBeenCalledWith(reader.userId, forum.id);
  });

  it('lets the stream of a reader of the city open until next Monday 00:00', async () => {
    await expect(t.sut.checkAccess(reader.userId, forum.id)).resolves.toEqual({
      forum_id: forum.id,
      open_until: weekInstant('2026-W49', 1).toISOString(),
    });
  });

  it('refuses the stream with the page’s rule: a reader of another city', async () => {
    access.people.findById.mockResolvedValue(personFactory(RIO));
    await expectRefusal(t.sut.checkAccess(reader.userId, forum.id), 'FORUM_OTHER_CITY', m.otherCity);
  });
});
