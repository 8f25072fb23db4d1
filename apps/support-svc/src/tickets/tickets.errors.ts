import { supportMessages } from '@encontro/contracts';
import { DomainError } from '@encontro/server-messaging';

export const ticketNotFound = () => new DomainError('TICKET_NOT_FOUND', supportMessages.ticketNotFound);
export const notOwnIndication = () =>
  new DomainError('NOT_OWN_INDICATION', supportMessages.notOwnIndication, {
    indication_id: [supportMessages.notOwnIndication],
  });
export const alreadyResponded = () =>
  new DomainError('TICKET_ALREADY_RESPONDED', supportMessages.alreadyResponded);
export const notYetResponded = () =>
  new DomainError('TICKET_NOT_RESPONDED', supportMessages.finalizeOnlyResponded);
export const alreadyFinalized = () =>
  new DomainError('TICKET_ALREADY_FINALIZED', supportMessages.alreadyFinalized);
