import { DomainError } from '@encontro/server-messaging';

export const passwordResetMessages = {
  requested: 'Se o e-mail estiver cadastrado, você receberá um link para redefinir sua senha.',
  done: 'Senha redefinida com sucesso!',
  linkInvalid: 'Link de redefinição inválido ou expirado.',
} as const;

export const resetLinkInvalid = () =>
  new DomainError('VALIDATION_FAILED', passwordResetMessages.linkInvalid, {
    token: [passwordResetMessages.linkInvalid],
  });
