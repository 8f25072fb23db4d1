import { randomUUID } from 'node:crypto';
import { weekOf } from '@encontro/contracts';
import type { Indication } from '../../src/indications/indication.entity.js';
import type { Person } from '../../src/people/person.entity.js';

/** Data for unit tests: plain entities as the repositories return them, each overridable. */

const SAO_PAULO = { state: 'SP', city: 'São Paulo', cityId: '3550308' };

export function personFactory(overrides: Partial<Person> = {}): Person {
  return {
    userId: randomUUID(),
    name: 'Ana',
    surname: 'Souza',
    email: `ana.${randomUUID().slice(0, 8)}@example.com`,
    photo: null,
    ...SAO_PAULO,
    isAdmin: false,
    updatedAt: new Date('2026-11-02T12:00:00Z'),
    deletedAt: null,
    ...overrides,
  } as Person;
}

/** An approved indication of São Paulo in the week of `at` (default: a Thursday, voting open). */
export function indicationFactory(
  overrides: Partial<Indication> = {},
  at = new Date('2026-11-26T22:00:00-03:00'),
): Indication {
  return {
    id: randomUUID(),
    hostId: randomUUID(),
    week: weekOf(at).week,
    ...SAO_PAULO,
    name: 'Bar do Encontro',
    address: 'Rua Augusta, 1000 - Consolação',
    reference: null,
    phone: null,
    website: null,
    attractives: ['Música ao vivo'],
    eventDay: 'Sábado',
    eventTime: 'Noite - Horário a combinar',
    photos: ['storage/indications/x/1.webp'],
    status: 'active',
    voteCount: 0,
    reviewedBy: null,
    reviewedAt: null,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  } as Indication;
}
