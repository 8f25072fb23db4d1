import { genericMessages, sessionMessages } from '@encontro/contracts';
import { DomainError } from '@encontro/server-messaging';

export const invalidCredentials = () =>
  new DomainError('INVALID_CREDENTIALS', sessionMessages.invalidCredentials);
export const emailNotVerified = () =>
  new DomainError('EMAIL_NOT_VERIFIED', sessionMessages.emailNotVerified, {
    email: [sessionMessages.emailNotVerified],
  });
export const userBlocked = () => new DomainError('USER_BLOCKED', sessionMessages.userBlocked);
/** The same answer as the gateway's per-address limit, for a known or an unknown e-mail alike. */
export const tooManyLoginFailures = () => new DomainError('LOGIN_THROTTLED', genericMessages.rateLimited);
