import { notificationCommands as c } from './notification.commands.js';
import {
  emailUnsubscribedSchema,
  notificationListSchema,
  notificationPreferencesSavedSchema,
  notificationPreferencesSchema,
  notificationReadSchema,
  notificationsAllReadSchema,
  pushPublicKeySchema,
  pushSubscriptionSavedSchema,
} from './notification.schemas.js';
import { rpc } from './rpc.js';
import { userDataExportSchema } from './user-lifecycle.schemas.js';

/** notification-svc: the notification centre, preferences, Web Push subscriptions (issue 16). */
export const notificationRpc = {
  list: rpc('notification.list', { request: c.list, response: notificationListSchema, errorsUnder: 'query' }),
  markRead: rpc('notification.read', { request: c.markRead, response: notificationReadSchema }),
  markAllRead: rpc('notification.read-all', { request: c.markAllRead, response: notificationsAllReadSchema }),
  getPreferences: rpc('notification.preferences.get', {
    request: c.getPreferences,
    response: notificationPreferencesSchema,
  }),
  updatePreferences: rpc('notification.preferences.update', {
    request: c.updatePreferences,
    response: notificationPreferencesSavedSchema,
    errorsUnder: 'body',
  }),
  publicKey: rpc('notification.push.public-key', { request: c.publicKey, response: pushPublicKeySchema }),
  subscribe: rpc('notification.push.subscribe', {
    request: c.subscribe,
    response: pushSubscriptionSavedSchema,
    errorsUnder: 'body',
  }),
  unsubscribe: rpc('notification.push.unsubscribe', {
    request: c.unsubscribe,
    response: pushSubscriptionSavedSchema,
    errorsUnder: 'body',
  }),
  emailUnsubscribe: rpc('notification.email.unsubscribe', {
    request: c.emailUnsubscribe,
    response: emailUnsubscribedSchema,
    errorsUnder: 'query',
  }),
  exportUserData: rpc('notification.user-data.export', {
    caller: 'user',
    request: c.exportUserData,
    response: userDataExportSchema,
  }),
} as const;
