import { z } from 'zod';
import { indicationCommands } from './indication.commands.js';
import { adminIndicationPageSchema, adminIndicationSchema } from './indication.admin.schemas.js';
import {
  attendanceResultSchema,
  indicationListSchema,
  myAttendanceSchema,
  indicationSchema,
  ownIndicationSchema,
  restrictionStatusSchema,
  voteResultSchema,
  winnerListSchema,
} from './indication.views.schemas.js';
import {
  checkinAnswerSchema,
  checkinCodeSchema,
  meetupSettingsAnswerSchema,
  reminderAnswerSchema,
  withdrawalAnswerSchema,
} from './meetup.requests.schemas.js';
import { cityShareSchema, publicMeetupSchema, shareCommands } from './share.schemas.js';
import { integrityActionResultSchema, integrityListSchema } from './integrity.schemas.js';
import { rpc } from './rpc.js';
import {
  confirmedWith,
  messageResponseSchema,
  photoPurgeAnswers,
  photoPurgeCommands,
} from './shared.rpc-schemas.js';
import { userDataExportSchema } from './user-lifecycle.schemas.js';

const reviewed = confirmedWith('indication', adminIndicationSchema);

/** indication-svc: nominations, votes, winners, attendance (SPEC §7 "Indications, voting, winners"). */
export const indicationRpc = {
  status: rpc('indication.cycle.status', {
    request: indicationCommands.status,
    response: restrictionStatusSchema,
  }),
  list: rpc('indication.indication.list', {
    request: indicationCommands.list,
    response: indicationListSchema,
  }),
  submit: rpc('indication.indication.submit', {
    request: indicationCommands.submit,
    response: confirmedWith('indication', indicationSchema.nullable()),
    errorsUnder: 'body',
  }),
  mine: rpc('indication.indication.list-own', {
    request: indicationCommands.mine,
    response: z.array(ownIndicationSchema),
  }),
  castVote: rpc('indication.vote.cast', { request: indicationCommands.castVote, response: voteResultSchema }),
  removeVote: rpc('indication.vote.remove', {
    request: indicationCommands.removeVote,
    response: voteResultSchema,
  }),
  winners: rpc('indication.winner.list', { request: indicationCommands.winners, response: winnerListSchema }),
  lastWinners: rpc('indication.winner.list-last', {
    request: indicationCommands.lastWinners,
    response: winnerListSchema,
  }),
  confirmAttendance: rpc('indication.attendance.confirm', {
    request: indicationCommands.confirmAttendance,
    response: attendanceResultSchema,
  }),
  setMeetup: rpc('indication.meetup.set', {
    request: indicationCommands.setMeetup,
    response: meetupSettingsAnswerSchema,
    errorsUnder: 'body',
  }),
  withdrawAttendance: rpc('indication.attendance.withdraw', {
    request: indicationCommands.withdrawAttendance,
    response: withdrawalAnswerSchema,
  }),
  leaveWaitlist: rpc('indication.waitlist.leave', {
    request: indicationCommands.leaveWaitlist,
    response: messageResponseSchema,
  }),
  acceptOffer: rpc('indication.waitlist.accept', {
    request: indicationCommands.acceptOffer,
    response: attendanceResultSchema,
  }),
  myAttendance: rpc('indication.attendance.mine', {
    request: indicationCommands.myAttendance,
    response: z.object({ attendance: myAttendanceSchema.nullable() }),
  }),
  answerReminder: rpc('indication.reminder.answer', {
    request: indicationCommands.answerReminder,
    response: reminderAnswerSchema,
    errorsUnder: 'body',
  }),
  checkinCode: rpc('indication.checkin.code', {
    request: indicationCommands.checkinCode,
    response: checkinCodeSchema,
  }),
  checkin: rpc('indication.checkin.self', {
    request: indicationCommands.checkin,
    response: checkinAnswerSchema,
    errorsUnder: 'body',
  }),
  checkinByHost: rpc('indication.checkin.by-host', {
    request: indicationCommands.checkinByHost,
    response: checkinAnswerSchema,
  }),
  cityCalendar: rpc('indication.calendar.city', {
    request: indicationCommands.cityCalendar,
    response: z.object({ ics: z.string(), filename: z.string() }),
  }),
  /**
   * notification-svc's reveal of a week's winners (issue 32): who holds a vote of that week in the
   * city, by user_id, a page at a time; `next` is the `after` of the following page, null at the end.
   */
  weekVoters: rpc('indication.week.voters', {
    caller: 'admin',
    request: indicationCommands.weekVoters,
    response: z.object({ user_ids: z.array(z.string().uuid()), next: z.string().uuid().nullable() }),
  }),
  /** Public (issue 31): what `/{city}`'s preview and share image show. */
  cityShare: rpc('indication.share.city', {
    request: shareCommands.cityShare,
    response: cityShareSchema,
  }),
  /** Public (issue 31): one winner's meetup for `/encontro/{id}`, its preview and share image. */
  publicMeetup: rpc('indication.meetup.public', {
    request: shareCommands.publicMeetup,
    response: publicMeetupSchema,
  }),
  confirmHostByLink: rpc('indication.host.confirm-link', {
    request: indicationCommands.confirmHostByLink,
    response: messageResponseSchema.extend({ indication_id: z.string().uuid() }),
    errorsUnder: 'body',
  }),
  calendar: rpc('indication.attendance.calendar', {
    request: indicationCommands.calendar,
    response: z.object({ ics: z.string(), filename: z.string() }),
  }),
  adminIntegrity: rpc('indication.integrity.list', {
    caller: 'admin',
    request: indicationCommands.adminIntegrity,
    response: integrityListSchema,
    errorsUnder: 'query',
  }),
  quarantineCluster: rpc('indication.integrity.quarantine', {
    caller: 'admin',
    request: indicationCommands.quarantineCluster,
    response: integrityActionResultSchema,
  }),
  releaseCluster: rpc('indication.integrity.release', {
    caller: 'admin',
    request: indicationCommands.releaseCluster,
    response: integrityActionResultSchema,
  }),
  adminList: rpc('indication.admin-indication.list', {
    caller: 'admin',
    request: indicationCommands.adminList,
    response: adminIndicationPageSchema,
    errorsUnder: 'filter',
  }),
  adminGet: rpc('indication.admin-indication.get', {
    caller: 'admin',
    request: indicationCommands.adminGet,
    response: z.object({ indication: adminIndicationSchema }),
  }),
  approve: rpc('indication.admin-indication.approve', {
    caller: 'admin',
    request: indicationCommands.approve,
    response: reviewed,
  }),
  reject: rpc('indication.admin-indication.reject', {
    caller: 'admin',
    request: indicationCommands.reject,
    response: reviewed,
    errorsUnder: 'body',
  }),
  /** Deletes an indication as reported content (admin), with its photos' keys returned for clean-up. */
  adminRemove: rpc('indication.admin-indication.remove', {
    caller: 'admin',
    request: indicationCommands.adminRemove,
    response: messageResponseSchema.extend({
      indication_id: z.string().uuid(),
      photo_keys: z.array(z.string()),
    }),
  }),
  exportUserData: rpc('indication.user-data.export', {
    caller: 'user',
    request: indicationCommands.exportUserData,
    response: userDataExportSchema,
  }),
  /** The gateway's storage clean-up: photos of deleted indications to remove, then confirmed. */
  claimPhotoPurges: rpc('indication.photo-purge.claim', {
    request: photoPurgeCommands.claim,
    response: photoPurgeAnswers.claim,
  }),
  confirmPhotoPurges: rpc('indication.photo-purge.confirm', {
    request: photoPurgeCommands.confirm,
    response: photoPurgeAnswers.confirm,
  }),
} as const;
