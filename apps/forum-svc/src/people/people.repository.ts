import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventPayload } from '@encontro/contracts';
import { Tables } from '../tables.js';
import { Person } from './person.entity.js';

/** People as identity-svc describes them. Every method works in the caller's unit of work. */
@Injectable()
export class PeopleRepository {
  constructor(@Inject(Tables) private readonly tables: Tables) {}

  findById(em: EntityManager, userId: string): Promise<Person | null> {
    return em.findOne(Person, { userId });
  }

  async findByIds(em: EntityManager, ids: readonly string[]): Promise<Map<string, Person>> {
    const unique = [...new Set(ids)];
    const people = unique.length ? await em.find(Person, { userId: { $in: unique } }) : [];
    return new Map(people.map((p) => [p.userId, p]));
  }

  /** Applies a snapshot; events arrive in order, so the latest one wins. */
  async upsert(em: EntityManager, s: EventPayload<'user.profile_updated'>, at: Date): Promise<void> {
    await em.upsert(Person, {
      userId: s.user_id,
      name: s.name,
      surname: s.surname,
      email: s.email,
      photo: s.photo,
      state: s.state,
      city: s.city,
      cityId: s.city_id,
      updatedAt: at,
    });
    await this.changed(em);
  }

  async delete(em: EntityManager, userId: string): Promise<void> {
    await em.nativeDelete(Person, { userId });
    await this.changed(em);
  }

  /** Names and photos shown on forum pages changed: their cached answers are stale (ForumPageCache). */
  private async changed(em: EntityManager): Promise<void> {
    await em.execute(
      `insert into ${this.tables.readGeneration} as g (id, people) values (1, 1)
       on conflict (id) do update set people = g.people + 1`,
    );
  }
}
