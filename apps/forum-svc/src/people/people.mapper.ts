import type { Person } from './person.entity.js';

/** The name shown for someone forum-svc no longer (or not yet) knows. */
export const UNKNOWN_PERSON = 'Participante';

export const fullName = (person: Person | undefined | null): string =>
  person ? `${person.name} ${person.surname}`.trim() : UNKNOWN_PERSON;

export const photoOf = (person: Person | undefined | null): string | null => person?.photo ?? null;
