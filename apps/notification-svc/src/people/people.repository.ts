import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DeletedUser, Person } from './person.entity.js';

/** Where people live, and which accounts were deleted. Every method works in the caller's unit of work. */
@Injectable()
export class PeopleRepository {
  /** The current city of each of them this service knows of. */
  async citiesOf(em: EntityManager, userIds: readonly string[]): Promise<Map<string, string>> {
    const people = userIds.length ? await em.find(Person, { userId: { $in: [...new Set(userIds)] } }) : [];
    return new Map(people.map((person) => [person.userId, person.cityId]));
  }

  async save(em: EntityManager, userId: string, cityId: string, at: Date): Promise<void> {
    await em.upsert(Person, { userId, cityId, updatedAt: at });
  }

  async deletedAmong(em: EntityManager, userIds: readonly string[]): Promise<Set<string>> {
    const deleted = userIds.length
      ? await em.find(DeletedUser, { userId: { $in: [...new Set(userIds)] } })
      : [];
    return new Set(deleted.map((row) => row.userId));
  }

  async isDeleted(em: EntityManager, userId: string): Promise<boolean> {
    return (await em.count(DeletedUser, { userId })) > 0;
  }

  /** Forgets where they live and keeps only that the account is gone. */
  async markDeleted(em: EntityManager, userId: string, at: Date): Promise<void> {
    await em.nativeDelete(Person, { userId });
    await em.upsert(DeletedUser, { userId, deletedAt: at });
  }
}
