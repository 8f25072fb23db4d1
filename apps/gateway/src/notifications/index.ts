import { EmailUnsubscribeController } from './email-unsubscribe.controller.js';
import { NotificationPreferencesController } from './notification-preferences.controller.js';
import { NotificationsController } from './notifications.controller.js';
import { PushSubscriptionsController } from './push-subscriptions.controller.js';

export { installOneClickUnsubscribeForm } from './one-click-form.js';

/** notification-svc's routes (issue 16): the notification centre, preferences, Web Push, e-mail opt-out. */
export const notificationControllers = [
  NotificationsController,
  NotificationPreferencesController,
  PushSubscriptionsController,
  EmailUnsubscribeController,
];
