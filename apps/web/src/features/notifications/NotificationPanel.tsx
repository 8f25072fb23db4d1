import { Link } from 'react-router-dom';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { NotificationItem } from './NotificationItem';
import { useLatestNotificationsQuery } from './notificationsApi';
import { notificationUiTexts as t } from './notificationUiTexts';
import { useMarkAllRead } from './useMarkAllRead';
import { useOpenNotification } from './useOpenNotification';

type NotificationPanelProps = {
  /** The id the dialog is named by: the title's. */
  titleId: string;
  /** Leaving by a link: the page changes, focus goes with it. */
  onLeave: () => void;
  /** Back to the dialog itself, once what had focus is gone. */
  focusPanel: () => void;
};

/**
 * What the bell's panel holds: the latest notifications, 'Marcar todas como lidas' and 'Ver todas'.
 * NotificationPopover loads it on demand, with the list's item, time and actions.
 */
export function NotificationPanel({ titleId, onLeave, focusPanel }: NotificationPanelProps) {
  const query = useLatestNotificationsQuery();
  const open = useOpenNotification(onLeave);
  const [markAll, markingAll] = useMarkAllRead();
  const items = query.data?.notifications ?? [];
  const unread = query.data?.unread ?? 0;

  // The button goes once all are read: focus stays in the panel rather than falling to the page.
  const onMarkAll = async () => {
    await markAll();
    focusPanel();
  };

  let content;
  if (query.isLoading) content = <Loading label={t.loading} />;
  else if (query.isError && !query.data)
    content = (
      <LoadError
        compact
        message={t.loadFailed}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  else if (items.length === 0) content = <EmptyState title={t.empty} />;
  else
    content = (
      <ul className="notification-list">
        {items.map((n) => (
          <NotificationItem key={n.id} notification={n} onOpen={open} />
        ))}
      </ul>
    );

  return (
    <>
      <div className="bell__panel-header">
        <h2 id={titleId} className="bell__panel-title">
          {t.title}
        </h2>
        {unread > 0 && (
          <Button
            variant="ghost"
            className="bell__mark-all"
            loading={markingAll}
            onClick={() => void onMarkAll()}
          >
            {t.markAll}
          </Button>
        )}
      </div>
      {content}
      <Link to="/notificacoes" className="btn btn--secondary btn--block" onClick={onLeave}>
        {t.seeAll}
      </Link>
    </>
  );
}
