import { profileChangeMessages as m } from '@encontro/contracts';
import { DomainError } from '@encontro/server-messaging';

export const currentPasswordWrong = () =>
  new DomainError('CURRENT_PASSWORD_WRONG', m.currentPasswordWrong, {
    current_password: [m.currentPasswordWrong],
  });
export const photoKeyInvalid = () =>
  new DomainError('PHOTO_KEY_INVALID', m.photoKeyInvalid, { photo: [m.photoKeyInvalid] });
