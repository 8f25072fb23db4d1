export type {
  AdminComment,
  AdminForum,
  AdminForumDetail,
  AdminForumList,
  AdminForumsQuery,
  AdminIndication,
  AdminPost,
  AdminPostComments,
  AdminTicket,
  AdminTicketPage,
  AdminTicketsQuery,
  AdminUser,
  AdminUserPage,
  AdminUserToggled,
  CensoredWord,
  CensoredWordList,
  IndicationStatus,
  PageMeta,
  PlatformSettings,
  PlatformSettingsRequest,
  Report,
  ReportPage,
  ReportStatus,
  ReportType,
  Statistics,
} from '@encontro/contracts';

export type ReportsQuery = {
  page: number;
  per_page: number;
  type?: 'indication' | 'post' | 'comment';
  status?: 'pending' | 'resolved';
  search?: string;
};
