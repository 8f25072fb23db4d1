import { useCallback } from 'react';
import { readApiError } from '../../api/errors';
import { useToast } from '../../ui/Toast';
import { useMarkAllNotificationsReadMutation } from './notificationsApi';
import { notificationUiTexts as t } from './notificationUiTexts';

/** 'Marcar todas como lidas': the lists change at once; the answer or the refusal in a toast. */
export function useMarkAllRead() {
  const toast = useToast();
  const [markAll, state] = useMarkAllNotificationsReadMutation();
  const run = useCallback(async () => {
    try {
      const result = await markAll().unwrap();
      toast(result.message || t.allRead);
    } catch (err) {
      const { status, message } = readApiError(err);
      if (status !== 401) toast(message ?? t.markAllFailed, 'error');
    }
  }, [markAll, toast]);
  return [run, state.isLoading] as const;
}
