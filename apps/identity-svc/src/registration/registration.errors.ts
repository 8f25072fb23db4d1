import { accountMessages, registrationMessages } from '@encontro/contracts';
import { DomainError } from '@encontro/server-messaging';

export const emailTaken = () =>
  new DomainError('EMAIL_TAKEN', registrationMessages.emailTaken, {
    email: [registrationMessages.emailTaken],
  });
export const emailDisposable = () =>
  new DomainError('EMAIL_DISPOSABLE', registrationMessages.emailDisposable, {
    email: [registrationMessages.emailDisposable],
  });
export const verificationLinkInvalid = () =>
  new DomainError('VERIFICATION_LINK_INVALID', accountMessages.verificationLinkInvalid, {
    token: [accountMessages.verificationLinkInvalid],
  });
