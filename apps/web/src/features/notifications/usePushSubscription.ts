import { useCallback, useEffect, useState } from 'react';
import { notificationMessages } from '@encontro/contracts';
import { readApiError } from '../../api/errors';
import {
  useLazyPushPublicKeyQuery,
  useSubscribePushMutation,
  useUnsubscribePushMutation,
} from './notificationsApi';
import {
  currentSubscription,
  pushSupported,
  readyRegistration,
  requestPermission,
  subscribe,
  subscriptionBody,
} from './pushBrowser';
import { pushTexts } from './pushTexts';

/** A page that never got its service worker would wait forever for `ready`. */
const READY_TIMEOUT_MS = 10_000;

export type PushStatus = 'checking' | 'unsupported' | 'denied' | 'off' | 'on';
export type PushNotice = { kind: 'success' | 'info' | 'error'; text: string };

function initialStatus(): PushStatus {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  // Only a granted permission can have a subscription: look for it without asking anything.
  return Notification.permission === 'granted' ? 'checking' : 'off';
}

/**
 * This device's Web Push subscription: whether it is on, and turning it on (the permission is asked
 * only then, on the person's click) or off. The browser's part lives in pushBrowser.
 */
export function usePushSubscription() {
  const [status, setStatus] = useState<PushStatus>(initialStatus);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<PushNotice | null>(null);
  const [getPublicKey] = useLazyPushPublicKeyQuery();
  const [saveSubscription] = useSubscribePushMutation();
  const [deleteSubscription] = useUnsubscribePushMutation();

  useEffect(() => {
    if (status !== 'checking') return;
    let live = true;
    currentSubscription()
      .catch(() => null)
      .then((subscription) => live && setStatus(subscription ? 'on' : 'off'));
    return () => {
      live = false;
    };
  }, [status]);

  const enable = useCallback(async () => {
    setBusy(true);
    setNotice(null);
    try {
      const permission = await requestPermission();
      if (permission === 'denied') return setStatus('denied');
      if (permission !== 'granted') return setNotice({ kind: 'info', text: pushTexts.dismissed });
      const registration = await readyRegistration(READY_TIMEOUT_MS);
      const { public_key } = await getPublicKey(undefined, true).unwrap();
      const subscription = await subscribe(registration, public_key);
      const saved = await saveSubscription(subscriptionBody(subscription))
        .unwrap()
        .catch(async (err: unknown) => {
          // The server does not know it: the browser keeps no subscription nobody will push to.
          await subscription.unsubscribe().catch(() => false);
          throw err;
        });
      setStatus('on');
      setNotice({ kind: 'success', text: saved.message || notificationMessages.subscribed });
    } catch (err) {
      const { status: httpStatus, message } = readApiError(err);
      if (httpStatus !== 401) setNotice({ kind: 'error', text: message ?? pushTexts.enableFailed });
    } finally {
      setBusy(false);
    }
  }, [getPublicKey, saveSubscription]);

  const disable = useCallback(async () => {
    setBusy(true);
    setNotice(null);
    try {
      const subscription = await currentSubscription();
      let message: string = notificationMessages.unsubscribed;
      if (subscription) {
        // The server forgets it first: a failure leaves both sides as they were, to try again.
        const removed = await deleteSubscription({ endpoint: subscription.endpoint })
          .unwrap()
          .catch((err: unknown) => {
            if (readApiError(err).status === 404) return null;
            throw err;
          });
        if (removed?.message) message = removed.message;
        await subscription.unsubscribe();
      }
      setStatus('off');
      setNotice({ kind: 'success', text: message });
    } catch (err) {
      const { status: httpStatus, message } = readApiError(err);
      if (httpStatus !== 401) setNotice({ kind: 'error', text: message ?? pushTexts.disableFailed });
    } finally {
      setBusy(false);
    }
  }, [deleteSubscription]);

  return { status, busy, notice, enable, disable };
}
