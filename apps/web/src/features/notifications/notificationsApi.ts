import type {
  EmailUnsubscribed,
  NotificationList,
  NotificationPreferences,
  NotificationPreferencesSaved,
  NotificationPreferencesUpdate,
  NotificationRead,
  NotificationsAllRead,
  PushPublicKey,
  PushSubscriptionInput,
  PushSubscriptionSaved,
  PushUnsubscribeInput,
} from '@encontro/contracts';
import type { Notification } from '@encontro/contracts';
import { baseApi } from '../../api/baseApi';
import type { AppDispatch } from '../../app/store';

/** The bell shows the latest few; the page loads this many at a time. */
export const BELL_LIMIT = 5;
export const PAGE_LIMIT = 20;

const api = baseApi.enhanceEndpoints({ addTagTypes: ['Notifications', 'NotificationPreferences'] });

/** Issue 16: the notification centre, its preferences and this device's Web Push subscription. */
export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The latest notifications and the unread count: what the bell shows, polled. */
    latestNotifications: build.query<NotificationList, void>({
      query: () => ({ url: '/notifications', params: { limit: BELL_LIMIT } }),
      providesTags: ['Notifications'],
    }),
    /** The whole list, newest first, a page at a time: `next_before` of one page asks for the next. */
    notificationPages: build.infiniteQuery<NotificationList, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (last) => last.next_before,
      },
      query: ({ pageParam }) => ({
        url: '/notifications',
        params: pageParam ? { limit: PAGE_LIMIT, before: pageParam } : { limit: PAGE_LIMIT },
      }),
      providesTags: ['Notifications'],
    }),
    /** Shown as read at once in every list and in the bell; undone (and reloaded) if refused. */
    markNotificationRead: build.mutation<NotificationRead, string>({
      query: (id) => ({ url: `/notifications/${encodeURIComponent(id)}/read`, method: 'POST' }),
      async onQueryStarted(id, { dispatch, getState, queryFulfilled }) {
        const now = new Date().toISOString();
        const undo = patchLists(dispatch, getState(), (items, unread) => {
          const item = items.find((n) => n.id === id);
          if (!item || item.read_at) return unread;
          item.read_at = now;
          return Math.max(0, unread - 1);
        });
        const done = await queryFulfilled.catch(() => null);
        if (done) patchLists(dispatch, getState(), () => done.data.unread);
        else undo();
      },
      invalidatesTags: (_result, error) => (error ? ['Notifications'] : []),
    }),
    /** Everything read at once; the lists reload afterwards, with whatever arrived meanwhile. */
    markAllNotificationsRead: build.mutation<NotificationsAllRead, void>({
      query: () => ({ url: '/notifications/read-all', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        const now = new Date().toISOString();
        const undo = patchLists(dispatch, getState(), (items) => {
          for (const item of items) item.read_at ??= now;
          return 0;
        });
        await queryFulfilled.catch(undo);
      },
      invalidatesTags: ['Notifications'],
    }),
    notificationPreferences: build.query<NotificationPreferences, void>({
      query: () => '/notifications/preferences',
      providesTags: ['NotificationPreferences'],
    }),
    updateNotificationPreferences: build.mutation<
      NotificationPreferencesSaved,
      NotificationPreferencesUpdate
    >({
      query: (body) => ({ url: '/notifications/preferences', method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const done = await queryFulfilled.catch(() => null);
        if (!done) return;
        const { preferences } = done.data;
        // A synchronous patch: the form clears its edits on the same answer, so the saved values must be
        // in the cache before it renders again (an upsert lands a tick later and the old values flash).
        dispatch(
          notificationsApi.util.updateQueryData('notificationPreferences', undefined, (draft) => {
            draft.preferences = preferences;
          }),
        );
      },
      // The in-app channel decides what the lists hold.
      invalidatesTags: (result) => (result ? ['Notifications'] : []),
    }),
    pushPublicKey: build.query<PushPublicKey, void>({
      query: () => '/push/public-key',
    }),
    subscribePush: build.mutation<PushSubscriptionSaved, PushSubscriptionInput>({
      query: (body) => ({ url: '/push/subscriptions', method: 'POST', body }),
    }),
    unsubscribePush: build.mutation<PushSubscriptionSaved, PushUnsubscribeInput>({
      query: (body) => ({ url: '/push/subscriptions', method: 'DELETE', body }),
    }),
    /** The e-mail's one-click link, confirmed on the page: no session needed. */
    unsubscribeEmail: build.mutation<EmailUnsubscribed, string>({
      query: (token) => ({ url: '/notifications/email/unsubscribe', method: 'POST', params: { token } }),
    }),
  }),
});

type ApiState = Parameters<typeof notificationsApi.util.selectInvalidatedBy>[0];

/**
 * Changes every cached list (the bell's and the page's) alike: `change` edits the notifications it
 * holds and returns the new unread count. Returns the undo.
 */
function patchLists(
  dispatch: AppDispatch,
  state: ApiState,
  change: (items: Notification[], unread: number) => number,
): () => void {
  const patches = notificationsApi.util
    .selectInvalidatedBy(state, ['Notifications'])
    .map(({ endpointName }) =>
      endpointName === 'notificationPages'
        ? dispatch(
            notificationsApi.util.updateQueryData('notificationPages', undefined, (draft) => {
              const unread = change(
                draft.pages.flatMap((page) => page.notifications),
                draft.pages[0]?.unread ?? 0,
              );
              for (const page of draft.pages) page.unread = unread;
            }),
          )
        : dispatch(
            notificationsApi.util.updateQueryData('latestNotifications', undefined, (draft) => {
              draft.unread = change(draft.notifications, draft.unread);
            }),
          ),
    );
  return () => patches.forEach((patch) => patch.undo());
}

export const {
  useLatestNotificationsQuery,
  useNotificationPagesInfiniteQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
  useNotificationPreferencesQuery,
  useUpdateNotificationPreferencesMutation,
  useLazyPushPublicKeyQuery,
  useSubscribePushMutation,
  useUnsubscribePushMutation,
  useUnsubscribeEmailMutation,
} = notificationsApi;
