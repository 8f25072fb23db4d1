import { notificationMessages } from '@encontro/contracts';
import { DomainError } from '@encontro/server-messaging';

export const notificationNotFound = () =>
  new DomainError('NOTIFICATION_NOT_FOUND', notificationMessages.notFound);
