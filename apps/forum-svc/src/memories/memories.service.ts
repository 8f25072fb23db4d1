import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { type MessageResponse, forumMessages } from '@encontro/contracts';
import { asUuid, forumErrors } from '../forums/forums.errors.js';
import { PhotoPurgesRepository } from '../photo-purges/photo-purges.module.js';
import { MemoriesRepository } from './memories.repository.js';

/**
 * A memory's author deletes it, at any time (it is their photo; admins moderate posts and comments,
 * not memories: SPEC §6). Its photo is queued for the gateway's storage clean-up in the same
 * transaction, so it is removed from the object storage even if the gateway is down meanwhile.
 */
@Injectable()
export class MemoriesService {
  constructor(
    private readonly orm: MikroORM,
    private readonly memories: MemoriesRepository,
    private readonly purges: PhotoPurgesRepository,
  ) {}

  delete(userId: string, memoryId: string): Promise<MessageResponse> {
    const id = asUuid(memoryId);
    if (!id) return Promise.reject(forumErrors.memoryNotFound());
    return this.orm.em.fork().transactional(async (em) => {
      const memory = await this.memories.findForUpdate(em, id);
      if (!memory) throw forumErrors.memoryNotFound();
      if (memory.userId !== userId) throw forumErrors.notMemoryAuthor();
      await this.memories.delete(em, memory);
      // Real time: the purge queue's lease is not a weekly rule.
      await this.purges.add(em, [memory.photoKey], new Date());
      return { message: forumMessages.memoryDeleted };
    });
  }
}
