import { z } from 'zod';
import { requiredText } from './fields.js';
import { storableString, text } from './text.js';

/** pt-BR messages of SPEC §5, shared by the web forms and the services. */
export const accountMessages = {
  requiredFields: 'Por favor, preencha todos os campos obrigatórios.',
  passwordsDiffer: 'As senhas não coincidem.',
  emailRequired: 'E-mail é obrigatório',
  emailInvalid: 'E-mail inválido',
  emailTooLong: (max: number) => `E-mail deve ter no máximo ${max} caracteres`,
  passwordRequired: 'Senha é obrigatória',
  passwordMin: 'Senha deve ter pelo menos 6 caracteres',
  passwordMax: 'Senha deve ter no máximo 20 caracteres',
  passwordUppercase: 'Senha deve conter pelo menos uma letra maiúscula',
  passwordDigit: 'Senha deve conter pelo menos um número',
  passwordConfirmationRequired: 'Confirmação de senha é obrigatória',
  passwordsMismatch: 'Senhas não coincidem',
  firstNameTooLong: (max: number) => `Nome deve ter no máximo ${max} caracteres`,
  lastNameTooLong: (max: number) => `Sobrenome deve ter no máximo ${max} caracteres`,
  nameRequired: 'Nome é obrigatório',
  surnameRequired: 'Sobrenome é obrigatório',
  stateRequired: 'Estado é obrigatório',
  cityRequired: 'Cidade é obrigatória',
  genderRequired: 'Gênero é obrigatório',
  currentPasswordRequired: 'Senha atual é obrigatória para alterar a senha',
  newPasswordMin: 'Nova senha deve ter pelo menos 6 caracteres',
  newPasswordMax: 'Nova senha deve ter no máximo 20 caracteres',
  newPasswordConfirmationRequired: 'Confirmação da nova senha é obrigatória',
  resetEmailRequired: 'Email é obrigatório',
  resetEmailInvalid: 'Email inválido',
  verificationLinkInvalid: 'Link de verificação inválido ou expirado.',
  verificationLinkMissing: 'Link de verificação não encontrado.',
  photoFormat: 'Formato de arquivo não suportado. Use JPG, PNG ou WEBP.',
  photoTooLarge: 'Arquivo muito grande. Máximo 2MB.',
  termsRequired: 'Você precisa aceitar os Termos & Condições.',
} as const;

export const genderCodes = ['M', 'F', 'O'] as const;
export const genderSchema = z.enum(genderCodes);
export type Gender = z.infer<typeof genderSchema>;

/** Passwords are kept as typed (only a blank one reads as ''); every other field is trimmed. */
const password = () => text({ trim: false });
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An e-mail address of up to `max` characters: blank is `requiredMessage`. */
const emailAddress = (
  max: number,
  requiredMessage: string,
  invalidMessage: string = accountMessages.emailInvalid,
) =>
  text().pipe(
    z
      .string()
      .min(1, { message: requiredMessage, abort: true })
      .regex(emailPattern, invalidMessage)
      .max(max, accountMessages.emailTooLong(max)),
  );

/** A password of 6 to 20 characters (chain the rules a new one adds): blank is `requiredMessage`. */
const passwordString = (requiredMessage: string) =>
  z
    .string()
    .min(1, { message: requiredMessage, abort: true })
    .min(6, accountMessages.passwordMin)
    .max(20, accountMessages.passwordMax);

export const loginSchema = z.object({
  email: emailAddress(50, accountMessages.emailRequired).describe('E-mail da conta (até 50 caracteres)'),
  password: password()
    .pipe(passwordString(accountMessages.passwordRequired))
    .describe('Senha (6 a 20 caracteres)'),
});
export type LoginRequest = z.infer<typeof loginSchema>;

const required = (max: number, tooLong: string) => requiredText(max, accountMessages.requiredFields, tooLong);

export const registerSchema = z
  .object({
    first_name: required(100, accountMessages.firstNameTooLong(100)).describe('Nome'),
    last_name: required(100, accountMessages.lastNameTooLong(100)).describe('Sobrenome'),
    email: emailAddress(255, accountMessages.requiredFields).describe('E-mail (até 255 caracteres)'),
    state: required(60, accountMessages.stateRequired).describe('Estado: nome ou sigla da UF'),
    city: text().pipe(z.string().max(100)).optional().describe('Nome do município'),
    city_id: z
      .preprocess(
        (v) => (v === '' || v === null || v === undefined ? undefined : String(v)),
        z.string({ error: accountMessages.requiredFields }).regex(/^\d{7}$/, accountMessages.cityRequired),
      )
      .describe('Código IBGE de 7 dígitos do município'),
    gender: z
      .preprocess((v) => (v === '' || v === null ? undefined : v), genderSchema.optional())
      .describe('M, F ou O (opcional)'),
    password: password()
      .pipe(passwordString(accountMessages.requiredFields))
      .describe('Senha (6 a 20 caracteres)'),
    password_confirmation: password().pipe(
      z.string().min(1, { message: accountMessages.requiredFields, abort: true }),
    ),
    terms_accepted: z
      .preprocess((v) => v === true || v === 'true' || v === 1 || v === '1' || v === 'on', z.boolean())
      .refine((v) => v, accountMessages.requiredFields)
      .describe('Aceite dos Termos & Condições'),
    honeypot: storableString().optional().describe('Campo oculto: deve ficar vazio'),
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: accountMessages.passwordsDiffer,
    path: ['password_confirmation'],
  });
export type RegisterRequest = z.infer<typeof registerSchema>;

export const emailOnlySchema = z.object({
  email: emailAddress(255, accountMessages.resetEmailRequired, accountMessages.resetEmailInvalid),
});
export type EmailOnlyRequest = z.infer<typeof emailOnlySchema>;

/** The token of an e-mailed link (verification, password reset). */
const linkToken = () => requiredText(200, accountMessages.verificationLinkMissing);

export const validateEmailSchema = z.object({ token: linkToken() });
export type ValidateEmailRequest = z.infer<typeof validateEmailSchema>;

export const verifyEmailSchema = z
  .object({
    token: text().pipe(z.string().max(200)),
    email: text().pipe(z.string().max(255)),
  })
  .superRefine((v, ctx) => {
    if (v.token) return;
    ctx.addIssue({
      code: 'custom',
      path: ['token'],
      message: v.email ? accountMessages.verificationLinkInvalid : accountMessages.verificationLinkMissing,
    });
  });
export type VerifyEmailRequest = z.infer<typeof verifyEmailSchema>;

/** The reset rules of SPEC §5 "Reset": shared by the reset form's live checklist. */
export const resetPasswordRules = [
  { id: 'length', label: 'Pelo menos 6 caracteres', test: (p: string) => p.length >= 6 },
  { id: 'uppercase', label: 'Uma letra maiúscula', test: (p: string) => /[A-Z]/.test(p) },
  { id: 'digit', label: 'Um número', test: (p: string) => /\d/.test(p) },
] as const;

const newPassword = () =>
  password().pipe(
    passwordString(accountMessages.passwordRequired)
      .regex(/[A-Z]/, accountMessages.passwordUppercase)
      .regex(/\d/, accountMessages.passwordDigit),
  );

export const resetPasswordSchema = z.object({
  token: linkToken(),
  password: newPassword(),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordSchema>;

export const authResetPasswordSchema = z
  .object({
    token: linkToken(),
    password: newPassword(),
    password_confirmation: password().pipe(
      z.string().min(1, { message: accountMessages.passwordConfirmationRequired, abort: true }),
    ),
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: accountMessages.passwordsMismatch,
    path: ['password_confirmation'],
  });
export type AuthResetPasswordRequest = z.infer<typeof authResetPasswordSchema>;

export const profileUpdateSchema = z
  .object({
    name: requiredText(50, accountMessages.nameRequired, accountMessages.firstNameTooLong(50)),
    surname: requiredText(50, accountMessages.surnameRequired, accountMessages.lastNameTooLong(50)),
    state: requiredText(60, accountMessages.stateRequired),
    city: requiredText(100, accountMessages.cityRequired),
    city_id: z.preprocess(
      (v) => (v === '' || v === null || v === undefined ? undefined : String(v)),
      z
        .string()
        .regex(/^\d{7}$/, accountMessages.cityRequired)
        .optional(),
    ),
    gender: z
      .preprocess((v) => (v === '' || v === null ? undefined : v), genderSchema.optional())
      .refine((v) => v !== undefined, accountMessages.genderRequired),
    current_password: storableString().optional(),
    new_password: storableString().optional(),
    new_password_confirmation: storableString().optional(),
  })
  .superRefine((v, ctx) => {
    const changing = Boolean(v.current_password || v.new_password || v.new_password_confirmation);
    if (!changing) return;
    if (!v.current_password)
      ctx.addIssue({
        code: 'custom',
        path: ['current_password'],
        message: accountMessages.currentPasswordRequired,
      });
    const next = v.new_password ?? '';
    if (next.length < 6)
      ctx.addIssue({ code: 'custom', path: ['new_password'], message: accountMessages.newPasswordMin });
    else if (next.length > 20)
      ctx.addIssue({ code: 'custom', path: ['new_password'], message: accountMessages.newPasswordMax });
    if (!v.new_password_confirmation)
      ctx.addIssue({
        code: 'custom',
        path: ['new_password_confirmation'],
        message: accountMessages.newPasswordConfirmationRequired,
      });
    else if (v.new_password_confirmation !== next)
      ctx.addIssue({
        code: 'custom',
        path: ['new_password_confirmation'],
        message: accountMessages.passwordsMismatch,
      });
  });
export type ProfileUpdateRequest = z.infer<typeof profileUpdateSchema>;

/** Profile photo rules of SPEC §5/§9, checked again by content on the server. */
export const profilePhotoRules = {
  maxBytes: 2 * 1024 * 1024,
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
} as const;
