import { useRef } from 'react';
import { usePageTitle } from '../../app/usePageTitle';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { useToast } from '../../ui/Toast';
import { NotificationItem } from './NotificationItem';
import { useMarkNotificationReadMutation, useNotificationPagesInfiniteQuery } from './notificationsApi';
import { notificationUiTexts as t, unreadCount } from './notificationUiTexts';
import { useMarkAllRead } from './useMarkAllRead';
import { useOpenNotification } from './useOpenNotification';
import './notifications.css';

const unreadSummary = (unread: number) => (unread === 0 ? t.noneUnread : unreadCount(unread));

/** /notificacoes: every notification, newest first, a page at a time ('Carregar mais'). */
export function NotificationsPage() {
  usePageTitle(t.title);
  const query = useNotificationPagesInfiniteQuery();
  const open = useOpenNotification();
  const [markRead] = useMarkNotificationReadMutation();
  const [markAll, markingAll] = useMarkAllRead();
  const toast = useToast();
  const title = useRef<HTMLHeadingElement>(null);
  const pages = query.data?.pages ?? [];
  const items = pages.flatMap((page) => page.notifications);
  const unread = pages[0]?.unread ?? 0;

  let content;
  if (query.isLoading) content = <Loading label={t.loading} />;
  else if (query.isError && !query.data)
    content = (
      <LoadError message={t.loadFailed} retrying={query.isFetching} onRetry={() => void query.refetch()} />
    );
  else if (items.length === 0) content = <EmptyState title={t.empty} />;
  else
    content = (
      <>
        <ul className="notification-list">
          {items.map((n) => (
            <NotificationItem key={n.id} notification={n} onOpen={open}>
              {n.read_at === null && (
                <Button
                  variant="ghost"
                  className="notification__action"
                  onClick={() =>
                    markRead(n.id)
                      .unwrap()
                      .catch(() => toast(t.markOneFailed, 'error'))
                  }
                >
                  {t.markOne}
                  <span className="visually-hidden">: {n.title}</span>
                </Button>
              )}
            </NotificationItem>
          ))}
        </ul>
        {query.isFetchNextPageError && <Alert>{t.loadMoreFailed}</Alert>}
        {query.hasNextPage && (
          <Button
            variant="secondary"
            loading={query.isFetchingNextPage}
            loadingText={t.loadingMore}
            onClick={() => void query.fetchNextPage()}
          >
            {t.loadMore}
          </Button>
        )}
      </>
    );

  return (
    <div className="page page--narrow">
      <header className="page__header">
        <h1 ref={title} className="page__title" tabIndex={-1}>
          {t.title}
        </h1>
        {query.data && <p className="page__lead">{unreadSummary(unread)}</p>}
      </header>
      {unread > 0 && (
        <div className="notifications-page__actions">
          <Button
            variant="secondary"
            loading={markingAll}
            // The button goes once all are read: focus goes back to the page's title.
            onClick={() => void markAll().then(() => title.current?.focus())}
          >
            {t.markAll}
          </Button>
        </div>
      )}
      {content}
    </div>
  );
}
