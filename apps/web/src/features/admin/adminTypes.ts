import type { AdminReportsQuery } from '@encontro/contracts';

export type {
  AdminComment,
  AdminForum,
  AdminForumDetail,
  AdminForumList,
  AdminForumsQuery,
  AdminIndication,
  AdminIndicationPage,
  AdminPost,
  AdminPostComments,
  AdminTicket,
  AdminTicketPage,
  AdminTicketsQuery,
  AdminUser,
  AdminUserPage,
  AdminUsersQuery,
  AdminUserToggled,
  AuditEntry,
  AuditPage,
  AuditQuery,
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

/** The report list's query, as the contract parses it (SPEC §7: page, per_page, type, status, search). */
export type ReportsQuery = AdminReportsQuery;
