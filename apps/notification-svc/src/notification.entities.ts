import { eventEntities } from '@encontro/server-events';
import { mailEntities } from '@encontro/server-mail';
import { Venue, WeekParticipant } from './activity/activity.entities.js';
import { Notification } from './notifications/notification.entity.js';
import { DeletedUser, Person } from './people/person.entity.js';
import { NotificationPreference } from './preferences/notification-preference.entity.js';
import { PushDelivery, PushSubscription } from './push/push.entities.js';

export const notificationEntities = [
  ...eventEntities,
  ...mailEntities,
  Person,
  DeletedUser,
  Venue,
  WeekParticipant,
  Notification,
  NotificationPreference,
  PushSubscription,
  PushDelivery,
];
