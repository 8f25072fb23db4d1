import type { Mocked } from '@encontro/testing';
import type { PeopleRepository } from '../../src/people/people.repository.js';
import type { Person } from '../../src/people/person.entity.js';

/** `people` knows exactly these persons, one by one and several at once. */
export function knownPeople(people: Mocked<PeopleRepository>, ...list: Person[]): void {
  people.findById.mockImplementation((_em, id) => Promise.resolve(list.find((p) => p.userId === id) ?? null));
  people.findByIds.mockImplementation((_em, ids) =>
    Promise.resolve(new Map(list.filter((p) => ids.includes(p.userId)).map((p) => [p.userId, p]))),
  );
}
