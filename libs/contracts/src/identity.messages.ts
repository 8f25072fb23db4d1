/** identity-svc's pt-BR answers (SPEC §5): sign-in, sign-up, password reset, profile and places. */
export const sessionMessages = {
  invalidCredentials: 'E-mail ou senha incorretos',
  emailNotVerified: 'E-mail não verificado. Verifique sua caixa de entrada.',
  userBlocked: 'Sua conta está bloqueada. Entre em contato com o suporte.',
  loggedOut: 'Logout realizado com sucesso.',
} as const;

export const registrationMessages = {
  registered: 'Cadastro realizado! Enviamos um link de verificação para o seu e-mail.',
  verified: 'Email verificado com sucesso! Você já pode fazer login.',
  alreadyVerified: 'Este email já foi verificado. Você já pode fazer login.',
  resent: 'Email de verificação reenviado com sucesso! Verifique sua caixa de entrada.',
  emailTaken: 'E-mail já cadastrado. Tente fazer login ou recuperar a senha.',
  emailDisposable: 'Não aceitamos e-mails temporários. Use um e-mail pessoal.',
} as const;

export const passwordResetMessages = {
  requested: 'Se o e-mail estiver cadastrado, você receberá um link para redefinir sua senha.',
  done: 'Senha redefinida com sucesso!',
  linkInvalid: 'Link de redefinição inválido ou expirado.',
} as const;

export const profileChangeMessages = {
  currentPasswordWrong: 'Senha atual incorreta',
  photoKeyInvalid: 'Foto inválida.',
} as const;

export const geoMessages = {
  stateNotFound: 'Estado não encontrado.',
  stateInvalid: 'Selecione um estado válido.',
  cityNotInState: 'Cidade não encontrada no estado selecionado.',
} as const;
