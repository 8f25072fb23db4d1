import { indicationMessages as m } from '@encontro/contracts';
import { DomainError } from '@encontro/server-messaging';

/**
 * indication-svc's refusals (nominations, votes, winners, attendance, the city of a person), with the
 * messages of `indicationMessages`. Reasons only: the gateway maps them to HTTP statuses.
 */
export const indicationErrors = {
  profileNotReady: () => new DomainError('PROFILE_NOT_READY', m.profileNotReady),
  otherCity: () => new DomainError('NOMINATION_OTHER_CITY', m.otherCity, { city_id: [m.otherCity] }),
  otherCityContent: () => new DomainError('OTHER_CITY_CONTENT', m.otherCityContent),
  cityNotFound: () => new DomainError('CITY_NOT_FOUND', m.cityNotFound),
  weekendClosed: () => new DomainError('WEEKEND_CLOSED', m.weekendClosed),
  alreadyNominated: () => new DomainError('ALREADY_NOMINATED', m.alreadyNominated),
  duplicateIndication: (existingId: string) =>
    new DomainError('DUPLICATE_INDICATION', m.duplicateIndication, undefined, {
      existing_indication_id: existingId,
    }),
  cityCapReached: (cap: number) => new DomainError('CITY_CAP_REACHED', m.cityCapReached(cap)),
  indicationNotFound: () => new DomainError('INDICATION_NOT_FOUND', m.indicationNotFound),
  notPending: () => new DomainError('NOT_PENDING', m.notPending),
  votingClosed: () => new DomainError('VOTING_CLOSED', m.votingClosed),
  notVotable: () => new DomainError('NOT_VOTABLE', m.notVotable),
  alreadyVoted: () => new DomainError('ALREADY_VOTED', m.alreadyVoted),
  noVote: () => new DomainError('NO_VOTE', m.noVote),
  notAWinner: () => new DomainError('NOT_A_WINNER', m.notAWinner),
  meetupOver: () => new DomainError('MEETUP_OVER', m.meetupOver),
  attendingAnother: () => new DomainError('ATTENDING_ANOTHER', m.attendingAnother),
  hostLinkInvalid: () => new DomainError('HOST_LINK_INVALID', m.hostLinkInvalid),
  calendarNotConfirmed: () => new DomainError('CALENDAR_NOT_CONFIRMED', m.calendarNotConfirmed),
  meetupHostOnly: () => new DomainError('MEETUP_HOST_ONLY', m.meetupHostOnly),
  meetupStarted: () => new DomainError('MEETUP_STARTED', m.meetupStarted),
  startsAtOutOfPeriod: (message: string) =>
    new DomainError('VALIDATION_FAILED', message, { starts_at: [message] }),
  capacityBelowConfirmed: (confirmed: number) =>
    new DomainError('CAPACITY_BELOW_CONFIRMED', m.capacityBelowConfirmed(confirmed), {
      capacity: [m.capacityBelowConfirmed(confirmed)],
    }),
  meetupFull: () => new DomainError('MEETUP_FULL', m.meetupFull),
  notAttending: () => new DomainError('NOT_ATTENDING', m.notAttending),
  hostCannotLeave: () => new DomainError('HOST_CANNOT_LEAVE', m.hostCannotLeave),
  notInLine: () => new DomainError('NOT_IN_LINE', m.notInLine),
  noValidOffer: () => new DomainError('NO_VALID_OFFER', m.noValidOffer),
  reminderTokenInvalid: () =>
    new DomainError('REMINDER_TOKEN_INVALID', m.reminderTokenInvalid, { token: [m.reminderTokenInvalid] }),
  reminderExpired: () => new DomainError('REMINDER_EXPIRED', m.reminderExpired),
  reminderAnswered: () => new DomainError('REMINDER_ANSWERED', m.reminderAnswered),
} as const;
