import { indicationRpc } from './indication.rpc.js';

/**
 * NATS request subjects, gateway → service: `<svc>.<resource>.<verb>`.
 * Never type a subject as a string literal at a call site: import it from here.
 */
export const identitySubjects = {
  login: 'identity.session.create',
  logout: 'identity.session.revoke',
  me: 'identity.user.get',
  register: 'identity.user.register',
  validateEmail: 'identity.email.validate',
  verifyEmail: 'identity.email.verify',
  resendValidation: 'identity.email.resend',
  requestPasswordReset: 'identity.password.request-reset',
  resetPassword: 'identity.password.reset',
  updateProfile: 'identity.profile.update',
  updatePhoto: 'identity.profile.photo',
  listStates: 'identity.geo.states',
  listCities: 'identity.geo.cities',
  resolveCity: 'identity.geo.city-resolve',
  adminListUsers: 'identity.admin-user.list',
  adminToggleBlock: 'identity.admin-user.toggle-block',
  adminDeleteUser: 'identity.admin-user.delete',
  deleteOwnAccount: 'identity.account.delete',
  exportUserData: 'identity.user-data.export',
} as const;

/** Every service answers this with its clock; the gateway's dev route fans it out. */
export const platformSubjects = {
  setDevClock: 'platform.dev-clock.set',
} as const;

export type IdentitySubject = (typeof identitySubjects)[keyof typeof identitySubjects];

/** support-svc: contact, FAQ, tickets (SPEC §7 "Last encounter, support" and "Admin: support tickets"). */
export const supportSubjects = {
  submitContact: 'support.contact.submit',
  contactRateLimit: 'support.contact.rate-limit',
  listFaq: 'support.faq.list',
  faqFeedback: 'support.faq.feedback',
  createGeneralTicket: 'support.ticket.create-general',
  createHostTicket: 'support.ticket.create-host',
  listTickets: 'support.ticket.list',
  listHostTickets: 'support.ticket.list-host',
  finalizeHostTicket: 'support.ticket.finalize',
  listHostIndications: 'support.indication.list-own',
  adminListTickets: 'support.admin-ticket.list',
  adminRespond: 'support.admin-ticket.respond',
  exportUserData: 'support.user-data.export',
} as const;

/** forum-svc: forums of winners, posts, comments, real-time updates, last encounter, memories, admin. */
export const forumSubjects = {
  get: 'forum.forum.get',
  /** Light read check (same rule as get): the SSE stream asks it on open. */
  access: 'forum.forum.access',
  listComments: 'forum.comment.list',
  createPost: 'forum.post.create',
  createComment: 'forum.comment.create',
  /** The author's own edit / deletion (admins use the admin-* subjects). */
  updatePost: 'forum.post.update',
  deletePost: 'forum.post.delete',
  updateComment: 'forum.comment.update',
  deleteComment: 'forum.comment.delete',
  connect: 'forum.connection.open',
  disconnect: 'forum.connection.close',
  updates: 'forum.update.list',
  lastEncounter: 'forum.last-encounter.get',
  addMemory: 'forum.memory.add',
  /** A post or comment as the moderation service snapshots it into a report. */
  contentSnapshot: 'forum.content.snapshot',
  adminListForums: 'forum.admin-forum.list',
  adminGetForum: 'forum.admin-forum.get',
  adminListPosts: 'forum.admin-post.list',
  adminUpdatePost: 'forum.admin-post.update',
  adminDeletePost: 'forum.admin-post.delete',
  adminListPostComments: 'forum.admin-post.comments',
  adminListComments: 'forum.admin-comment.list',
  adminUpdateComment: 'forum.admin-comment.update',
  adminDeleteComment: 'forum.admin-comment.delete',
  exportUserData: 'forum.user-data.export',
  /** The gateway's storage clean-up: memory photos of removed forums to remove, then confirmed. */
  claimPhotoPurges: 'forum.photo-purge.claim',
  confirmPhotoPurges: 'forum.photo-purge.confirm',
} as const;

/**
 * Core NATS (not JetStream) subject on which forum-svc announces, after commit, every update of a
 * forum; every gateway replica subscribes to `<prefix>.forum.>` and streams them to its SSE clients.
 */
export const forumPushSubject = (prefix: string, forumId: string): string => `${prefix}.forum.${forumId}`;

/**
 * Core NATS subject on which forum-svc announces that a forum is gone (its winner was removed):
 * payload `{forum_id}`; every gateway ends that forum's open streams.
 */
export const forumRemovedSubject = (prefix: string): string => `${prefix}.forum-removed`;

/** admin-svc (schema moderation): reports, censored words, settings, statistics, audit log. */
export const moderationSubjects = {
  createReport: 'moderation.report.create',
  adminListReports: 'moderation.admin-report.list',
  adminResolveReport: 'moderation.admin-report.resolve',
  adminDeleteReportedContent: 'moderation.admin-report.delete-content',
  listCensoredWords: 'moderation.censored-word.list',
  addCensoredWords: 'moderation.censored-word.add',
  removeCensoredWord: 'moderation.censored-word.remove',
  getSettings: 'moderation.settings.get',
  updateSettings: 'moderation.settings.update',
  statistics: 'moderation.statistics.get',
  listAudit: 'moderation.audit.list',
  exportUserData: 'moderation.user-data.export',
} as const;

/**
 * Every service that holds personal data answers its subject with `{ service, data }` for one user;
 * the gateway gathers them into the LGPD export file.
 */
export const userDataExportSubjects = [
  identitySubjects.exportUserData,
  indicationRpc.exportUserData.subject,
  forumSubjects.exportUserData,
  supportSubjects.exportUserData,
  moderationSubjects.exportUserData,
] as const;

/**
 * Services that queue the stored photos of what they deleted; the gateway (which owns the object
 * storage) claims a batch from each, deletes the objects and confirms (`{limit}` → `{paths}`, `{paths}`).
 */
export const photoPurgeQueues = [
  {
    service: 'indication-svc',
    claim: indicationRpc.claimPhotoPurges.subject,
    confirm: indicationRpc.confirmPhotoPurges.subject,
  },
  { service: 'forum-svc', claim: forumSubjects.claimPhotoPurges, confirm: forumSubjects.confirmPhotoPurges },
] as const;
