import { accountMessages } from '@encontro/contracts';
import { DomainError } from '@encontro/server-messaging';

export const registrationMessages = {
  registered: 'Cadastro realizado! Enviamos um link de verificação para o seu e-mail.',
  verified: 'Email verificado com sucesso! Você já pode fazer login.',
  alreadyVerified: 'Este email já foi verificado. Você já pode fazer login.',
  resent: 'Email de verificação reenviado com sucesso! Verifique sua caixa de entrada.',
  emailTaken: 'E-mail já cadastrado. Tente fazer login ou recuperar a senha.',
} as const;

export const emailTaken = () =>
  new DomainError('EMAIL_TAKEN', registrationMessages.emailTaken, {
    email: [registrationMessages.emailTaken],
  });
export const verificationLinkInvalid = () =>
  new DomainError('VALIDATION_FAILED', accountMessages.verificationLinkInvalid, {
    token: [accountMessages.verificationLinkInvalid],
  });
