import { notificationMessages } from '@encontro/contracts';
import { DomainError } from '@encontro/server-messaging';

export const endpointInvalid = () =>
  new DomainError('VALIDATION_FAILED', notificationMessages.endpointInvalid, {
    endpoint: [notificationMessages.endpointInvalid],
  });
