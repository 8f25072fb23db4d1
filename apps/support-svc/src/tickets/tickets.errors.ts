import { supportMessages } from '@encontro/contracts';
import { DomainError } from '@encontro/server-messaging';

export const ticketNotFound = () => new DomainError('NOT_FOUND', supportMessages.ticketNotFound);
export const notOwnIndication = () =>
  new DomainError('FORBIDDEN', supportMessages.notOwnIndication, {
    indication_id: [supportMessages.notOwnIndication],
  });
export const alreadyResponded = () => new DomainError('CONFLICT', supportMessages.alreadyResponded);
export const notYetResponded = () => new DomainError('CONFLICT', supportMessages.finalizeOnlyResponded);
export const alreadyFinalized = () => new DomainError('CONFLICT', supportMessages.alreadyFinalized);
