import { setupListeners } from '@reduxjs/toolkit/query';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { useDismiss } from '../../ui/useDismiss';
import { BellIcon } from './BellIcon';
import { loadNotificationPanel, NotificationPopover } from './NotificationPopover';
import { useLatestNotificationsQuery } from './notificationsApi';
import { badgeText, bellLabel } from './notificationUiTexts';
import { useGrowthAnnouncement } from './useGrowthAnnouncement';
import { useReadOpenedFromPush } from './useReadOpenedFromPush';
import './notifications.css';

/** A cheap poll: the unread count is a minute late at most, and only while the tab is seen. */
export const BELL_POLL_MS = 60_000;

/** The panel's contents, asked for by a person about to open it (see NotificationPopover). */
const preloadPanel = () => void loadNotificationPanel().catch(() => undefined);

/** The header's bell (signed-in people): the unread count, live, and the latest notifications. */
export function NotificationBell() {
  const dispatch = useAppDispatch();
  // RTK Query learns of focus, visibility and the network from these: polling pauses on a hidden tab,
  // and a tab seen again (or back online) asks at once.
  useEffect(() => setupListeners(dispatch), [dispatch]);
  const query = useLatestNotificationsQuery(undefined, {
    pollingInterval: BELL_POLL_MS,
    skipPollingIfUnfocused: true,
    refetchOnFocus: true,
    refetchOnReconnect: true,
  });
  useReadOpenedFromPush();
  const unread = query.data?.unread ?? 0;
  const announcement = useGrowthAnnouncement(query.data?.unread);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const [lastPath, setLastPath] = useState(pathname);

  if (pathname !== lastPath) {
    setLastPath(pathname);
    setOpen(false);
  }

  useDismiss(open, () => setOpen(false), { returnTo: button, inside: wrapper });

  return (
    <div
      className="bell"
      ref={wrapper}
      // Tabbing out of the panel closes it, as a click outside does.
      onBlur={(e) => {
        if (e.relatedTarget && !e.currentTarget.contains(e.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="bell__button"
        aria-label={bellLabel(unread)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
        onPointerEnter={preloadPanel}
        onPointerDown={preloadPanel}
        onFocus={preloadPanel}
      >
        <BellIcon />
        {unread > 0 && (
          <span className="bell__badge" aria-hidden="true">
            {badgeText(unread)}
          </span>
        )}
      </button>
      <span className="visually-hidden" aria-live="polite">
        {announcement}
      </span>
      {open && <NotificationPopover id={panelId} onLeave={() => setOpen(false)} />}
    </div>
  );
}
