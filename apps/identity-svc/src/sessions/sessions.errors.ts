import { genericMessages } from '@encontro/contracts';
import { DomainError } from '@encontro/server-messaging';

export const sessionMessages = {
  invalidCredentials: 'E-mail ou senha incorretos',
  emailNotVerified: 'E-mail não verificado. Verifique sua caixa de entrada.',
  userBlocked: 'Sua conta está bloqueada. Entre em contato com o suporte.',
  loggedOut: 'Logout realizado com sucesso.',
} as const;

export const invalidCredentials = () =>
  new DomainError('INVALID_CREDENTIALS', sessionMessages.invalidCredentials);
export const emailNotVerified = () =>
  new DomainError('EMAIL_NOT_VERIFIED', sessionMessages.emailNotVerified, {
    email: [sessionMessages.emailNotVerified],
  });
export const userBlocked = () => new DomainError('USER_BLOCKED', sessionMessages.userBlocked);
/** The same answer as the gateway's per-address limit, for a known or an unknown e-mail alike. */
export const tooManyLoginFailures = () => new DomainError('RATE_LIMITED', genericMessages.rateLimited);
