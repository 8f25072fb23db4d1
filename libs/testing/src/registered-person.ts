import type { EventPayload } from '@encontro/contracts';
import { randomUUID } from 'node:crypto';
import { uniqueName } from './unique.js';

/** A person of the integration suites, as the services that keep identity-svc's people hear of them. */
export type RegisteredPerson = {
  user_id: string;
  name: string;
  surname: string;
  email: string;
  city: string;
  state: string;
};

/**
 * For integration suites: Ana Souza of São Paulo with a fresh id and e-mail (each overridable), and
 * identity-svc's `user.registered` announcing her — not an admin, created now, unless told otherwise.
 */
export function registeredPerson(
  overrides: Partial<RegisteredPerson> & { created_at?: string; is_admin?: boolean } = {},
): { who: RegisteredPerson; registered: EventPayload<'user.registered'> } {
  const { created_at, is_admin, ...rest } = overrides;
  const who: RegisteredPerson = {
    user_id: randomUUID(),
    name: 'Ana',
    surname: 'Souza',
    email: `${uniqueName('pessoa')}@example.com`,
    city: 'São Paulo',
    state: 'São Paulo',
    ...rest,
  };
  const registered = {
    ...who,
    city_id: '3550308',
    gender: 'F' as const,
    photo: null,
    is_admin: is_admin ?? false,
    created_at: created_at ?? new Date().toISOString(),
  };
  return { who, registered };
}
