import { beforeEach, describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type ForumResponse, forumMessages as m, weekInstant } from '@encontro/contracts';
import { automock, type Mocked, clockAt, ormForking } from '@encontro/testing';
import { FORUM_WEEK, RIO, forumFactory, personFactory } from '../../test/support/factories.js';
import { PeopleRepository } from '../people/people.repository.js';
import { ForumAccess } from './forum-access.service.js';
import { ForumReads } from './forum-reads.service.js';
import { ForumsRepository } from './forums.repository.js';
import { ForumsService } from './forums.service.js';

describe(ForumsService.name, () => {
  let forums: Mocked<ForumsRepository>;
  let people: Mocked<PeopleRepository>;
  let reads: Mocked<ForumReads>;
  let service: ForumsService;
  const em = {} as EntityManager;
  const reader = personFactory();
  const forum = forumFactory();

  beforeEach(() => {
    forums = automock(ForumsRepository);
    people = automock(PeopleRepository);
    reads = automock(ForumReads);
    forums.findById.mockResolvedValue(forum);
    people.findById.mockResolvedValue(reader);
    const clock = clockAt(weekInstant(FORUM_WEEK, 7, 22));
    service = new ForumsService(ormForking(em), new ForumAccess(forums, people, clock), reads);
  });

  it('answers the forum page through the cached reads', async () => {
    const page = { forum_id: forum.id } as ForumResponse;
    reads.page.mockResolvedValue(page);
    await expect(service.get(reader.userId, forum.id)).resolves.toBe(page);
    expect(reads.page).toHaveBeenCalledWith(reader.userId, forum.id);
  });

  it('lets the stream of a reader of the city open until next Monday 00:00', async () => {
    await expect(service.checkAccess(reader.userId, forum.id)).resolves.toEqual({
      forum_id: forum.id,
      open_until: weekInstant('2026-W49', 1).toISOString(),
    });
  });

  it('refuses the stream with the page’s rule: a reader of another city', async () => {
    people.findById.mockResolvedValue(personFactory(RIO));
    await expect(service.checkAccess(reader.userId, forum.id)).rejects.toMatchObject({
      reason: 'FORUM_OTHER_CITY',
      message: m.otherCity,
    });
  });
});
