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
} as const;
