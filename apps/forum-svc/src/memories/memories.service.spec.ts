import { beforeEach, describe, expect, it } from '@jest/globals';
import { forumMessages as m } from '@encontro/contracts';
import { expectNotCalled, expectRefusal, ormForking, serviceUnderTest } from '@encontro/testing/unit';
import { forumFactory, memoryFactory, personFactory } from '../../test/support/factories.js';
import { PhotoPurgesRepository } from '../photo-purges/photo-purges.module.js';
import { MemoriesRepository } from './memories.repository.js';
import { MemoriesService } from './memories.service.js';

describe(MemoriesService.name, () => {
  const t = serviceUnderTest(MemoriesService, ({ em }) => ({
    orm: ormForking(em),
    memories: MemoriesRepository,
    purges: PhotoPurgesRepository,
  }));
  const ana = personFactory({ name: 'Ana' });
  const bruno = personFactory({ name: 'Bruno' });
  const memory = memoryFactory(forumFactory(), { userId: ana.userId });

  beforeEach(() => {
    t.memories.findForUpdate.mockResolvedValue(memory);
    t.memories.delete.mockResolvedValue(undefined);
    t.purges.add.mockResolvedValue(undefined);
  });

  it('lets the author delete their memory and queues its photo for the storage clean-up', async () => {
    await expect(t.sut.delete(ana.userId, memory.id)).resolves.toEqual({ message: m.memoryDeleted });
    expect(t.memories.findForUpdate).toHaveBeenCalledWith(t.em, memory.id);
    expect(t.memories.delete).toHaveBeenCalledWith(t.em, memory);
    expect(t.purges.add).toHaveBeenCalledWith(t.em, [memory.photoKey], expect.any(Date));
  });

  it('refuses another person, deleting nothing', async () => {
    await expectRefusal(t.sut.delete(bruno.userId, memory.id), 'NOT_MEMORY_AUTHOR', m.notMemoryAuthor);
    expectNotCalled(t.memories.delete, t.purges.add);
  });

  it('answers not found for a memory that is gone', async () => {
    t.memories.findForUpdate.mockResolvedValue(null);
    await expectRefusal(t.sut.delete(ana.userId, memory.id), 'MEMORY_NOT_FOUND', m.memoryNotFound);
    expectNotCalled(t.memories.delete, t.purges.add);
  });

  it('answers not found for an id that is not a UUID, without asking the database', async () => {
    await expectRefusal(t.sut.delete(ana.userId, 'não-é-uuid'), 'MEMORY_NOT_FOUND', m.memoryNotFound);
    expectNotCalled(t.memories.findForUpdate, t.memories.delete);
  });

  it('finds the memory by its id in lower case', async () => {
    await t.sut.delete(ana.userId, memory.id.toUpperCase());
    expect(t.memories.findForUpdate).toHaveBeenCalledWith(t.em, memory.id);
  });
});
