import { indicationMessages as m } from '@encontro/contracts';
import { DomainError } from '@encontro/server-messaging';

/** The cycle's refusals. Codes only: the gateway maps them to HTTP statuses. */
export const cycleErrors = {
  profileNotReady: () => new DomainError('SERVICE_UNAVAILABLE', m.profileNotReady),
  otherCity: () => new DomainError('VALIDATION_FAILED', m.otherCity, { city_id: [m.otherCity] }),
  otherCityContent: () => new DomainError('FORBIDDEN', m.otherCityContent),
  cityNotFound: () => new DomainError('NOT_FOUND', m.cityNotFound),
  weekendClosed: () => new DomainError('FORBIDDEN', m.weekendClosed),
  alreadyNominated: () => new DomainError('CONFLICT', m.alreadyNominated),
  cityCapReached: (cap: number) => new DomainError('CONFLICT', m.cityCapReached(cap)),
  indicationNotFound: () => new DomainError('NOT_FOUND', m.indicationNotFound),
  notPending: () => new DomainError('CONFLICT', m.notPending),
  votingClosed: () => new DomainError('FORBIDDEN', m.votingClosed),
  notVotable: () => new DomainError('CONFLICT', m.notVotable),
  alreadyVoted: () => new DomainError('CONFLICT', m.alreadyVoted),
  noVote: () => new DomainError('NOT_FOUND', m.noVote),
  notAWinner: () => new DomainError('NOT_FOUND', m.notAWinner),
  meetupOver: () => new DomainError('CONFLICT', m.meetupOver),
  attendingAnother: () => new DomainError('CONFLICT', m.attendingAnother),
  hostLinkInvalid: () => new DomainError('NOT_FOUND', m.hostLinkInvalid),
  calendarNotConfirmed: () => new DomainError('FORBIDDEN', m.calendarNotConfirmed),
} as const;
