import { beforeEach, describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import { forumMessages as m, weekInstant } from '@encontro/contracts';
import { clockAt, expectRefusal, serviceUnderTest } from '@encontro/testing/unit';
import { FORUM_WEEK, RIO, forumFactory, personFactory } from '../../test/support/factories.js';
import { PeopleRepository } from '../people/people.repository.js';
import { ForumAccess } from './forum-access.service.js';
import type { ForumStamp } from './forum-pages.repository.js';
import { ForumsRepository } from './forums.repository.js';

const FRIDAY_MIDNIGHT = weekInstant(FORUM_WEEK, 5);
const THURSDAY_LAST_MINUTE = weekInstant(FORUM_WEEK, 4, 23, 59);
const SUNDAY_LAST_MINUTE = weekInstant(FORUM_WEEK, 7, 23, 59);
const NEXT_MONDAY = weekInstant('2026-W49', 1);

describe(ForumAccess.name, () => {
  const t = serviceUnderTest(ForumAccess, () => ({
    forums: ForumsRepository,
    people: PeopleRepository,
    clock: clockAt(weekInstant(FORUM_WEEK, 5, 12)),
  }));
  const em = {} as EntityManager;
  const forum = forumFactory();
  const reader = personFactory();

  const stamp = (overrides: Partial<ForumStamp> = {}): ForumStamp => ({
    forum: { id: forum.id, week: forum.week, city_id: forum.cityId, host_id: forum.hostId },
    viewer_city_id: reader.cityId,
    version: '1:0',
    ...overrides,
  });

  beforeEach(() => {
    t.forums.findById.mockResolvedValue(forum);
    t.people.findById.mockResolvedValue(reader);
  });

  it('lets any person of the forum’s city read it on its Friday, confirmed or not', async () => {
    await expect(t.sut.readable(em, forum.id, reader.userId)).resolves.toEqual({ forum, person: reader });
    expect(t.forums.findById).toHaveBeenCalledWith(em, forum.id);
    expect(t.people.findById).toHaveBeenCalledWith(em, reader.userId);
    expect(t.forums.isParticipant).not.toHaveBeenCalled();
  });

  it('opens at Friday 00:00 and stays open until Sunday 23:59 of the forum’s week', async () => {
    for (const instant of [FRIDAY_MIDNIGHT, SUNDAY_LAST_MINUTE]) {
      t.clock.set(instant);
      await expect(t.sut.readable(em, forum.id, reader.userId)).resolves.toMatchObject({ forum });
    }
  });

  it('refuses a reader on the Thursday before, as closed', async () => {
    t.clock.set(THURSDAY_LAST_MINUTE);
    await expectRefusal(t.sut.readable(em, forum.id, reader.userId), 'FORUM_CLOSED', m.forumClosed);
  });

  it('refuses a reader from the Monday after, as closed', async () => {
    t.clock.set(NEXT_MONDAY);
    await expectRefusal(t.sut.readable(em, forum.id, reader.userId), 'FORUM_CLOSED', m.forumClosed);
  });

  it('refuses a person of another city', async () => {
    t.people.findById.mockResolvedValue(personFactory(RIO));
    await expectRefusal(t.sut.readable(em, forum.id, reader.userId), 'FORUM_OTHER_CITY', m.otherCity);
  });

  it('tells a person of another city so even when the forum is closed (city before window)', async () => {
    t.people.findById.mockResolvedValue(personFactory(RIO));
    t.clock.set(NEXT_MONDAY);
    await expect(t.sut.readable(em, forum.id, reader.userId)).rejects.toMatchObject({
      message: m.otherCity,
    });
  });

  it('answers a person identity-svc has not described yet as a profile still being prepared', async () => {
    t.people.findById.mockResolvedValue(null);
    await expectRefusal(t.sut.readable(em, forum.id, reader.userId), 'PROFILE_NOT_READY', m.profileNotReady);
  });

  it('answers an unknown forum as not found before asking who reads', async () => {
    t.forums.findById.mockResolvedValue(null);
    await expectRefusal(t.sut.readable(em, forum.id, reader.userId), 'FORUM_NOT_FOUND', m.forumNotFound);
    expect(t.people.findById).not.toHaveBeenCalled();
  });

  it('answers an id that is not a UUID as not found without a query', async () => {
    await expectRefusal(t.sut.requireForum(em, 'forum-1'), 'FORUM_NOT_FOUND', m.forumNotFound);
    expect(t.forums.findById).not.toHaveBeenCalled();
  });

  it('looks a forum up by its id in lower case, however it was typed', async () => {
    await t.sut.requireForum(em, forum.id.toUpperCase());
    expect(t.forums.findById).toHaveBeenCalledWith(em, forum.id);
  });

  describe('on a stamp (the forum and its reader’s city in one statement)', () => {
    it('returns the forum to a reader of its city in its window', () => {
      expect(t.sut.readableStamp(stamp())).toEqual(stamp().forum);
    });

    it('refuses a stamp without a forum as not found', () => {
      expect(() => t.sut.readableStamp(stamp({ forum: null, viewer_city_id: null }))).toThrow(
        expect.objectContaining({ reason: 'FORUM_NOT_FOUND', message: m.forumNotFound }),
      );
    });

    it('refuses a reader without a city as a profile still being prepared', () => {
      expect(() => t.sut.readableStamp(stamp({ viewer_city_id: null }))).toThrow(
        expect.objectContaining({ reason: 'PROFILE_NOT_READY', message: m.profileNotReady }),
      );
    });

    it('refuses a reader of another city', () => {
      expect(() => t.sut.readableStamp(stamp({ viewer_city_id: RIO.cityId }))).toThrow(
        expect.objectContaining({ reason: 'FORUM_OTHER_CITY', message: m.otherCity }),
      );
    });

    it('refuses outside Friday–Sunday', () => {
      t.clock.set(NEXT_MONDAY);
      expect(() => t.sut.readableStamp(stamp())).toThrow(
        expect.objectContaining({ reason: 'FORUM_CLOSED', message: m.forumClosed }),
      );
    });
  });
});
