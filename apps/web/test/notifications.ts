import {
  emailNotificationTypes,
  notificationTexts,
  notificationTypes,
  type ChannelPreference,
  type Notification,
  type NotificationList,
  type NotificationPreferences,
  type NotificationType,
} from '@encontro/contracts';
import { makeUser, mockApi, type ApiCall } from './utils';

/** Fixtures of the notification centre (issue 16), shaped by the contract schemas. */
export const notificationId = (n: number) => `eeeeeeee-0000-4000-8000-${String(n).padStart(12, '0')}`;

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** Notification `n`: a forum post, unread, `n` minutes old (so 1 is the newest). */
export function makeNotification(n: number, overrides: Partial<Notification> = {}): Notification {
  const text = notificationTexts['forum.post'](
    `Bar ${n}`,
    `ffffffff-0000-4000-8000-${String(n).padStart(12, '0')}`,
  );
  return {
    id: notificationId(n),
    type: 'forum.post',
    ...text,
    read_at: null,
    created_at: minutesAgo(n),
    ...overrides,
  };
}

export function makeList(
  notifications: Notification[],
  overrides: Partial<NotificationList> = {},
): NotificationList {
  return {
    notifications,
    unread: notifications.filter((n) => n.read_at === null).length,
    next_before: null,
    ...overrides,
  };
}

/** Every type with the given channels (in-app and push on, e-mail on where there is one, by default). */
export function makePreferences(
  channels: Partial<Record<NotificationType, ChannelPreference>> = {},
): NotificationPreferences {
  const preferences = Object.fromEntries(
    notificationTypes.map((type) => [
      type,
      channels[type] ?? {
        in_app: true,
        email: (emailNotificationTypes as readonly NotificationType[]).includes(type),
        push: true,
      },
    ]),
  ) as NotificationPreferences['preferences'];
  return { preferences };
}

/** A signed-in person's API with `extra` handlers; the notification list answers `list` by default. */
export function signedInApi(
  extra: Parameters<typeof mockApi>[0] = {},
  list: NotificationList = makeList([]),
): ApiCall[] {
  return mockApi({
    'GET /api/me': { body: { user: makeUser() } },
    'GET /api/notifications': { body: list },
    ...extra,
  });
}
