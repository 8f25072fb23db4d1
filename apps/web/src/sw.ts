/// <reference lib="webworker" />
// The service worker at /sw.js (built by vite-plugin-pwa, which injects the precache list): the app
// shell works offline, pushes become notifications, and a new deploy takes over at once.
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import {
  answerReminder,
  appPath,
  openAppPage,
  pushNotification,
  type ReminderAnswerData,
} from './sw/notifications';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

// A new version activates as soon as it is installed and takes the open pages (they keep the code they
// have loaded; their next page load gets the new shell), and the old version's precache is dropped.
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// Every page of the app is index.html (as the gateway answers), except what the gateway serves itself:
// the API and its docs, photos, health checks and files (a path ending in an extension). Workbox tests
// these against path + query.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/(api|storage|health|metrics)([/?]|$)/, /^[^?]*\.[A-Za-z0-9]+(\?|$)/],
  }),
);

self.addEventListener('push', (event) => {
  const { title, options } = pushNotification(event.data, self.location.origin);
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data: unknown = event.notification.data;
  // A reminder's button answers it where it is: the app does not open.
  const reply = event.action;
  const answer =
    typeof data === 'object' && data !== null && 'answer' in data
      ? (data.answer as ReminderAnswerData)
      : undefined;
  if (reply && answer) {
    event.waitUntil(
      answerReminder(fetch, self.location.origin, answer, reply).then(({ title, options }) =>
        self.registration.showNotification(title, options),
      ),
    );
    return;
  }
  const link = typeof data === 'object' && data !== null && 'url' in data ? data.url : undefined;
  const url = new URL(appPath(link, self.location.origin), self.location.origin).href;
  event.waitUntil(
    self.clients
      .matchAll({ type: 'window', includeUncontrolled: true })
      .then((windows) => openAppPage(windows, (href) => self.clients.openWindow(href), url)),
  );
});
