import { type InferEntity, defineEntity, p } from '@mikro-orm/core';
import { notificationTypes } from '@encontro/contracts';

/** A person's channels for one type; a type without a row has every channel on. */
export const NotificationPreference = defineEntity({
  name: 'NotificationPreference',
  tableName: 'notification_preferences',
  properties: {
    userId: p.uuid().primary(),
    type: p.enum(notificationTypes).primary(),
    inApp: p.boolean(),
    email: p.boolean(),
    push: p.boolean(),
    updatedAt: p.datetime(),
  },
});
export type NotificationPreference = InferEntity<typeof NotificationPreference>;
