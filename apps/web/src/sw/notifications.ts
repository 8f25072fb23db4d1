// What the service worker does with a push and with a click on its notification, apart from the worker's
// globals so the web tests can run it. A push carries `{ id, type, title, body, url }` (notification-svc).
import { isNotificationId, linkOpening } from './pushLink';

/** Shown when a push arrives without a readable payload: the person still learns there is news. */
export const fallbackPush = {
  title: 'Encontro',
  body: 'Você tem uma nova notificação.',
  url: '/',
} as const;

export const notificationIcon = '/icons/icon-192.png';
export const notificationBadge = '/icons/badge-96.png';

export type PushNotification = {
  title: string;
  options: NotificationOptions & { data: { url: string } };
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const nonEmpty = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value : undefined;

/**
 * A page of this app from a link a push carried: a path (or an address) of the same origin, as
 * path + query + hash; anything else (another site, `//host`, `javascript:`) is the Home.
 */
export function appPath(url: unknown, origin: string): string {
  if (typeof url !== 'string' || !url) return fallbackPush.url;
  let resolved: URL;
  try {
    resolved = new URL(url, origin);
  } catch {
    return fallbackPush.url;
  }
  return resolved.origin === origin
    ? `${resolved.pathname}${resolved.search}${resolved.hash}`
    : fallbackPush.url;
}

/** The notification to show for a push's data (`event.data`, which may be missing or not JSON). */
export function pushNotification(
  data: { json(): unknown } | null | undefined,
  origin: string,
): PushNotification {
  let payload: unknown;
  try {
    payload = data?.json();
  } catch {
    payload = undefined;
  }
  const push = isRecord(payload) ? payload : {};
  const title = nonEmpty(push.title);
  const id = nonEmpty(push.id);
  const path = appPath(push.url, origin);
  return {
    title: title ?? fallbackPush.title,
    options: {
      body: nonEmpty(push.body) ?? (title ? '' : fallbackPush.body),
      icon: notificationIcon,
      badge: notificationBadge,
      lang: 'pt-BR',
      // One notification per id: the same push delivered twice replaces itself.
      ...(id ? { tag: id } : {}),
      // The page it opens marks it read (pushLink.ts).
      data: { url: id && isNotificationId(id) ? linkOpening(path, id) : path },
    },
  };
}

/** The parts of a WindowClient the click needs. */
export type AppWindow = {
  url: string;
  focused: boolean;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
};

/**
 * After a click on a notification: an open window of the app (the focused one first) comes to the
 * front on the notification's page; without one (or if it cannot be navigated) a new window opens there.
 */
export async function openAppPage(
  windows: readonly AppWindow[],
  openWindow: (url: string) => Promise<unknown>,
  url: string,
): Promise<void> {
  const target = windows.find((w) => w.focused) ?? windows[0];
  if (!target) {
    await openWindow(url);
    return;
  }
  try {
    await target.focus();
    if (target.url !== url) await target.navigate(url);
  } catch {
    await openWindow(url);
  }
}
