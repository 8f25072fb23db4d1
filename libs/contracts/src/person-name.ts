/** The name shown for someone a service no longer (or not yet) knows. */
export const UNKNOWN_PERSON_NAME = 'Participante';

/** A person's full name ('Ana Souza'), or `UNKNOWN_PERSON_NAME` for someone unknown. */
export const fullName = (person: { name: string; surname: string } | null | undefined): string =>
  person ? `${person.name} ${person.surname}`.trim() : UNKNOWN_PERSON_NAME;
