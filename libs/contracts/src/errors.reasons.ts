/**
 * Why a request was refused, in the domain's words. Services throw reasons, never HTTP statuses;
 * the gateway maps each reason to a status in one exhaustive table. A reason names one rule, so a
 * test, a log line or a metric says which rule refused, not only how the refusal was answered.
 */
const commonReasons = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'ADMIN_ONLY',
  // A service's refusal: the request's signed caller context (x-caller) is missing, forged, expired or not enough.
  'CALLER_NOT_ALLOWED',
  'ALREADY_SIGNED_IN',
  'ROUTE_NOT_FOUND',
  'PHOTO_NOT_FOUND',
  'RATE_LIMITED',
  'EXPORT_UNAVAILABLE',
  'PROFILE_NOT_READY',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;

const identityReasons = [
  'EMAIL_TAKEN',
  'EMAIL_DISPOSABLE',
  'VERIFICATION_LINK_INVALID',
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_VERIFIED',
  'USER_BLOCKED',
  // A session ended because the account was blocked: the gateway's 401 says so (issue 28).
  'SESSION_BLOCKED',
  'LOGIN_THROTTLED',
  'WRONG_PASSWORD',
  'ADMIN_SELF_DELETE',
  'CITY_CHANGE_BLOCKED',
  'CANNOT_TARGET_SELF',
  'CANNOT_TARGET_ADMIN',
  'RESET_LINK_INVALID',
  'CURRENT_PASSWORD_WRONG',
  'PHOTO_KEY_INVALID',
  'USER_NOT_FOUND',
  'STATE_NOT_FOUND',
  'STATE_INVALID',
  'CITY_NOT_IN_STATE',
] as const;

const indicationReasons = [
  'NOMINATION_OTHER_CITY',
  'OTHER_CITY_CONTENT',
  'CITY_NOT_FOUND',
  'WEEKEND_CLOSED',
  'ALREADY_NOMINATED',
  'CITY_CAP_REACHED',
  'INDICATION_NOT_FOUND',
  'NOT_PENDING',
  'VOTING_CLOSED',
  'NOT_VOTABLE',
  'ALREADY_VOTED',
  'NO_VOTE',
  'CLUSTER_NOT_FOUND',
  'NOT_A_WINNER',
  'MEETUP_OVER',
  'ATTENDING_ANOTHER',
  'HOST_LINK_INVALID',
  'CALENDAR_NOT_CONFIRMED',
  'DUPLICATE_INDICATION',
  // The meetup itself (issue 30).
  'MEETUP_HOST_ONLY',
  'MEETUP_STARTED',
  'CAPACITY_BELOW_CONFIRMED',
  'MEETUP_FULL',
  'NOT_ATTENDING',
  'HOST_CANNOT_LEAVE',
  'NOT_IN_LINE',
  'NO_VALID_OFFER',
  // Check-in, "Cheguei" (issue 30).
  'CHECKIN_HOST_ONLY',
  'CHECKIN_CLOSED',
  'CHECKIN_NOT_CONFIRMED',
  'CHECKIN_CODE_STALE',
  'CHECKIN_CODE_INVALID',
  'CHECKIN_PERSON_NOT_CONFIRMED',
  // A reminder's one-tap answer (issue 30).
  'REMINDER_TOKEN_INVALID',
  'REMINDER_EXPIRED',
  'REMINDER_ANSWERED',
] as const;

const forumReasons = [
  'FORUM_NOT_FOUND',
  'POST_NOT_FOUND',
  'COMMENT_NOT_FOUND',
  'FORUM_OTHER_CITY',
  'FORUM_CLOSED',
  'FORUM_USER_MISMATCH',
  'HOST_ONLY_POSTS',
  'HOST_CANNOT_COMMENT',
  'CONFIRM_TO_COMMENT',
  'NOT_POST_AUTHOR',
  'NOT_COMMENT_AUTHOR',
  'CHANGES_CLOSED',
  'CONNECTION_INVALID',
  'NO_ENCOUNTER',
  'MEMORIES_CLOSED',
  'MEMORY_NOT_PARTICIPANT',
  'MEMORY_NOT_FOUND',
  'NOT_MEMORY_AUTHOR',
] as const;

const supportReasons = [
  'CONTACT_DAILY_LIMIT',
  'FAQ_NOT_FOUND',
  'TICKET_NOT_FOUND',
  'NOT_OWN_INDICATION',
  'TICKET_ALREADY_RESPONDED',
  'TICKET_NOT_RESPONDED',
  'TICKET_ALREADY_FINALIZED',
] as const;

const moderationReasons = [
  'WORD_NOT_FOUND',
  'WORD_ALREADY_LISTED',
  'REPORT_NOT_FOUND',
  'CONTENT_NOT_FOUND',
  'ALREADY_REPORTED',
  'REPORT_ALREADY_RESOLVED',
] as const;

const notificationReasons = ['NOTIFICATION_NOT_FOUND', 'UNSUBSCRIBE_LINK_INVALID'] as const;

export const errorReasons = [
  ...commonReasons,
  ...identityReasons,
  ...indicationReasons,
  ...forumReasons,
  ...supportReasons,
  ...moderationReasons,
  ...notificationReasons,
] as const;
export type ErrorReason = (typeof errorReasons)[number];
