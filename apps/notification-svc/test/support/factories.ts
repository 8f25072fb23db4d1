import { createECDH, randomUUID } from 'node:crypto';
import { defineFactory } from '@encontro/testing';
import type { Venue } from '../../src/activity/activity.entities.js';
import type { Notification } from '../../src/notifications/notification.entity.js';
import type { NotificationPreference } from '../../src/preferences/notification-preference.entity.js';
import type { DueDelivery } from '../../src/push/push-deliveries.repository.js';
import type { PushSubscription } from '../../src/push/push.entities.js';

/** Data for unit tests: plain entities as the repositories return them, each overridable. */

export const SAO_PAULO_ID = '3550308';
export const RIO_ID = '3304557';
const CREATED = new Date('2026-11-27T03:00:00Z');

export const venueFactory = defineFactory<Venue>(() => ({
  indicationId: randomUUID(),
  userId: randomUUID(),
  name: 'Bar do Zé',
  cityId: SAO_PAULO_ID,
  week: '2026-W48',
}));

export const notificationFactory = defineFactory<Notification>(() => ({
  id: randomUUID(),
  eventId: randomUUID(),
  userId: randomUUID(),
  type: 'ticket.responded',
  title: 'Seu ticket foi respondido',
  body: 'O suporte respondeu ao ticket “Dúvida”.',
  url: '/support/ticket',
  indicationId: null,
  actionToken: null,
  pushed: false,
  readAt: null,
  createdAt: CREATED,
}));

export const preferenceFactory = defineFactory<NotificationPreference>(() => ({
  userId: randomUUID(),
  type: 'ticket.responded',
  inApp: true,
  email: true,
  push: true,
  updatedAt: CREATED,
}));

export const subscriptionFactory = defineFactory<PushSubscription>(() => ({
  id: randomUUID(),
  userId: randomUUID(),
  endpoint: `https://push.example.com/send/${randomUUID()}`,
  p256dh: createECDH('prime256v1').generateKeys('base64url'),
  auth: 'tBHItJI5svbpez7KI4CCXg',
  userAgent: null,
  createdAt: CREATED,
}));

/** A delivery of a notification, due, never attempted. */
export const dueDeliveryFactory = defineFactory<DueDelivery>(() => ({
  id: randomUUID(),
  attempts: 0,
  subscription_id: randomUUID(),
  endpoint: 'https://push.example.com/send/abc',
  p256dh: createECDH('prime256v1').generateKeys('base64url'),
  auth: 'tBHItJI5svbpez7KI4CCXg',
  notification_id: randomUUID(),
  type: 'ticket.responded',
  title: 'Seu ticket foi respondido',
  body: 'O suporte respondeu ao ticket “Dúvida”.',
  url: '/support/ticket',
  indication_id: null,
  action_token: null,
}));
