import { userLifecycleMessages as m } from '@encontro/contracts';
import { DomainError } from '@encontro/server-messaging';

export const cannotTargetSelf = () => new DomainError('FORBIDDEN', m.cannotTargetSelf);
export const cannotTargetAdmin = () => new DomainError('FORBIDDEN', m.cannotTargetAdmin);
