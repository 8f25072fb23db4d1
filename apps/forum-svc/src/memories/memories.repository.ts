import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
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

  by(em: EntityManager, userId: string): Promise<Memory[]> {
    return em.find(Memory, { userId }, { orderBy: { createdAt: 'asc' } });
  }

  async deleteBy(em: EntityManager, userId: string): Promise<number> {
    return em.nativeDelete(Memory, { userId });
  }
}
