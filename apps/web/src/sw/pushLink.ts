// How a page opened from a push says which notification it came from, so the app marks it read: the
// service worker adds `?notificacao=<id>` to the push's link; the bell (signed-in pages) reads it,
// marks that notification read and takes the parameter out of the address.

export const OPENED_NOTIFICATION_PARAM = 'notificacao';

const notificationId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` can name a notification (a UUID): anything else in the address is only removed. */
export const isNotificationId = (id: string): boolean => notificationId.test(id);

/** `path` (path + query + hash of this app) with the notification it opens named in its query. */
export function linkOpening(path: string, id: string): string {
  const url = new URL(path, 'http://app.invalid');
  url.searchParams.set(OPENED_NOTIFICATION_PARAM, id);
  return `${url.pathname}${url.search}${url.hash}`;
}
