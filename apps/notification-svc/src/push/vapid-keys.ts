import { Logger } from '@nestjs/common';
import webpush from 'web-push';
import type { NotificationConfig } from '../config.js';

/** The application server's VAPID identity: its key pair and the contact it gives push services. */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string };
export const VAPID_KEYS = Symbol('VAPID_KEYS');

/**
 * The configured pair, or outside production (where the config requires one) a pair made for this
 * start: subscriptions made with it stop working at the next start, which only a dev stack accepts.
 */
export function vapidKeysOf(
  config: Pick<NotificationConfig, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT'>,
  log: Pick<Logger, 'warn'> = new Logger('VapidKeys'),
): VapidKeys {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)
    return {
      publicKey: config.VAPID_PUBLIC_KEY,
      privateKey: config.VAPID_PRIVATE_KEY,
      subject: config.VAPID_SUBJECT,
    };
  const generated = webpush.generateVAPIDKeys();
  log.warn(
    'VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY not set: using a key pair generated for this start (push subscriptions end with it)',
  );
  return { ...generated, subject: config.VAPID_SUBJECT };
}
