import { notificationRpc } from '@encontro/contracts';
import { rpcHandlers } from '@encontro/server-messaging';
import { PreferencesService } from './preferences.service.js';

export const PreferencesHandlers = rpcHandlers(
  'PreferencesHandlers',
  notificationRpc,
  { preferences: PreferencesService },
  {
    /** GET /api/notifications/preferences → {preferences} */
    getPreferences: ({ user_id }, { preferences }) => preferences.get(user_id),
    /** PUT /api/notifications/preferences → {message, preferences} */
    updatePreferences: ({ user_id, body }, { preferences }) => preferences.update(user_id, body.preferences),
    /** One-click unsubscribe of an e-mail (?token=) → {message, type} */
    emailUnsubscribe: ({ query }, { preferences }) => preferences.emailUnsubscribe(query.token),
  },
);
export type PreferencesHandlers = InstanceType<typeof PreferencesHandlers>;
