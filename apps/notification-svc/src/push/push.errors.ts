import { notificationMessages } from '@encontro/contracts';
import { DomainError } from '@encontro/server-messaging';

export const endpointInvalid = () =>
  new DomainError('VALIDATION_FAILED', notificationMessages.endpointInvalid, {
    endpoint: [notificationMessages.endpointInvalid],
  });

export const keysInvalid = () =>
  new DomainError('VALIDATION_FAILED', notificationMessages.keysInvalid, {
    'keys.p256dh': [notificationMessages.keysInvalid],
  });
