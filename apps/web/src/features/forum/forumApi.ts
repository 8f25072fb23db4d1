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
  MessageResponse,
} from '@encontro/contracts';
import { baseApi } from '../../api/baseApi';
import { CYCLE_TAG, cycleRefusedTags } from '../../api/cycle';
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

/** The forum as GET /forum/:id answers it: the cache the calls below keep up to date. */
const forumQuery = api.injectEndpoints({
  endpoints: (build) => ({
    getForum: build.query<ForumResponse, string>({
      query: (id) => `/forum/${encodeURIComponent(id)}`,
      providesTags: (_r, _e, id) => [{ type: 'Forum', id }, CYCLE_TAG],
    }),
  }),
});

/** The last encounter (SPEC §2), which the memory calls below patch. */
const lastEncounterQuery = forumQuery.injectEndpoints({
  endpoints: (build) => ({
    lastEncounter: build.query<LastEncounter, void>({
      query: () => '/last-encounter',
      providesTags: ['LastEncounter', CYCLE_TAG],
    }),
  }),
});

type Lifecycle<Result> = { dispatch: AppDispatch; queryFulfilled: Promise<{ data: Result }> };

/** onQueryStarted of a forum call: once it succeeded, `recipe` applies its answer to the cached forum. */
function patchForum<Result, Arg extends { forumId: string }>(
  recipe: (forum: ForumResponse, result: Result, arg: Arg) => void,
) {
  return async (arg: Arg, { dispatch, queryFulfilled }: Lifecycle<Result>) => {
    const result = await queryFulfilled.catch(() => null);
    if (!result) return;
    dispatch(
      forumQuery.util.updateQueryData('getForum', arg.forumId, (draft) => recipe(draft, result.data, arg)),
    );
  };
}

/** A post's or comment's text as the server takes it (SPEC §5: content and the honeypot). */
const contentRequest = (url: string, method: 'POST' | 'PUT', { content, honeypot }: ContentBody) => ({
  url,
  method,
  body: { content, honeypot },
});

const postUrl = (postId: string) => `/forum/posts/${encodeURIComponent(postId)}`;
const commentUrl = (commentId: string) => `/forum/comments/${encodeURIComponent(commentId)}`;

/** The last encounter lists the forum's posts and counts (SPEC §3 Last encounter): a change reloads it. */
const lastEncounterChanged = (result: unknown) => (result ? ['LastEncounter' as const] : []);

export const forumApi = lastEncounterQuery.injectEndpoints({
  endpoints: (build) => ({
    /** A post's comments, merged into the cached forum (the forum's post list shows them). */
    getComments: build.query<ForumCommentList, { forumId: string; postId: string }>({
      query: ({ postId }) => `${postUrl(postId)}/comments`,
      onQueryStarted: patchForum((forum, result, { postId }) =>
        mergeComments(forum, postId, result.comments),
      ),
    }),
    createPost: build.mutation<ForumPostCreated, { forumId: string } & ContentBody>({
      query: ({ forumId, ...body }) =>
        contentRequest(`/forum/${encodeURIComponent(forumId)}/posts`, 'POST', body),
      onQueryStarted: patchForum((forum, result) => upsertPost(forum, result.post)),
      invalidatesTags: cycleRefusedTags,
    }),
    createComment: build.mutation<ForumCommentCreated, { forumId: string; postId: string } & ContentBody>({
      query: ({ postId, ...body }) => contentRequest(`${postUrl(postId)}/comments`, 'POST', body),
      onQueryStarted: patchForum((forum, result) => addComment(forum, result.comment)),
      invalidatesTags: cycleRefusedTags,
    }),
    /** The author's own post (forum open): the edited post replaces the cached one. */
    updatePost: build.mutation<ForumPostUpdated, { forumId: string; postId: string } & ContentBody>({
      query: ({ postId, ...body }) => contentRequest(postUrl(postId), 'PUT', body),
      onQueryStarted: patchForum((forum, result) => replacePost(forum, result.post)),
      invalidatesTags: lastEncounterChanged,
    }),
    /** With its comments; the new stats come back with the answer (and live, to everyone). */
    deletePost: build.mutation<ForumContentDeleted, { forumId: string; postId: string }>({
      query: ({ postId }) => ({ url: postUrl(postId), method: 'DELETE' }),
      onQueryStarted: patchForum((forum, result, { postId }) => {
        removePost(forum, postId);
        setStats(forum, result.stats);
      }),
      invalidatesTags: lastEncounterChanged,
    }),
    updateComment: build.mutation<ForumCommentUpdated, { forumId: string; commentId: string } & ContentBody>({
      query: ({ commentId, ...body }) => contentRequest(commentUrl(commentId), 'PUT', body),
      onQueryStarted: patchForum((forum, result) => replaceComment(forum, result.comment)),
    }),
    deleteComment: build.mutation<
      ForumContentDeleted,
      { forumId: string; postId: string; commentId: string }
    >({
      query: ({ commentId }) => ({ url: commentUrl(commentId), method: 'DELETE' }),
      onQueryStarted: patchForum((forum, result, { postId, commentId }) => {
        removeComment(forum, postId, commentId);
        setStats(forum, result.stats);
      }),
      invalidatesTags: lastEncounterChanged,
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
    /** The author's own memory: once deleted, gone from the cached recap (so focus can move on), then read again. */
    deleteMemory: build.mutation<MessageResponse, { memoryId: string }>({
      query: ({ memoryId }) => ({
        url: `/last-encounter/memories/${encodeURIComponent(memoryId)}`,
        method: 'DELETE',
      }),
      onQueryStarted: async ({ memoryId }, { dispatch, queryFulfilled }) => {
        if (!(await queryFulfilled.catch(() => null))) return;
        dispatch(
          lastEncounterQuery.util.updateQueryData('lastEncounter', undefined, (draft) => {
            draft.memories = draft.memories.filter((m) => m.id !== memoryId);
          }),
        );
      },
      invalidatesTags: lastEncounterChanged,
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
  useDeleteMemoryMutation,
} = forumApi;
