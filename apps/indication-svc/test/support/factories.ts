import { randomUUID } from 'node:crypto';
import { weekOf } from '@encontro/contracts';
import { SAO_PAULO_COLUMNS, defineFactory, personCopy } from '@encontro/testing';
import type { Indication } from '../../src/indications/indication.entity.js';
import type { Person } from '../../src/people/person.entity.js';
import type { Winner } from '../../src/winners/winner.entity.js';

/** Data for unit tests: plain entities as the repositories return them, each overridable. */

export const personFactory = defineFactory<Person>(() => ({
  ...personCopy(),
  isAdmin: false,
  gender: null,
  deletedAt: null,
}));

/** An approved indication of São Paulo in the week of `at` (default: a Thursday, voting open). */
export function indicationFactory(
  overrides: Partial<Indication> = {},
  at = new Date('2026-11-26T22:00:00-03:00'),
): Indication {
  return {
    id: randomUUID(),
    hostId: randomUUID(),
    week: weekOf(at).week,
    ...SAO_PAULO_COLUMNS,
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
    votesUnderReview: 0,
    reviewedBy: null,
    reviewedAt: null,
    rejectionReason: null,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  } as Indication;
}

/** Winner n°1 of `indication`'s week, its nominator hosting and not yet confirmed. */
export function winnerFactory(indication: Indication, overrides: Partial<Winner> = {}): Winner {
  return {
    id: randomUUID(),
    indicationId: indication.id,
    week: indication.week,
    cityId: indication.cityId,
    position: 1,
    voteCount: indication.voteCount,
    nominatorId: indication.hostId,
    hostId: indication.hostId,
    hostConfirmedAt: null,
    hostLinkToken: 'a'.repeat(48),
    reminderSentAt: null,
    handoverCheckedAt: null,
    handoverOutcome: null,
    createdAt: new Date('2026-11-27T03:00:00Z'),
    ...overrides,
  } as Winner;
}
