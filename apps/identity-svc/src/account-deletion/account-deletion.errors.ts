import { userLifecycleMessages as m } from '@encontro/contracts';
import { DomainError } from '@encontro/server-messaging';

export const wrongPassword = () =>
  new DomainError('WRONG_PASSWORD', m.wrongPassword, { password: [m.wrongPassword] });
export const adminSelfDelete = () => new DomainError('ADMIN_SELF_DELETE', m.adminSelfDelete);
