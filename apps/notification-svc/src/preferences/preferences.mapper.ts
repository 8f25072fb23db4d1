import {
  type ChannelPreference,
  type NotificationType,
  emailNotificationTypes,
  notificationTypes,
} from '@encontro/contracts';
import type { NotificationPreference } from './notification-preference.entity.js';

export type ChannelsByType = Record<NotificationType, ChannelPreference>;

/** Every channel is on until the person turns it off. */
export const DEFAULT_CHANNELS: ChannelPreference = { in_app: true, email: true, push: true };

export const channelsOf = (row: NotificationPreference | undefined): ChannelPreference =>
  row ? { in_app: row.inApp, email: row.email, push: row.push } : { ...DEFAULT_CHANNELS };

/** Every type with its three channels, stored choices over the defaults. */
export function channelsByType(rows: readonly NotificationPreference[]): ChannelsByType {
  const stored = new Map(rows.map((row) => [row.type, row]));
  return Object.fromEntries(
    notificationTypes.map((type) => [type, channelsOf(stored.get(type))]),
  ) as ChannelsByType;
}

/** The types whose e-mail the person turned off, of those that have one (what the senders need). */
export const emailOptOut = (channels: ChannelsByType): NotificationType[] =>
  emailNotificationTypes.filter((type) => !channels[type].email);

/** The types kept out of the person's list and unread count. */
export const hiddenTypes = (channels: ChannelsByType): NotificationType[] =>
  notificationTypes.filter((type) => !channels[type].in_app);
