import { userLifecycleMessages as m } from '@encontro/contracts';
import { DomainError } from '@encontro/server-messaging';

export const cannotTargetSelf = () => new DomainError('CANNOT_TARGET_SELF', m.cannotTargetSelf);
export const cannotTargetAdmin = () => new DomainError('CANNOT_TARGET_ADMIN', m.cannotTargetAdmin);
