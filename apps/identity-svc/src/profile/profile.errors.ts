import { DomainError } from '@encontro/server-messaging';

export const profileMessages = {
  currentPasswordWrong: 'Senha atual incorreta',
  photoKeyInvalid: 'Foto inválida.',
} as const;

export const currentPasswordWrong = () =>
  new DomainError('VALIDATION_FAILED', profileMessages.currentPasswordWrong, {
    current_password: [profileMessages.currentPasswordWrong],
  });
export const photoKeyInvalid = () =>
  new DomainError('VALIDATION_FAILED', profileMessages.photoKeyInvalid, {
    photo: [profileMessages.photoKeyInvalid],
  });
