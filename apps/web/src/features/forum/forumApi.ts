import type {
  ForumCommentCreated,
  ForumCommentList,
  ForumCommentUpdated,
  ForumContentDeleted,
  ForumPostCreated,
  ForumPostUpdated,
  ForumResponse,
  ForumUpdate,
  LastEncounter,
  MemoryAdded,
} from '@encontro/contracts';
import { baseApi } from '../../api/baseApi';
import type { AppDispatch } from '../../app/store';
import {
  addComment,
  applyForumUpdate,
  mergeComments,
  removeComment,
  removePost,
  replaceComment,
  replacePost,
  setStats,
  upsertPost,
} from './forumCache';

export { useConfirmAttendanceMutation } from '../home/homeApi';

/** What a post or comment form sends (SPEC §5: content plus the hidden honeypot). */
export type ContentBody = { content: string; honeypot: string };

const api = baseApi.enhanceEndpoints({ addTagTypes: ['Forum', 'LastEncounter'] });

export const forumApi = api.injectEndpoints({
  endpoints: (build) => ({
    getForum: build.query<ForumResponse, string>({
      query: (id) => `/forum/${encodeURIComponent(id)}`,
      providesTags: (_r, _e, id) => [{ type: 'Forum', id }],
    }),
    /** A post's comments, merged into the cached forum (the forum's post list shows them). */
    getComments: build.query<ForumCommentList, { forumId: string; postId: string }>({
      query: ({ postId }) => `/forum/posts/${encodeURIComponent(postId)}/comments`,
      async onQueryStarted({ forumId, postId }, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (!result) return;
        dispatch(
          forumApi.util.updateQueryData('getForum', forumId, (draft) =>
            mergeComments(draft, postId, result.data.comments),
          ),
        );
      },
    }),
    createPost: build.mutation<ForumPostCreated, { forumId: string } & ContentBody>({
      query: ({ forumId, ...body }) => ({
        url: `/forum/${encodeURIComponent(forumId)}/posts`,
        method: 'POST',
        body,
      }),
      async onQueryStarted({ forumId }, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (!result) return;
        dispatch(
          forumApi.util.updateQueryData('getForum', forumId, (draft) => upsertPost(draft, result.data.post)),
        );
      },
    }),
    createComment: build.mutation<ForumCommentCreated, { forumId: string; postId: string } & ContentBody>({
      query: ({ postId, content, honeypot }) => ({
        url: `/forum/posts/${encodeURIComponent(postId)}/comments`,
        method: 'POST',
        body: { content, honeypot },
      }),
      async onQueryStarted({ forumId }, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (!result) return;
        dispatch(
          forumApi.util.updateQueryData('getForum', forumId, (draft) =>
            addComment(draft, result.data.comment),
          ),
        );
      },
    }),
    /** The author's own post (forum open): the edited post replaces the cached one. */
    updatePost: build.mutation<ForumPostUpdated, { forumId: string; postId: string } & ContentBody>({
      query: ({ postId, content, honeypot }) => ({
        url: `/forum/posts/${encodeURIComponent(postId)}`,
        method: 'PUT',
        body: { content, honeypot },
      }),
      async onQueryStarted({ forumId }, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (!result) return;
        dispatch(
          forumApi.util.updateQueryData('getForum', forumId, (draft) => replacePost(draft, result.data.post)),
        );
      },
      // The last encounter lists the forum's posts and counts (SPEC §3 Last encounter).
      invalidatesTags: (result) => (result ? ['LastEncounter'] : []),
    }),
    /** With its comments; the new stats come back with the answer (and live, to everyone). */
    deletePost: build.mutation<ForumContentDeleted, { forumId: string; postId: string }>({
      query: ({ postId }) => ({ url: `/forum/posts/${encodeURIComponent(postId)}`, method: 'DELETE' }),
      async onQueryStarted({ forumId, postId }, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (!result) return;
        dispatch(
          forumApi.util.updateQueryData('getForum', forumId, (draft) => {
            removePost(draft, postId);
            setStats(draft, result.data.stats);
          }),
        );
      },
      invalidatesTags: (result) => (result ? ['LastEncounter'] : []),
    }),
    updateComment: build.mutation<ForumCommentUpdated, { forumId: string; commentId: string } & ContentBody>({
      query: ({ commentId, content, honeypot }) => ({
        url: `/forum/comments/${encodeURIComponent(commentId)}`,
        method: 'PUT',
        body: { content, honeypot },
      }),
      async onQueryStarted({ forumId }, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (!result) return;
        dispatch(
          forumApi.util.updateQueryData('getForum', forumId, (draft) =>
            replaceComment(draft, result.data.comment),
          ),
        );
      },
    }),
    deleteComment: build.mutation<
      ForumContentDeleted,
      { forumId: string; postId: string; commentId: string }
    >({
      query: ({ commentId }) => ({
        url: `/forum/comments/${encodeURIComponent(commentId)}`,
        method: 'DELETE',
      }),
      async onQueryStarted({ forumId, postId, commentId }, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (!result) return;
        dispatch(
          forumApi.util.updateQueryData('getForum', forumId, (draft) => {
            removeComment(draft, postId, commentId);
            setStats(draft, result.data.stats);
          }),
        );
      },
      invalidatesTags: (result) => (result ? ['LastEncounter'] : []),
    }),
    lastEncounter: build.query<LastEncounter, void>({
      query: () => '/last-encounter',
      providesTags: ['LastEncounter'],
    }),
    /** Beyond SPEC: a confirmed participant adds a photo of the meetup with a description (multipart). */
    addMemory: build.mutation<MemoryAdded, { photo: File; description: string; forumId?: string }>({
      query: ({ photo, description, forumId }) => {
        const body = new FormData();
        body.append('description', description);
        if (forumId) body.append('forum_id', forumId);
        body.append('photo', photo, photo.name);
        return { url: '/last-encounter/memories', method: 'POST', body };
      },
      invalidatesTags: ['LastEncounter'],
    }),
  }),
});

/** Applies a real-time update to the cached forum (no-op when the forum is not loaded). */
export const forumUpdateReceived = (dispatch: AppDispatch, forumId: string, update: ForumUpdate) =>
  dispatch(forumApi.util.updateQueryData('getForum', forumId, (draft) => applyForumUpdate(draft, update)));

export const {
  useGetForumQuery,
  useLazyGetCommentsQuery,
  useCreatePostMutation,
  useCreateCommentMutation,
  useUpdatePostMutation,
  useDeletePostMutation,
  useUpdateCommentMutation,
  useDeleteCommentMutation,
  useLastEncounterQuery,
  useAddMemoryMutation,
} = forumApi;
