import { beforeEach, describe, expect, it } from '@jest/globals';
import { type ForumUpdate, forumMessages as m, weekInstant } from '@encontro/contracts';
import {
  expectNotCalled,
  expectRefusal,
  ormForking,
  serviceUnderTest,
  unitOfWork,
} from '@encontro/testing/unit';
import { FORUM_WEEK, RIO, forumFactory, personFactory } from '../../test/support/factories.js';
import { realForumAccess } from '../../test/support/doubles.js';
import { ForumPagesRepository, type ForumStamp } from '../forums/forum-pages.repository.js';
import { LiveService, UPDATES_PAGE } from './live.service.js';
import { UpdatesRepository } from './updates.repository.js';

const SATURDAY = weekInstant(FORUM_WEEK, 6, 20);
const NEXT_MONDAY = weekInstant('2026-W49', 1);
const TTL_MS = 60_000;
const CONNECTION = 'conn-1';

describe(LiveService.name, () => {
  /** The real read rule on the doubles these tests answer. */
  const access = realForumAccess(SATURDAY);
  const t = serviceUnderTest(LiveService, () => ({
    orm: ormForking(em),
    access: access.sut,
    updates: UpdatesRepository,
    clock: access.clock,
    config: { FORUM_CONNECTION_TTL_MS: TTL_MS },
    pages: ForumPagesRepository,
  }));
  const em = unitOfWork();
  const reader = personFactory();
  const forum = forumFactory();

  const stamp = (viewerCity: string | null = reader.cityId): ForumStamp => ({
    forum: { id: forum.id, week: forum.week, city_id: forum.cityId, host_id: forum.hostId },
    viewer_city_id: viewerCity,
    version: '7:0',
  });
  const update = (id: string) => ({ id, forum_id: forum.id, type: 'post_deleted' }) as ForumUpdate;
  /** The polling connection as the table holds it: whose it is and what it was given. */
  const connection = (userId: string, delivered: string) =>
    t.updates.findConnectionForUpdate.mockResolvedValue({
      user_id: userId,
      delivered,
      last_seen_at: SATURDAY,
    });

  beforeEach(() => {
    access.forums.findById.mockResolvedValue(forum);
    access.people.findById.mockResolvedValue(reader);
    t.pages.stamp.mockResolvedValue(stamp());
    t.updates.purgeStale.mockResolvedValue(0);
    t.updates.findConnectionForUpdate.mockResolvedValue(null);
    t.updates.latestId.mockResolvedValue('12');
    t.updates.after.mockResolvedValue([]);
    t.updates.saveConnection.mockResolvedValue(undefined);
  });

  describe('connect', () => {
    it('opens a connection at the forum’s latest update, forgetting those idle past the TTL', async () => {
      await expect(t.sut.connect(reader.userId, forum.id, CONNECTION)).resolves.toEqual({
        success: true,
        last_update: '12',
      });
      expect(t.updates.purgeStale).toHaveBeenCalledWith(em, new Date(SATURDAY.getTime() - TTL_MS));
      expect(t.updates.saveConnection).toHaveBeenCalledWith(em, {
        forumId: forum.id,
        connectionId: CONNECTION,
        userId: reader.userId,
        delivered: '12',
        at: SATURDAY,
      });
    });

    it('resumes a connection one already has from what it was given', async () => {
      connection(reader.userId, '9');
      await expect(t.sut.connect(reader.userId, forum.id, CONNECTION)).resolves.toEqual({
        success: true,
        last_update: '9',
      });
      expect(t.updates.latestId).not.toHaveBeenCalled();
    });

    it('refuses another user’s connection id', async () => {
      connection('someone-else', '9');
      await expectRefusal(
        t.sut.connect(reader.userId, forum.id, CONNECTION),
        'CONNECTION_INVALID',
        m.connectionInvalid,
      );
      expect(t.updates.saveConnection).not.toHaveBeenCalled();
    });

    it('applies the forum’s read rule: closed on Monday', async () => {
      t.clock.set(NEXT_MONDAY);
      await expect(t.sut.connect(reader.userId, forum.id, CONNECTION)).rejects.toMatchObject({
        message: m.forumClosed,
      });
      expect(t.updates.saveConnection).not.toHaveBeenCalled();
    });
  });

  describe('poll', () => {
    it('gives a connection what it has not been given yet, and remembers the last one', async () => {
      connection(reader.userId, '12');
      t.updates.after.mockResolvedValue([update('13'), update('14')]);

      const result = await t.sut.poll(reader.userId, forum.id, CONNECTION, '10');

      expect(t.updates.after).toHaveBeenCalledWith(em, forum.id, '12', UPDATES_PAGE);
      expect(result).toEqual({ updates: [update('13'), update('14')], last_update: '14' });
      expect(t.updates.saveConnection).toHaveBeenCalledWith(
        em,
        expect.objectContaining({ connectionId: CONNECTION, delivered: '14', at: SATURDAY }),
      );
    });

    it('skips what the client already saw through the push stream', async () => {
      connection(reader.userId, '12');
      await t.sut.poll(reader.userId, forum.id, CONNECTION, '20');
      expect(t.updates.after).toHaveBeenCalledWith(em, forum.id, '20', UPDATES_PAGE);
    });

    it('opens a forgotten connection again from the client’s cursor', async () => {
      await expect(t.sut.poll(reader.userId, forum.id, CONNECTION, '5')).resolves.toEqual({
        updates: [],
        last_update: '5',
      });
      expect(t.updates.after).toHaveBeenCalledWith(em, forum.id, '5', UPDATES_PAGE);
      expect(t.updates.saveConnection).toHaveBeenCalledWith(em, expect.objectContaining({ delivered: '5' }));
    });

    it('opens a forgotten connection without a cursor at the latest update', async () => {
      await t.sut.poll(reader.userId, forum.id, CONNECTION);
      expect(t.updates.after).toHaveBeenCalledWith(em, forum.id, '12', UPDATES_PAGE);
    });

    it('reads an ISO-8601 cursor as the last update made by then', async () => {
      t.updates.latestIdAt.mockResolvedValue('8');
      t.updates.after.mockResolvedValue([update('9')]);
      await expect(
        t.sut.poll(reader.userId, forum.id, undefined, '2026-11-28T20:00:00.000Z'),
      ).resolves.toEqual({ updates: [update('9')], last_update: '9' });
      expect(t.updates.latestIdAt).toHaveBeenCalledWith(em, forum.id, new Date('2026-11-28T20:00:00.000Z'));
    });

    it('replays nothing without a connection or cursor, answering the latest update', async () => {
      await expect(t.sut.poll(reader.userId, forum.id, undefined)).resolves.toEqual({
        updates: [],
        last_update: '12',
      });
      expectNotCalled(t.updates.after, t.updates.saveConnection);
    });

    it('refuses another user’s connection id', async () => {
      connection('someone-else', '12');
      await expectRefusal(
        t.sut.poll(reader.userId, forum.id, CONNECTION, '12'),
        'CONNECTION_INVALID',
        m.connectionInvalid,
      );
      expect(t.updates.saveConnection).not.toHaveBeenCalled();
    });

    it('applies the read rule on the light stamp: a reader of another city is refused', async () => {
      t.pages.stamp.mockResolvedValue(stamp(RIO.cityId));
      await expectRefusal(
        t.sut.poll(reader.userId, forum.id, CONNECTION, '12'),
        'FORUM_OTHER_CITY',
        m.otherCity,
      );
      expect(t.pages.stamp).toHaveBeenCalledWith(em, forum.id, reader.userId);
      expect(t.updates.after).not.toHaveBeenCalled();
    });

    it('answers an id that is not a UUID as not found without a query', async () => {
      await expectRefusal(
        t.sut.poll(reader.userId, 'forum-1', CONNECTION),
        'FORUM_NOT_FOUND',
        m.forumNotFound,
      );
      expect(t.pages.stamp).not.toHaveBeenCalled();
    });
  });

  it('disconnects only the caller’s own connection, and ignores a malformed forum id', async () => {
    t.updates.deleteConnection.mockResolvedValue(undefined);
    await expect(t.sut.disconnect(reader.userId, forum.id, CONNECTION)).resolves.toEqual({ success: true });
    await expect(t.sut.disconnect(reader.userId, 'forum-1', CONNECTION)).resolves.toEqual({
      success: true,
    });
    expect(t.updates.deleteConnection).toHaveBeenCalledTimes(1);
    expect(t.updates.deleteConnection).toHaveBeenCalledWith(em, forum.id, CONNECTION, reader.userId);
  });
});
