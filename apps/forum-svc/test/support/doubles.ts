import { type Mocked, clockAt, serviceUnderTest } from '@encontro/testing';
import { ForumAccess } from '../../src/forums/forum-access.service.js';
import { ForumsRepository } from '../../src/forums/forums.repository.js';
import { PeopleRepository } from '../../src/people/people.repository.js';
import type { Person } from '../../src/people/person.entity.js';

/** `people` knows exactly these persons, one by one and several at once. */
export function knownPeople(people: Mocked<PeopleRepository>, ...list: Person[]): void {
  people.findById.mockImplementation((_em, id) => Promise.resolve(list.find((p) => p.userId === id) ?? null));
  people.findByIds.mockImplementation((_em, ids) =>
    Promise.resolve(new Map(list.filter((p) => ids.includes(p.userId)).map((p) => [p.userId, p]))),
  );
}

/**
 * The real read rule on fresh doubles of its repositories, its clock standing at `now`, for a service that
 * is handed the rule and those same doubles (`access.forums`, `access.people`, `access.clock`). Call it
 * before that service's `serviceUnderTest`: hooks run in order, so the rule is built first.
 */
export const realForumAccess = (now: Date) =>
  serviceUnderTest(ForumAccess, () => ({
    forums: ForumsRepository,
    people: PeopleRepository,
    clock: clockAt(now),
  }));
