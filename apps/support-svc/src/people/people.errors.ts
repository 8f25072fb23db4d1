import { userLifecycleMessages } from '@encontro/contracts';
import { DomainError } from '@encontro/server-messaging';

export const userNotFound = () => new DomainError('USER_NOT_FOUND', userLifecycleMessages.userNotFound);
