import { randomUUID } from 'node:crypto';

/** For unit tests: the names and a fresh e-mail of the person every service's factories start from. */
export const anaSouza = () => ({
  name: 'Ana',
  surname: 'Souza',
  email: `ana.${randomUUID().slice(0, 8)}@example.com`,
});

/** For unit tests: São Paulo and Rio as entities keep a place (`cityId` = IBGE code). */
export const SAO_PAULO_COLUMNS = { state: 'SP', city: 'São Paulo', cityId: '3550308' };
export const RIO_COLUMNS = { state: 'RJ', city: 'Rio de Janeiro', cityId: '3304557' };

/**
 * For unit tests: a person as a service's copy of identity-svc's people keeps them
 * (`peopleCopyProperties` of @encontro/server-events) — Ana Souza of São Paulo, default avatar.
 * A service adds its own columns.
 */
export const personCopy = () => ({
  userId: randomUUID(),
  ...anaSouza(),
  photo: null as string | null,
  ...SAO_PAULO_COLUMNS,
  updatedAt: new Date('2026-11-02T12:00:00Z'),
});
