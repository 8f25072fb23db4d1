import { z } from 'zod';
import { reportedDeletionFields } from './fields.js';
import { storableString } from './text.js';
import { adminIndicationFilterSchema, rejectIndicationBodySchema } from './indication.admin.schemas.js';
import { hostConfirmationSchema, indicationFormSchema } from './indication.form.schemas.js';
import { indicationPhotoRules } from './indication.messages.js';
import { userDataExportCommand } from './user-lifecycle.schemas.js';
import { clientNetworkSchema, integrityQuerySchema } from './integrity.schemas.js';
import {
  checkinBodySchema,
  confirmBodySchema,
  meetupSettingsBodySchema,
  reminderAnswerBodySchema,
} from './meetup.requests.schemas.js';

/** Payloads of the indication subjects: the public input plus what the gateway knows of the caller. */
const actor = z.object({ user_id: z.string().uuid() });
/** A caller who may be signed out (the guest city page). */
const viewer = z.object({ viewer_id: z.string().uuid().nullable().default(null) });
const indicationId = z.string().uuid();

/** A photo the gateway checked, re-encoded and stored: `storage/indications/<user>/<uuid>.webp`. */
export const indicationPhotoKeySchema = z
  .string()
  .regex(/^storage\/indications\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.webp$/, 'Foto inválida.');

/**
 * `{city}` of the public calls: an IBGE code, a name ("São Paulo") or a slug ("sao-paulo", "sao-paulo-sp").
 * The one rule: the gateway checks its path and query parameters with it, the service its payloads.
 */
export const cityRefSchema = storableString().trim().min(1).max(120);

export const indicationCommands = {
  status: viewer,
  list: viewer.extend({ city: cityRefSchema.optional() }),
  submit: actor.extend({
    body: indicationFormSchema,
    photo_keys: z.array(indicationPhotoKeySchema).min(1).max(indicationPhotoRules.maxCount),
  }),
  mine: actor,
  castVote: actor.extend({
    indication_id: indicationId,
    /** Where the vote came from (a vote-integrity signal); absent when the gateway cannot tell. */
    network: clientNetworkSchema.optional(),
  }),
  removeVote: actor.extend({ indication_id: indicationId }),
  winners: viewer.extend({ city: cityRefSchema.optional() }),
  lastWinners: viewer.extend({ city: cityRefSchema.optional() }),
  confirmAttendance: actor.extend({ indication_id: indicationId, body: confirmBodySchema.optional() }),
  setMeetup: actor.extend({ indication_id: indicationId, body: meetupSettingsBodySchema }),
  withdrawAttendance: actor.extend({ indication_id: indicationId }),
  leaveWaitlist: actor.extend({ indication_id: indicationId }),
  acceptOffer: actor.extend({ indication_id: indicationId }),
  myAttendance: actor.extend({ indication_id: indicationId }),
  answerReminder: z.object({ indication_id: indicationId, body: reminderAnswerBodySchema }),
  checkinCode: actor.extend({ indication_id: indicationId }),
  checkin: actor.extend({ indication_id: indicationId, body: checkinBodySchema }),
  checkinByHost: actor.extend({ indication_id: indicationId, attendee_id: z.string().uuid() }),
  cityCalendar: z.object({ city_id: z.string().regex(/^\d{7}$/) }),
  weekVoters: z.object({
    city_id: z.string().regex(/^\d{7}$/),
    week: z.string().regex(/^\d{4}-W\d{2}$/),
    after: z.string().uuid().optional().describe('The last user_id of the previous page'),
    limit: z.number().int().min(1).max(5000),
  }),
  confirmHostByLink: z.object({ body: hostConfirmationSchema }),
  calendar: z.object({
    indication_id: indicationId,
    user_id: z.string().uuid().optional(),
    token: storableString().max(200).optional(),
  }),
  adminList: z.object({ admin_id: z.string().uuid(), filter: adminIndicationFilterSchema }),
  adminGet: z.object({ admin_id: z.string().uuid(), indication_id: indicationId }),
  approve: z.object({ admin_id: z.string().uuid(), indication_id: indicationId }),
  reject: z.object({
    admin_id: z.string().uuid(),
    indication_id: indicationId,
    /** Absent: rejected without a reason (as before the reason existed). */
    body: rejectIndicationBodySchema.optional(),
  }),
  /** Deletes an indication as reported content. */
  adminRemove: z.object({
    actor_id: z.string().uuid(),
    indication_id: indicationId,
    ...reportedDeletionFields,
  }),
  exportUserData: userDataExportCommand,
  adminIntegrity: z.object({ query: integrityQuerySchema }),
  quarantineCluster: z.object({ actor_id: z.string().uuid(), cluster_id: storableString().max(100) }),
  releaseCluster: z.object({ actor_id: z.string().uuid(), cluster_id: storableString().max(100) }),
} as const;

export type IndicationCommand<K extends keyof typeof indicationCommands> = z.infer<
  (typeof indicationCommands)[K]
>;
