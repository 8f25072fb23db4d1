import { moderationRpc } from '@encontro/contracts';
import { rpcHandlers } from '@encontro/server-messaging';
import { SettingsService } from './settings.service.js';

export const SettingsHandlers = rpcHandlers(
  'SettingsHandlers',
  moderationRpc,
  { settings: SettingsService },
  {
    /** GET /api/admin/settings → {platform_name, contact_email, auto_censor, approval_required, integrity_auto_hold, updated_at} */
    getSettings: (_empty, { settings }) => settings.get(),
    /** PUT /api/admin/settings {platform_name, contact_email, auto_censor, approval_required, integrity_auto_hold} → {message, settings} */
    updateSettings: ({ actor_id, body }, { settings }) => settings.update(actor_id, body),
  },
);
export type SettingsHandlers = InstanceType<typeof SettingsHandlers>;
