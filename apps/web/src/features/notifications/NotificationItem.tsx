import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Notification } from '@encontro/contracts';
import { notificationUiTexts as t } from './notificationUiTexts';
import { relativeTime } from './relativeTime';

/** The notification's link inside the app; anything else (never expected) opens the list instead. */
const inAppPath = (url: string) => (url.startsWith('/') && !url.startsWith('//') ? url : '/notificacoes');

type NotificationItemProps = {
  notification: Notification;
  /** Called on the click that follows the link (to mark it read). */
  onOpen: (notification: Notification) => void;
  /** Beside the link: the page's 'Marcar como lida'. */
  children?: ReactNode;
};

/** One notification: title, text, when, and whether it was read (a word, not only a colour). */
export function NotificationItem({ notification, onOpen, children }: NotificationItemProps) {
  const unread = notification.read_at === null;
  return (
    <li className={unread ? 'notification notification--unread' : 'notification'}>
      <Link
        to={inAppPath(notification.url)}
        className="notification__link"
        onClick={() => onOpen(notification)}
      >
        <span className="notification__title">{notification.title}</span>
        <span className="notification__body">{notification.body}</span>
        <span className="notification__meta">
          {unread && <span className="notification__tag">{t.unread}</span>}
          <time dateTime={notification.created_at}>{relativeTime(notification.created_at)}</time>
        </span>
      </Link>
      {children}
    </li>
  );
}
