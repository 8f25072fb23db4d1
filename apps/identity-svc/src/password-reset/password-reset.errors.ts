import { passwordResetMessages } from '@encontro/contracts';
import { DomainError } from '@encontro/server-messaging';

export const resetLinkInvalid = () =>
  new DomainError('RESET_LINK_INVALID', passwordResetMessages.linkInvalid, {
    token: [passwordResetMessages.linkInvalid],
  });
