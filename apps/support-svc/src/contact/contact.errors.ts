import { supportMessages } from '@encontro/contracts';
import { DomainError } from '@encontro/server-messaging';

export const dailyLimitReached = () =>
  new DomainError('CONTACT_DAILY_LIMIT', supportMessages.dailyLimitReached);
