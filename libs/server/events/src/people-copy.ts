import { p } from '@mikro-orm/core';
import type { EntityData, EntityManager, EntityName, FilterQuery } from '@mikro-orm/postgresql';
import type { EventPayload } from '@encontro/contracts';
import type { EventConsumer } from './event-consumer.js';

/** A person as identity-svc describes them: user.registered and user.profile_updated carry it whole. */
export type PersonSnapshot = EventPayload<'user.profile_updated'>;

/**
 * Applies every person snapshot identity-svc publishes (a registration or a profile change alike),
 * dated when it happened. Events arrive in order, so the latest one wins.
 */
export function onPersonSnapshot(
  events: Pick<EventConsumer, 'on'>,
  apply: (
    snapshot: PersonSnapshot,
    em: EntityManager,
    at: Date,
    /** The whole `user.registered` payload when the snapshot is a registration. */
    registration?: EventPayload<'user.registered'>,
  ) => Promise<void>,
): void {
  events.on('user.registered', (payload, em, envelope) =>
    apply(payload, em, new Date(envelope.occurred_at), payload),
  );
  events.on('user.profile_updated', (snapshot, em, envelope) =>
    apply(snapshot, em, new Date(envelope.occurred_at)),
  );
}

/**
 * The columns of a service's own copy of the people it shows (names, photo, city), in its own
 * schema (event-carried state). A service adds the columns only it needs beside them.
 */
export const peopleCopyProperties = () => ({
  userId: p.uuid().primary(),
  name: p.string().length(100),
  surname: p.string().length(100),
  email: p.string().length(255),
  /** Relative storage path (`storage/users/…`) or null for the default avatar. */
  photo: p.string().length(300).nullable(),
  state: p.string().length(60),
  city: p.string().length(100),
  cityId: p.string().length(7),
  updatedAt: p.datetime(),
});

type CopiedPerson = { userId: string };

/** Reads and snapshots of such a copy. Every method works in the caller's unit of work. */
export abstract class PeopleCopyRepository<P extends CopiedPerson> {
  protected constructor(private readonly entity: EntityName<P>) {}

  findById(em: EntityManager, userId: string): Promise<P | null> {
    return em.findOne(this.entity, { userId } as FilterQuery<P>);
  }

  async findByIds(em: EntityManager, ids: readonly string[]): Promise<Map<string, P>> {
    const unique = [...new Set(ids)];
    const people = unique.length
      ? await em.find(this.entity, { userId: { $in: unique } } as FilterQuery<P>)
      : [];
    return new Map(people.map((person) => [person.userId, person]));
  }

  /** Writes the snapshot's columns (and `own`, the service's own columns it decides from it). */
  protected async saveSnapshot(
    em: EntityManager,
    s: PersonSnapshot,
    at: Date,
    own: Partial<P> = {},
  ): Promise<void> {
    await em.upsert(this.entity, {
      userId: s.user_id,
      name: s.name,
      surname: s.surname,
      email: s.email,
      photo: s.photo,
      state: s.state,
      city: s.city,
      cityId: s.city_id,
      updatedAt: at,
      ...own,
    } as unknown as EntityData<P>);
  }
}
