import { useCallback } from 'react';
import type { Notification } from '@encontro/contracts';
import { useMarkNotificationReadMutation } from './notificationsApi';

/** A click on a notification: its link navigates, and an unread one is marked read on the way. */
export function useOpenNotification(onOpened?: () => void) {
  const [markRead] = useMarkNotificationReadMutation();
  return useCallback(
    (notification: Notification) => {
      if (notification.read_at === null) void markRead(notification.id);
      onOpened?.();
    },
    [markRead, onOpened],
  );
}
