import { z } from 'zod';
import { confirmedWith } from './shared.rpc-schemas.js';
import { requiredText } from './fields.js';
import { moderationLimits, moderationMessages } from './moderation.messages.js';
import { text } from './text.js';

// Platform settings (SPEC §2 Admin, Configurações).

/** Defaults of the platform settings (SPEC §2: both moderation boxes on by default; issue 27: the automatic hold too). */
export const defaultPlatformSettings = {
  platform_name: 'Encontro',
  contact_email: 'contato@encontro.app',
  auto_censor: true,
  approval_required: true,
  integrity_auto_hold: true,
} as const;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const flag = () =>
  z.preprocess(
    (v) => (v === 'true' || v === 1 || v === '1' ? true : v === 'false' || v === 0 || v === '0' ? false : v),
    z.boolean({ message: moderationMessages.flagRequired }),
  );

/** PUT /api/admin/settings: the whole set (SPEC §2 Configurações), saved on the server. */
export const platformSettingsSchema = z.object({
  platform_name: requiredText(
    moderationLimits.platformName,
    moderationMessages.platformNameRequired,
    moderationMessages.platformNameTooLong,
  ).describe('Nome da plataforma'),
  contact_email: text()
    .pipe(
      z
        .string()
        .min(1, { message: moderationMessages.contactEmailRequired, abort: true })
        .regex(emailPattern, { message: moderationMessages.contactEmailInvalid, abort: true })
        .max(moderationLimits.contactEmail, moderationMessages.contactEmailTooLong),
    )
    .describe('E-mail de contato'),
  auto_censor: flag().describe('Censurar automaticamente palavras proibidas em posts e comentários'),
  approval_required: flag().describe('Exigir aprovação para indicações'),
  integrity_auto_hold: flag().describe(
    'Colocar em análise automaticamente, na quinta às 23h, os votos dos grupos de alto risco',
  ),
});
export type PlatformSettingsRequest = z.infer<typeof platformSettingsSchema>;

export const platformSettingsViewSchema = z.object({
  platform_name: z.string(),
  contact_email: z.string(),
  auto_censor: z.boolean(),
  approval_required: z.boolean(),
  integrity_auto_hold: z.boolean(),
  updated_at: z.string().nullable().describe('null enquanto valem os valores padrão'),
});
export type PlatformSettings = z.infer<typeof platformSettingsViewSchema>;

export const settingsSavedSchema = confirmedWith('settings', platformSettingsViewSchema);
export type SettingsSaved = z.infer<typeof settingsSavedSchema>;
