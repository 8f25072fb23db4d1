import { notificationMessages } from '@encontro/contracts';
import { DomainError } from '@encontro/server-messaging';

export const unsubscribeLinkInvalid = () =>
  new DomainError('UNSUBSCRIBE_LINK_INVALID', notificationMessages.unsubscribeLinkInvalid);
