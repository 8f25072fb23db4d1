import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Gender } from '@encontro/contracts';
import { DeletedUser, Person } from './person.entity.js';

/** How to write to a person (an administrator's alert, a meetup's offer or reminder). */
export type Contact = { userId: string; email: string; name: string };
export type AdminContact = Contact;

/** A person as this service keeps them: their city, gender, whether they administer, and how to write to them. */
export type KeptPerson = {
  userId: string;
  cityId: string;
  gender: Gender | null;
  isAdmin: boolean;
  contact: { email: string; name: string };
};

/** Where people live, who the admins are, and which accounts were deleted. Every method works in the caller's unit of work. */
@Injectable()
export class PeopleRepository {
  /** The current city of each of them this service knows of. */
  async citiesOf(em: EntityManager, userIds: readonly string[]): Promise<Map<string, string>> {
    const people = userIds.length ? await em.find(Person, { userId: { $in: [...new Set(userIds)] } }) : [];
    return new Map(people.map((person) => [person.userId, person.cityId]));
  }

  /** The gender each of them chose (absent: not known here, or not told). */
  async gendersOf(em: EntityManager, userIds: readonly string[]): Promise<Map<string, Gender | null>> {
    const people = userIds.length ? await em.find(Person, { userId: { $in: [...new Set(userIds)] } }) : [];
    return new Map(people.map((person) => [person.userId, person.gender ?? null]));
  }

  async save(em: EntityManager, person: KeptPerson, at: Date): Promise<void> {
    await em.upsert(Person, {
      userId: person.userId,
      cityId: person.cityId,
      gender: person.gender,
      isAdmin: person.isAdmin,
      email: person.contact.email,
      name: person.contact.name,
      updatedAt: at,
    });
  }

  /** Every administrator this service knows of (a deleted account is no longer among the people). */
  async admins(em: EntityManager): Promise<AdminContact[]> {
    const admins = await em.find(Person, { isAdmin: true }, { orderBy: { userId: 'asc' } });
    return admins.flatMap((admin) =>
      admin.email ? [{ userId: admin.userId, email: admin.email, name: admin.name ?? '' }] : [],
    );
  }

  /** How to write to each of them this service knows an address of. */
  async contactsOf(em: EntityManager, userIds: readonly string[]): Promise<Map<string, Contact>> {
    const people = userIds.length ? await em.find(Person, { userId: { $in: [...new Set(userIds)] } }) : [];
    return new Map(
      people.flatMap((person) =>
        person.email
          ? [[person.userId, { userId: person.userId, email: person.email, name: person.name ?? '' }]]
          : [],
      ),
    );
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

  /** Forgets where they live (and, for an admin, their address) and keeps only that the account is gone. */
  async markDeleted(em: EntityManager, userId: string, at: Date): Promise<void> {
    await em.nativeDelete(Person, { userId });
    await em.upsert(DeletedUser, { userId, deletedAt: at });
  }
}
