import { z } from 'zod';
import { confirmedWith, messageResponseSchema } from './shared.rpc-schemas.js';
import { storableString } from './text.js';
import { notificationMessages as m, notificationTypes } from './notification.messages.js';

export const notificationTypeSchema = z.enum(notificationTypes, { message: m.typeInvalid });

/** One notification as its owner sees it (GET /api/notifications). */
export const notificationSchema = z.object({
  id: z.string().uuid(),
  type: notificationTypeSchema,
  title: z.string(),
  body: z.string(),
  url: z.string().describe('A path of the web app, e.g. /forum/{id}'),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const NOTIFICATIONS_PAGE_MAX = 50;

/** GET /api/notifications?before=&limit=: newest first; `before` is the id of the last one already shown. */
export const notificationsQuerySchema = z.object({
  before: z.string().uuid({ message: m.beforeInvalid }).optional(),
  limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_PAGE_MAX).default(20),
});
export type NotificationsQuery = z.input<typeof notificationsQuerySchema>;

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.number().int().min(0),
  next_before: z.string().uuid().nullable().describe('Pass as `before` for the next page; null on the last'),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** POST /api/notifications/{id}/read */
export const notificationReadSchema = z.object({
  notification: notificationSchema,
  unread: z.number().int().min(0),
});
export type NotificationRead = z.infer<typeof notificationReadSchema>;

/** POST /api/notifications/read-all */
export const notificationsAllReadSchema = z.object({ message: z.string(), unread: z.literal(0) });
export type NotificationsAllRead = z.infer<typeof notificationsAllReadSchema>;

export const channelPreferenceSchema = z.object({
  in_app: z.boolean(),
  email: z.boolean(),
  push: z.boolean(),
});
export type ChannelPreference = z.infer<typeof channelPreferenceSchema>;

/** GET /api/notifications/preferences: every type, each with its three channels. */
export const notificationPreferencesSchema = z.object({
  preferences: z.record(notificationTypeSchema, channelPreferenceSchema),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** PUT /api/notifications/preferences: the types and channels to change (others keep their value). */
export const notificationPreferencesUpdateSchema = z.object({
  preferences: z.partialRecord(notificationTypeSchema, channelPreferenceSchema.partial()),
});
export type NotificationPreferencesUpdate = z.input<typeof notificationPreferencesUpdateSchema>;

export const notificationPreferencesSavedSchema = notificationPreferencesSchema.extend({
  message: z.string(),
});
export type NotificationPreferencesSaved = z.infer<typeof notificationPreferencesSavedSchema>;

/** GET /api/push/public-key: the VAPID application server key (base64url, uncompressed P-256 point). */
export const pushPublicKeySchema = z.object({ public_key: z.string() });
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;

/** Base64url (padding allowed) of an uncompressed P-256 point (65 bytes, 0x04 first) and of 16 bytes. */
const p256dhKey = z.string({ message: m.keysInvalid }).regex(/^B[A-Za-z0-9_-]{86}=?$/, m.keysInvalid);
const authSecret = z.string({ message: m.keysInvalid }).regex(/^[A-Za-z0-9_-]{22}(==)?$/, m.keysInvalid);

/** The browser's PushSubscription (`subscription.toJSON()`), minus `expirationTime`. */
export const pushSubscriptionSchema = z.object({
  endpoint: storableString({ message: m.endpointInvalid })
    .max(2048, m.endpointInvalid)
    .url(m.endpointInvalid),
  keys: z.object({ p256dh: p256dhKey, auth: authSecret }, { message: m.keysInvalid }),
});
export type PushSubscriptionInput = z.input<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = pushSubscriptionSchema.pick({ endpoint: true });
export type PushUnsubscribeInput = z.input<typeof pushUnsubscribeSchema>;

export const pushSubscriptionSavedSchema = messageResponseSchema;
export type PushSubscriptionSaved = z.infer<typeof pushSubscriptionSavedSchema>;

/** One-click unsubscribe (RFC 8058) from a non-transactional e-mail: `?token=` signed by notification-svc. */
export const emailUnsubscribeQuerySchema = z.object({
  token: storableString({ message: m.unsubscribeLinkInvalid })
    .min(1, m.unsubscribeLinkInvalid)
    .max(512, m.unsubscribeLinkInvalid),
});
export const emailUnsubscribedSchema = confirmedWith('type', notificationTypeSchema);
export type EmailUnsubscribed = z.infer<typeof emailUnsubscribedSchema>;
