import { z } from 'zod';
import { pathId, userId } from './fields.js';
import {
  emailUnsubscribeQuerySchema,
  notificationPreferencesUpdateSchema,
  notificationsQuerySchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from './notification.schemas.js';
import { userDataExportCommand } from './user-lifecycle.schemas.js';

/** Requests of notificationRpc: the public input plus what the gateway knows of the caller. */
const actor = z.object({ user_id: userId });

export const notificationCommands = {
  list: actor.extend({ query: notificationsQuerySchema }),
  markRead: actor.extend({ notification_id: pathId }),
  markAllRead: actor,
  getPreferences: actor,
  updatePreferences: actor.extend({ body: notificationPreferencesUpdateSchema }),
  publicKey: z.object({}),
  subscribe: actor.extend({ body: pushSubscriptionSchema, user_agent: z.string().max(512).optional() }),
  unsubscribe: actor.extend({ body: pushUnsubscribeSchema }),
  emailUnsubscribe: z.object({ query: emailUnsubscribeQuerySchema }),
  exportUserData: userDataExportCommand,
} as const;

export type NotificationCommand<K extends keyof typeof notificationCommands> = z.input<
  (typeof notificationCommands)[K]
>;
