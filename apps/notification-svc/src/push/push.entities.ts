import { type InferEntity, defineEntity, p } from '@mikro-orm/core';

/** A browser's push subscription (one device of one person); an endpoint belongs to one person. */
export const PushSubscription = defineEntity({
  name: 'PushSubscription',
  tableName: 'push_subscriptions',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    endpoint: p.string().length(2048).unique(),
    p256dh: p.string().length(100),
    auth: p.string().length(30),
    userAgent: p.string().length(512).nullable(),
    createdAt: p.datetime(),
  },
});
export type PushSubscription = InferEntity<typeof PushSubscription>;

/** One push of one notification to one subscription, waiting for the push relay. */
export const PushDelivery = defineEntity({
  name: 'PushDelivery',
  tableName: 'push_deliveries',
  properties: {
    id: p.uuid().primary(),
    notificationId: p.uuid(),
    subscriptionId: p.uuid(),
    attempts: p.integer().default(0),
    lastError: p.string().length(500).nullable(),
    nextAttemptAt: p.datetime(),
    createdAt: p.datetime(),
  },
});
export type PushDelivery = InferEntity<typeof PushDelivery>;
