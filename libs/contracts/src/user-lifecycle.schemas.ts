import { z } from 'zod';
import { confirmedWith, pageMetaSchema } from './shared.rpc-schemas.js';
import { optionalText, storableString } from './text.js';
import { genderSchema } from './account.schemas.js';
import { userIdentityFields } from './fields.js';
import { userSchema } from './user.js';

/**
 * The account's life beyond sign-up: the admin's users tab (block, delete), LGPD self-service
 * (download everything, delete the account) and the anti-abuse limits' answer.
 */
export const userLifecycleMessages = {
  blocked: 'Usuário bloqueado com sucesso!',
  unblocked: 'Usuário desbloqueado com sucesso!',
  deleted: 'Usuário excluído com sucesso!',
  ownAccountDeleted: 'Sua conta foi excluída. Sentiremos sua falta!',
  userNotFound: 'Usuário não encontrado.',
  cannotTargetSelf: 'Você não pode bloquear ou excluir a sua própria conta pelo painel.',
  cannotTargetAdmin: 'Não é possível bloquear ou excluir um administrador.',
  adminSelfDelete: 'Contas de administrador não podem ser excluídas pelo perfil. Peça a outro administrador.',
  passwordRequired: 'Senha é obrigatória',
  wrongPassword: 'Senha incorreta',
  exportUnavailable: 'Não foi possível reunir todos os seus dados agora. Tente novamente em alguns minutos.',
  tooFast: 'Você está enviando muito rápido. Aguarde alguns minutos e tente novamente.',
} as const;

/** The name shown wherever a deleted account's kept content (a past winner) names its author. */
export const REMOVED_USER_NAME = 'Usuário removido';

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** GET /api/admin/users: always one page (20 by default), searched and filtered on the server. */
export const adminUsersQuerySchema = z.object({
  search: optionalText(100).describe(
    'Busca em nome, sobrenome, nome completo e e-mail (sem diferença de maiúsculas ou acentos)',
  ),
  state: optionalText(60).describe('Estado (nome ou sigla); vazio = todos'),
  ids: z
    .preprocess(
      (v) => (typeof v === 'string' ? (v.trim() ? v.split(',').map((id) => id.trim()) : undefined) : v),
      z.array(z.string().uuid('Informe ids de usuário válidos.')).min(1).max(100).optional(),
    )
    .describe('Só estas contas: até 100 ids separados por vírgula (a aba Integridade)'),
  page: z
    .preprocess(emptyToUndefined, z.coerce.number().int().min(1).optional())
    .describe('Página, a partir de 1 (1 quando ausente)'),
  per_page: z
    .preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100).optional())
    .describe('Usuários por página, até 100 (20 quando ausente)'),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

/** SPEC §3 User in the admin list. */
export const adminUserSchema = z.object({
  ...userIdentityFields,
  gender: genderSchema.nullable(),
  photo: z.string().nullable(),
  is_admin: z.boolean(),
  last_voted_indication_id: z.string().nullable(),
  last_confirmed_indication_id: z.string().nullable(),
  blocked: z.boolean(),
  email_verified: z.boolean(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserPageSchema = z.object({
  data: z.array(adminUserSchema),
  /** Every admin page's meta, without from/to (the tab derives them). */
  meta: pageMetaSchema.omit({ from: true, to: true }),
});
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

export const adminUserToggledSchema = confirmedWith('user', adminUserSchema);
export type AdminUserToggled = z.infer<typeof adminUserToggledSchema>;

/** DELETE /api/profile: the account's own password confirms the deletion. */
export const deleteAccountSchema = z.object({
  password: storableString({ message: userLifecycleMessages.passwordRequired })
    .min(1, userLifecycleMessages.passwordRequired)
    .max(100, userLifecycleMessages.wrongPassword)
    .describe('A senha atual da conta'),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountSchema>;

/** What identity-svc answers to a new profile photo: the gateway removes the one it replaced. */
export const photoUpdatedSchema = z.object({ user: userSchema, replaced_photo: z.string().nullable() });
export type PhotoUpdated = z.infer<typeof photoUpdatedSchema>;

/** Every contract of `userDataExports` takes this and answers a `UserDataExport`. */
export const userDataExportCommand = z.object({ user_id: z.string().uuid() });
export type UserDataExport<D = Record<string, unknown>> = { service: string; data: D };
export const userDataExportSchema = z.object({
  service: z.string(),
  data: z.record(z.string(), z.unknown()),
});

/** GET /api/profile/export: one JSON file gathered from every service (each one's `data` by its name). */
export const userDataExportFileSchema = z.object({
  exported_at: z.iso.datetime(),
  user_id: z.string().uuid(),
  services: z.record(z.string(), userDataExportSchema.shape.data),
});
export type UserDataExportFile = z.infer<typeof userDataExportFileSchema>;
export const USER_DATA_EXPORT_FILENAME = 'encontro-meus-dados.json';
