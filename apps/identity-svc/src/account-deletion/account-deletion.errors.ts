import { userLifecycleMessages as m } from '@encontro/contracts';
import { DomainError } from '@encontro/server-messaging';

export const wrongPassword = () =>
  new DomainError('VALIDATION_FAILED', m.wrongPassword, { password: [m.wrongPassword] });
export const adminSelfDelete = () => new DomainError('FORBIDDEN', m.adminSelfDelete);
