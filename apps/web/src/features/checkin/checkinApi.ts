import type { CheckinCode, ForumResponse } from '@encontro/contracts';
import { baseApi } from '../../api/baseApi';
import type { AppDispatch } from '../../app/store';
import { forumApi } from '../forum/forumApi';

/** contracts' checkinAnswerSchema. */
export type CheckinAnswer = { message: string; user_id: string; checked_in_at: string };

const forumUrl = (id: string) => `/forum/${encodeURIComponent(id)}`;

/**
 * The arrival goes into the cached forum at once: forum-svc counts it from the event a moment later,
 * and asking the forum again before that would show the person as not arrived.
 */
async function markInForum(
  id: string,
  { dispatch, queryFulfilled }: { dispatch: AppDispatch; queryFulfilled: Promise<{ data: CheckinAnswer }> },
) {
  const result = await queryFulfilled.catch(() => null);
  if (!result) return;
  const { user_id, checked_in_at } = result.data;
  dispatch(
    forumApi.util.updateQueryData('getForum', id, (forum: ForumResponse) => {
      const person = forum.confirmed_users.find((p) => p.user_id === user_id);
      if (!person || person.checked_in_at) return;
      person.checked_in_at = checked_in_at;
      forum.checked_in_count += 1;
    }),
  );
}

/** "Cheguei" (issue 30): the host's changing code, one's own check-in, the host's by hand. */
export const checkinApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Asked again when it expires (the page does): never served from an older visit. */
    checkinCode: build.query<CheckinCode, string>({
      query: (id) => `${forumUrl(id)}/checkin-code`,
      keepUnusedDataFor: 0,
    }),
    checkin: build.mutation<CheckinAnswer, { id: string; code: string }>({
      query: ({ id, code }) => ({ url: `${forumUrl(id)}/checkin`, method: 'POST', body: { code } }),
      onQueryStarted: ({ id }, lifecycle) => markInForum(id, lifecycle),
    }),
    checkinByHost: build.mutation<CheckinAnswer, { id: string; userId: string }>({
      query: ({ id, userId }) => ({
        url: `${forumUrl(id)}/checkin/${encodeURIComponent(userId)}`,
        method: 'POST',
      }),
      onQueryStarted: ({ id }, lifecycle) => markInForum(id, lifecycle),
    }),
  }),
});

export const { useCheckinCodeQuery, useCheckinMutation, useCheckinByHostMutation } = checkinApi;
