import { indicationMessages as m } from '@encontro/contracts';
import { DomainError } from '@encontro/server-messaging';

/** The check-in's refusals ("Cheguei", issue 30): reasons only, the gateway maps them to statuses. */
export const checkinErrors = {
  hostOnly: () => new DomainError('CHECKIN_HOST_ONLY', m.checkinHostOnly),
  notOpenYet: (when: string) => new DomainError('CHECKIN_CLOSED', m.checkinNotOpenYet(when)),
  closed: () => new DomainError('CHECKIN_CLOSED', m.checkinClosed),
  notConfirmed: () => new DomainError('CHECKIN_NOT_CONFIRMED', m.checkinNotConfirmed),
  codeStale: () => new DomainError('CHECKIN_CODE_STALE', m.checkinCodeStale),
  codeInvalid: () =>
    new DomainError('CHECKIN_CODE_INVALID', m.checkinCodeInvalid, { code: [m.checkinCodeInvalid] }),
  personNotConfirmed: () => new DomainError('CHECKIN_PERSON_NOT_CONFIRMED', m.checkinPersonNotConfirmed),
} as const;
