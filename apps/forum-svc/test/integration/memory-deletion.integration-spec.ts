import { describe, expect, it } from '@jest/globals';
import { forumMessages } from '@encontro/contracts';
import { providersOf } from '@encontro/testing';
import { randomUUID } from 'node:crypto';
import { MemoriesHandlers } from '../../src/memories/memories.handlers.js';
import { UserDataHandlers } from '../../src/user-data/user-data.handlers.js';
import { failure, forumSuite } from '../support/suite.js';

/** Issue 28 item 12c: a memory's author deletes it; its photo leaves through the purge queue. */
describe('forum-svc: an author deletes their memory', () => {
  const t = forumSuite('forum_memory_del');
  const h = providersOf(t, { memories: MemoriesHandlers, userData: UserDataHandlers });

  const queued = (path: string) => t.sql(`select 1 from ${t.table('photo_purges')} where path = ?`, [path]);

  const scene = async () => {
    const { f, member: ana } = await t.forumWithMember();
    await t.checkIn(f, ana);
    t.setDay(6);
    const add = async (userId: string, description: string) => {
      const photo = `storage/memories/${userId}/${randomUUID()}.webp`;
      const { memory } = await h.memories.addMemory({
        user_id: userId,
        forum_id: f.id,
        photo_key: photo,
        description,
      });
      return { id: memory.id, photo };
    };
    return {
      f,
      ana,
      mine: await add(ana.user_id, 'Minha foto'),
      hosts: await add(f.host.user_id, 'Do anfitrião'),
    };
  };

  it('removes it from the last encounter and queues its photo in the same transaction', async () => {
    const { ana, mine, hosts } = await scene();

    expect(await h.memories.deleteMemory({ user_id: ana.user_id, memory_id: mine.id })).toEqual({
      message: forumMessages.memoryDeleted,
    });

    const recap = await h.memories.lastEncounter({ user_id: ana.user_id });
    expect(recap.memories.map((m) => m.id)).toEqual([hosts.id]);
    expect(await queued(mine.photo)).toHaveLength(1);
    expect(await queued(hosts.photo)).toEqual([]);
    const exported = await h.userData.export({ user_id: ana.user_id });
    expect(exported.data.memories).toEqual([]);
  });

  it('refuses anyone else, the host of the meetup included, and keeps the memory and its photo', async () => {
    const { f, ana, mine } = await scene();

    expect(await failure(h.memories.deleteMemory({ user_id: f.host.user_id, memory_id: mine.id }))).toEqual({
      reason: 'NOT_MEMORY_AUTHOR',
      message: forumMessages.notMemoryAuthor,
    });
    const recap = await h.memories.lastEncounter({ user_id: ana.user_id });
    expect(recap.memories.map((m) => m.id)).toContain(mine.id);
    expect(await queued(mine.photo)).toEqual([]);
  });

  it('answers not found for a memory already deleted or an id that is not one', async () => {
    const { ana, mine } = await scene();
    await h.memories.deleteMemory({ user_id: ana.user_id, memory_id: mine.id });
    const notFound = { reason: 'MEMORY_NOT_FOUND', message: forumMessages.memoryNotFound };
    expect(await failure(h.memories.deleteMemory({ user_id: ana.user_id, memory_id: mine.id }))).toEqual(
      notFound,
    );
    expect(await failure(h.memories.deleteMemory({ user_id: ana.user_id, memory_id: 'abc' }))).toEqual(
      notFound,
    );
  });
});
