import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventPayload } from '@encontro/contracts';
import { Person } from './person.entity.js';

/** People as identity-svc last described them. Every method works in the caller's unit of work. */
@Injectable()
export class PeopleRepository {
  findById(em: EntityManager, id: string): Promise<Person | null> {
    return em.findOne(Person, { id });
  }

  findByIds(em: EntityManager, ids: readonly string[]): Promise<Person[]> {
    return ids.length ? em.find(Person, { id: { $in: [...new Set(ids)] } }) : Promise.resolve([]);
  }

  /** Inserts or refreshes the snapshot carried by a user event. */
  async save(em: EntityManager, snapshot: EventPayload<'user.profile_updated'>, at: Date): Promise<void> {
    await em.upsert(Person, {
      id: snapshot.user_id,
      name: snapshot.name,
      surname: snapshot.surname,
      email: snapshot.email,
      state: snapshot.state,
      city: snapshot.city,
      isAdmin: snapshot.is_admin,
      updatedAt: at,
    });
  }
}
