import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { OPENED_NOTIFICATION_PARAM, isNotificationId } from '../../sw/pushLink';
import { notificationsApi, useMarkNotificationReadMutation } from './notificationsApi';

/**
 * A page opened from a push names its notification in `?notificacao=` (sw/pushLink.ts): it is marked
 * read, as a click in the bell would, and the parameter leaves the address (the page stays as it is).
 */
export function useReadOpenedFromPush() {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [markRead] = useMarkNotificationReadMutation();

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const opened = params.get(OPENED_NOTIFICATION_PARAM);
    if (opened === null) return;
    if (isNotificationId(opened))
      // The bell's first list may still be on its way (and read before this): it is asked again.
      void markRead(opened)
        .unwrap()
        .then(() => dispatch(notificationsApi.util.invalidateTags(['Notifications'])))
        .catch(() => undefined);
    params.delete(OPENED_NOTIFICATION_PARAM);
    const search = params.size ? `?${params}` : '';
    void navigate(
      { pathname: location.pathname, search, hash: location.hash },
      { replace: true, state: location.state },
    );
  }, [location, markRead, navigate, dispatch]);
}
