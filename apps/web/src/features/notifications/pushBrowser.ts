import type { PushSubscriptionInput } from '@encontro/contracts';
import { base64UrlToBytes, sameBytes } from './base64Url';

/** Web Push needs the Notification API, a service worker and the Push API. */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'Notification' in window &&
    'PushManager' in window &&
    'serviceWorker' in navigator
  );
}

/** Asks for the permission (old Safari answers through a callback, not a promise). */
export function requestPermission(): Promise<NotificationPermission> {
  return new Promise((resolve) => {
    const answer = Notification.requestPermission(resolve);
    if (answer) void answer.then(resolve);
  });
}

/** The service worker that receives the pushes; it never settles without one, hence the limit. */
export function readyRegistration(timeoutMs: number): Promise<ServiceWorkerRegistration> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('service worker not ready')), timeoutMs);
    navigator.serviceWorker.ready.then(
      (registration) => {
        clearTimeout(timer);
        resolve(registration);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** This browser's subscription, if a service worker has one (checked without waiting for `ready`). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return registration ? registration.pushManager.getSubscription() : null;
}

/** A subscription with the server's key: the one there, or a new one (an old key's is replaced). */
export async function subscribe(
  registration: ServiceWorkerRegistration,
  publicKey: string,
): Promise<PushSubscription> {
  const applicationServerKey = base64UrlToBytes(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameBytes(existing.options.applicationServerKey, applicationServerKey)) return existing;
  if (existing) await existing.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
}

/** What POST /api/push/subscriptions takes: `subscription.toJSON()` without `expirationTime`. */
export function subscriptionBody(subscription: PushSubscription): PushSubscriptionInput {
  const { endpoint = '', keys = {} } = subscription.toJSON();
  return { endpoint, keys: { p256dh: keys.p256dh ?? '', auth: keys.auth ?? '' } };
}
