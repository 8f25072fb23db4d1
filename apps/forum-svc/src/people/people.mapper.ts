import type { Person } from './person.entity.js';

export const photoOf = (person: Person | undefined | null): string | null => person?.photo ?? null;
