import { supportMessages } from '@encontro/contracts';
import { DomainError } from '@encontro/server-messaging';

export const faqNotFound = () => new DomainError('FAQ_NOT_FOUND', supportMessages.faqNotFound);
