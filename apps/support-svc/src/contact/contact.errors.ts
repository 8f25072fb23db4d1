import { supportMessages } from '@encontro/contracts';
import { DomainError } from '@encontro/server-messaging';

export const dailyLimitReached = () => new DomainError('RATE_LIMITED', supportMessages.dailyLimitReached);
