import { suiteApp } from '@encontro/testing';
import { type NotificationTestApp, createNotificationTestApp } from './notification-test-app.js';

/**
 * notification-svc for one integration suite: started before its first test on resources named after
 * `prefix` (with `env` over the test configuration), closed after its last. The object is filled in
 * by that `beforeAll`, so the suite reads it in its tests and hooks, not while it is being declared.
 */
export const notificationSuite = (prefix: string, env: Record<string, string> = {}): NotificationTestApp =>
  suiteApp(() => createNotificationTestApp(prefix, env));
