import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventPayload } from '@encontro/contracts';
import { User } from './user.entity.js';

/** People as identity-svc last described them. Every method works in the caller's unit of work. */
@Injectable()
export class UsersRepository {
  findById(em: EntityManager, id: string): Promise<User | null> {
    return em.findOne(User, { id });
  }

  findByIds(em: EntityManager, ids: readonly string[]): Promise<User[]> {
    return ids.length ? em.find(User, { id: { $in: [...new Set(ids)] } }) : Promise.resolve([]);
  }

  /** Inserts or refreshes the snapshot carried by a user event. */
  async save(em: EntityManager, snapshot: EventPayload<'user.profile_updated'>, at: Date): Promise<void> {
    await em.upsert(User, {
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
