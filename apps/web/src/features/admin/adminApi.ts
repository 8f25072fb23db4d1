import { baseApi } from '../../api/baseApi';
import type {
  AdminForumDetail,
  AdminForumList,
  AdminForumsQuery,
  AdminIndication,
  AdminIndicationPage,
  AdminPostComments,
  AdminTicket,
  AdminTicketPage,
  AdminTicketsQuery,
  AdminUserPage,
  AdminUsersQuery,
  AdminUserToggled,
  AuditPage,
  AuditQuery,
  CensoredWord,
  IndicationStatus,
  PlatformSettings,
  PlatformSettingsRequest,
  ReportPage,
  ReportsQuery,
  Statistics,
} from './adminTypes';

const api = baseApi.enhanceEndpoints({
  addTagTypes: [
    'AdminStatistics',
    'AdminUsers',
    'AdminIndications',
    'AdminReports',
    'AdminForums',
    'AdminPosts',
    'AdminComments',
    'AdminTickets',
    'CensoredWords',
    'PlatformSettings',
    'AdminAudit',
    // The Home's lists, so an approval shows there at once in this browser too.
    'Indications',
    'Winners',
  ],
});

type Message = { message?: string };
/** Drops empty filters so the query string carries only what is chosen. */
const params = <T extends Record<string, unknown>>(q: T) =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '' && v !== null));

const forumContent = [
  'AdminForums',
  'AdminPosts',
  'AdminComments',
  'AdminReports',
  'AdminStatistics',
] as const;

/** An admin's edit of a post or comment: its new text. */
type ContentEdit = { id: string; content: string };
/** PUT /admin/posts/:id or /admin/comments/:id with the new content. */
const editOf =
  (kind: 'posts' | 'comments') =>
  ({ id, content }: ContentEdit) => ({ url: `/admin/${kind}/${id}`, method: 'PUT', body: { content } });
/** DELETE /admin/posts/:id or /admin/comments/:id. */
const removalOf = (kind: 'posts' | 'comments') => (id: string) => ({
  url: `/admin/${kind}/${id}`,
  method: 'DELETE',
});

/** SPEC §7 "Admin": every call of the admin panel. */
export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    statistics: build.query<Statistics, void>({
      query: () => '/admin/statistics',
      providesTags: ['AdminStatistics'],
    }),

    /** One page of users (the server's first 20 without a query), searched and filtered by state there. */
    users: build.query<AdminUserPage, AdminUsersQuery | void>({
      query: (q) => ({ url: '/admin/users', params: params(q ?? {}) }),
      providesTags: ['AdminUsers'],
    }),
    toggleUserBlock: build.mutation<AdminUserToggled, string>({
      query: (id) => ({ url: `/admin/users/${id}/toggle-block`, method: 'POST' }),
      invalidatesTags: ['AdminUsers', 'AdminStatistics'],
    }),
    deleteUser: build.mutation<Message, string>({
      query: (id) => ({ url: `/admin/users/${id}`, method: 'DELETE' }),
      invalidatesTags: [
        'AdminUsers',
        'AdminStatistics',
        'AdminIndications',
        'AdminTickets',
        'AdminReports',
        'AdminForums',
        'AdminPosts',
        'AdminComments',
      ],
    }),

    indications: build.query<
      AdminIndicationPage,
      { status?: IndicationStatus; search?: string; page?: number; per_page?: number }
    >({
      query: (q) => ({ url: '/admin/indications', params: params(q) }),
      providesTags: ['AdminIndications'],
    }),
    indication: build.query<{ indication: AdminIndication }, string>({
      query: (id) => `/admin/indications/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'AdminIndications', id }],
    }),
    approveIndication: build.mutation<Message, string>({
      query: (id) => ({ url: `/admin/indications/${id}/approve`, method: 'PUT' }),
      invalidatesTags: ['AdminIndications', 'AdminStatistics', 'Indications'],
    }),
    /** SPEC §4: rejecting is a delete; issue 28: with the admin's optional reason for the nominator. */
    rejectIndication: build.mutation<Message, { id: string; reason?: string }>({
      query: ({ id, reason }) => ({
        url: `/admin/indications/${id}`,
        method: 'DELETE',
        ...(reason ? { body: { reason } } : {}),
      }),
      invalidatesTags: ['AdminIndications', 'AdminStatistics', 'Indications'],
    }),

    reports: build.query<ReportPage, ReportsQuery>({
      query: (q) => ({ url: '/admin/reports', params: params(q) }),
      providesTags: ['AdminReports'],
    }),
    resolveReport: build.mutation<Message, string>({
      query: (id) => ({ url: `/admin/reports/${id}/resolve`, method: 'PUT' }),
      invalidatesTags: ['AdminReports', 'AdminStatistics'],
    }),
    deleteReportedContent: build.mutation<Message, string>({
      query: (id) => ({ url: `/admin/reports/${id}/content`, method: 'DELETE' }),
      invalidatesTags: [...forumContent, 'AdminIndications', 'Indications', 'Winners'],
    }),

    censoredWords: build.query<{ words: CensoredWord[] }, void>({
      query: () => '/admin/censored-words',
      providesTags: ['CensoredWords'],
    }),
    addCensoredWords: build.mutation<Message, string[]>({
      query: (words) => ({ url: '/admin/censored-words', method: 'POST', body: { words } }),
      invalidatesTags: ['CensoredWords'],
    }),
    removeCensoredWord: build.mutation<Message, number>({
      query: (id) => ({ url: `/admin/censored-words/${id}`, method: 'DELETE' }),
      invalidatesTags: ['CensoredWords'],
    }),

    settings: build.query<PlatformSettings, void>({
      query: () => '/admin/settings',
      providesTags: ['PlatformSettings'],
    }),
    updateSettings: build.mutation<Message & { settings?: PlatformSettings }, PlatformSettingsRequest>({
      query: (body) => ({ url: '/admin/settings', method: 'PUT', body }),
      invalidatesTags: ['PlatformSettings'],
    }),

    forums: build.query<AdminForumList, Partial<AdminForumsQuery>>({
      query: (q) => ({ url: '/admin/forums', params: params(q) }),
      providesTags: ['AdminForums'],
    }),
    forum: build.query<AdminForumDetail, string>({
      query: (id) => `/admin/forums/${id}`,
      providesTags: ['AdminPosts'],
    }),
    postComments: build.query<AdminPostComments, string>({
      query: (postId) => `/admin/posts/${postId}/comments`,
      providesTags: ['AdminComments'],
    }),
    updatePost: build.mutation<Message, ContentEdit>({
      query: editOf('posts'),
      invalidatesTags: forumContent,
    }),
    deletePost: build.mutation<Message, string>({ query: removalOf('posts'), invalidatesTags: forumContent }),
    updateComment: build.mutation<Message, ContentEdit>({
      query: editOf('comments'),
      invalidatesTags: forumContent,
    }),
    deleteComment: build.mutation<Message, string>({
      query: removalOf('comments'),
      invalidatesTags: forumContent,
    }),

    audit: build.query<AuditPage, Partial<AuditQuery>>({
      query: (q) => ({ url: '/admin/audit', params: params(q) }),
      providesTags: ['AdminAudit'],
    }),

    tickets: build.query<AdminTicketPage, Partial<AdminTicketsQuery>>({
      query: (q) => ({ url: '/admin/support-tickets', params: params(q) }),
      providesTags: ['AdminTickets'],
    }),
    respondTicket: build.mutation<Message & { ticket?: AdminTicket }, { id: string; response: string }>({
      query: ({ id, response }) => ({
        url: `/admin/support/${id}/respond`,
        method: 'POST',
        body: { response },
      }),
      invalidatesTags: ['AdminTickets', 'AdminStatistics'],
    }),
  }),
});

export const {
  useStatisticsQuery,
  useUsersQuery,
  useToggleUserBlockMutation,
  useDeleteUserMutation,
  useIndicationsQuery,
  useIndicationQuery,
  useApproveIndicationMutation,
  useRejectIndicationMutation,
  useReportsQuery,
  useResolveReportMutation,
  useDeleteReportedContentMutation,
  useCensoredWordsQuery,
  useAddCensoredWordsMutation,
  useRemoveCensoredWordMutation,
  useSettingsQuery,
  useUpdateSettingsMutation,
  useForumsQuery,
  useForumQuery,
  usePostCommentsQuery,
  useUpdatePostMutation,
  useDeletePostMutation,
  useUpdateCommentMutation,
  useDeleteCommentMutation,
  useTicketsQuery,
  useRespondTicketMutation,
  useAuditQuery,
} = adminApi;
