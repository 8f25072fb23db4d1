import { Injectable } from '@nestjs/common';
import { type EntityManager, LockMode } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { Memory } from './memory.entity.js';

/** Memory photos. Every method works in the caller's unit of work. */
@Injectable()
export class MemoriesRepository {
  add(em: EntityManager, data: Omit<Memory, 'id'>): Memory {
    return em.create(Memory, { id: randomUUID(), ...data });
  }

  /** Newest first. */
  ofForum(em: EntityManager, forumId: string): Promise<Memory[]> {
    return em.find(Memory, { forumId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  /** Locked until the caller's transaction ends, so two deletions of one memory do not both go on. */
  findForUpdate(em: EntityManager, id: string): Promise<Memory | null> {
    return em.findOne(Memory, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  }

  async delete(em: EntityManager, memory: Memory): Promise<void> {
    await em.nativeDelete(Memory, { id: memory.id });
  }

  by(em: EntityManager, userId: string): Promise<Memory[]> {
    return em.find(Memory, { userId }, { orderBy: { createdAt: 'asc' } });
  }

  async deleteBy(em: EntityManager, userId: string): Promise<number> {
    return em.nativeDelete(Memory, { userId });
  }
}
