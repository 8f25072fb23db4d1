import { z } from 'zod';
import { genderSchema } from './account.schemas.js';
import { adminChangeFields, userIdentityFields } from './fields.js';
import { notificationTypes } from './notification.messages.js';
import { clientNetworkSchema } from './integrity.schemas.js';
import { meetupPlanSchema, meetupSchema, placeSchema } from './meetup.schemas.js';

/**
 * Domain events: JetStream subject `evt.<name>` on stream EVENTS, published through each service's
 * outbox with `Nats-Msg-Id` = event id. Payload schemas are the contract consumers parse with.
 */
export const EVENTS_STREAM = 'EVENTS';
export const eventSubject = (name: EventName): string => `evt.${name}`;

const userSnapshot = z.object({
  ...userIdentityFields,
  city_id: z.string(),
  gender: genderSchema.nullable(),
  photo: z.string().nullable(),
  is_admin: z.boolean(),
});

/** ISO week of America/Sao_Paulo, e.g. `2026-W48`. */
const isoWeek = z.string().regex(/^\d{4}-W\d{2}$/);

/** Something a user did to an indication, or had done to theirs: which, who, its week and city, and when. */
const indicationUserEvent = z.object({
  indication_id: z.string().uuid(),
  user_id: z.string().uuid(),
  week: isoWeek,
  city_id: z.string(),
  at: z.string(),
});

/** A winner as week.closed carries it: the whole meetup (its fields at the top level), and who hosts it. */
const winnerSnapshot = placeSchema.extend({
  /** Absent in events published before issue 30 (`meetupOf` reads them as unset). */
  ...meetupPlanSchema.partial().shape,
  indication_id: z.string().uuid(),
  position: z.number().int().min(1).max(3),
  vote_count: z.number().int().min(0),
  host_id: z.string().uuid(),
  host_name: z.string(),
  photos: z.array(z.string()),
  /** Absent in events published before it was carried (`meetupOf` reads it as null). */
  reference: placeSchema.shape.reference.optional(),
});

const settingsSnapshot = z.object({
  platform_name: z.string(),
  contact_email: z.string(),
  auto_censor: z.boolean().describe('Mask censored words in posts and comments'),
  approval_required: z
    .boolean()
    .describe('New indications wait for an admin; when false they are approved at once'),
  integrity_auto_hold: z
    .boolean()
    .default(true)
    .describe('Thursday 23:00: high-risk vote clusters are put under review by themselves'),
});

export const eventPayloads = {
  'user.registered': userSnapshot.extend({
    created_at: z.string(),
    /** Vote-integrity signals of the registration (personal data: indication-svc keeps them 90 days). */
    signup: z.object({ network: clientNetworkSchema.nullable(), email_domain: z.string() }).optional(),
  }),
  'user.verified': z.object({ user_id: z.string().uuid(), verified_at: z.string() }),
  'user.profile_updated': userSnapshot,
  'user.logged_in': z.object({ user_id: z.string().uuid(), at: z.string() }),
  'user.password_changed': z.object({ user_id: z.string().uuid(), at: z.string() }),
  'user.block_changed': z.object({
    user_id: z.string().uuid(),
    blocked: z.boolean(),
    by: z.string().uuid().describe('The administrator'),
    at: z.string(),
  }),
  /** Every service erases or anonymises what it holds of the user (docs/decisions.md, privacy page). */
  'user.deleted': z.object({
    user_id: z.string().uuid(),
    by: z.enum(['self', 'admin']),
    at: z.string(),
  }),

  'indication.submitted': z.object({
    indication_id: z.string().uuid(),
    user_id: z.string().uuid().describe('The nominator, who hosts if it wins'),
    week: isoWeek,
    state: z.string(),
    city: z.string(),
    city_id: z.string(),
    name: z.string(),
    address: z.string(),
    status: z.literal('pending'),
    submitted_at: z.string(),
  }),
  'indication.approved': indicationUserEvent,
  'indication.rejected': indicationUserEvent.extend({
    reason: z
      .string()
      .nullable()
      .optional()
      .describe('Why the admin rejected it, for the nominator (null or absent: no reason given)'),
  }),
  /** An indication deleted as reported content or with its author's account. */
  'indication.removed': z.object({
    indication_id: z.string().uuid(),
    user_id: z.string().uuid(),
    previous_status: z.enum(['pending', 'active', 'rejected']),
    week: isoWeek,
    city_id: z.string(),
    at: z.string(),
    photos: z
      .array(z.string())
      .default([])
      .describe('Relative paths (storage/…) of its photos, for whoever removes the stored objects'),
    reason: z.enum(['admin', 'user_deleted']).optional(),
  }),
  'vote.cast': indicationUserEvent,
  /**
   * Clusters that indication-svc put under review by itself (Thursday 23:00, `integrity_auto_hold`):
   * notification-svc tells every admin (`integrity.review`).
   */
  'integrity.clusters_held': z.object({
    week: isoWeek,
    city_id: z.string(),
    city: z.string(),
    clusters: z.array(
      z.object({
        cluster_id: z.string().uuid(),
        indication_id: z.string().uuid(),
        indication_name: z.string(),
        accounts: z.number().int().min(0),
        held_votes: z.number().int().min(0),
        reasons: z.array(z.string()),
      }),
    ),
    at: z.string(),
  }),
  'vote.removed': indicationUserEvent,
  'week.closed': z.object({
    week: isoWeek,
    city_id: z.string(),
    city: z.string(),
    state: z.string(),
    closed_at: z.string(),
    winners: z.array(winnerSnapshot).max(3),
  }),
  'winner.host_confirmed': z.object({
    indication_id: z.string().uuid(),
    week: isoWeek,
    host_id: z.string().uuid(),
    at: z.string(),
  }),
  'winner.host_changed': z.object({
    indication_id: z.string().uuid(),
    week: isoWeek,
    previous_host_id: z.string().uuid(),
    new_host_id: z.string().uuid(),
    at: z.string(),
  }),
  'attendance.confirmed': z.object({
    indication_id: z.string().uuid(),
    week: isoWeek,
    user_id: z.string().uuid(),
    at: z.string(),
  }),
  /**
   * A presence that no longer holds: a host confirming their own meetup moves them (`moved_to`, whose
   * attendance.confirmed follows in the same transaction); null when the person no longer goes
   * ("Não vou mais", a reminder's answer).
   */
  'attendance.withdrawn': z.object({
    indication_id: z.string().uuid(),
    week: isoWeek,
    user_id: z.string().uuid(),
    moved_to: z.string().uuid().nullable(),
    at: z.string(),
  }),
  /**
   * The whole meetup again whenever the host's settings or its seats change (issue 30). `version`
   * grows with every change of one meetup, so a consumer keeps the highest, in any order.
   */
  'meetup.updated': z.object({
    indication_id: z.string().uuid(),
    week: isoWeek,
    meetup: meetupSchema,
    version: z.number().int().min(0),
    at: z.string(),
  }),
  /** A freed seat offered to the first in line, until `expires_at` (notification-svc tells them). */
  'seat.offered': z.object({
    indication_id: z.string().uuid(),
    week: isoWeek,
    user_id: z.string().uuid(),
    expires_at: z.string(),
    at: z.string(),
  }),
  /**
   * A confirmed person's reminder, once per person and kind. `action_token` answers it ("Vou sim",
   * "Não vou mais") without a session: once, until the meetup starts.
   */
  'meetup.reminder': z.object({
    indication_id: z.string().uuid(),
    week: isoWeek,
    user_id: z.string().uuid(),
    kind: z.enum(['day_before', 'hours_before']),
    starts_at: z.string().describe('ISO-8601 instant the meetup starts'),
    time_zone: z.string(),
    action_token: z.string(),
    at: z.string(),
  }),
  /** "Cheguei": a confirmed person arrived (by the code, or checked in by the host). */
  'attendance.checked_in': z.object({
    indication_id: z.string().uuid(),
    week: isoWeek,
    user_id: z.string().uuid(),
    at: z.string(),
  }),

  /**
   * A forum's counts, absolute, whenever they change (posts and comments written, edited away or
   * deleted by their authors, admins or an erasure). `version` grows with every change of one forum
   * (its real-time update id), so a consumer keeps the highest and may apply them in any order.
   */
  'forum.stats_changed': z.object({
    indication_id: z.string().uuid().describe("The forum's id: its winning indication"),
    posts: z.number().int().min(0),
    comments: z.number().int().min(0),
    confirmed_participants: z
      .number()
      .int()
      .min(0)
      .describe('The confirmed attendees (the host among them only once they confirmed)'),
    version: z.number().int().min(0),
    at: z.string(),
  }),

  /** A post written in a forum (the host's): who confirmed that meetup hears of it (notification-svc). */
  'forum.post_created': z.object({
    post_id: z.string().uuid(),
    indication_id: z.string().uuid().describe("The forum's id: its winning indication"),
    author_id: z.string().uuid(),
    week: isoWeek,
    at: z.string(),
  }),
  /** The types whose non-transactional e-mail the person turned off (the whole current list). */
  'notification.preferences_changed': z.object({
    user_id: z.string().uuid(),
    email_opt_out: z.array(z.enum(notificationTypes)),
    at: z.string(),
  }),

  'ticket.created': z.object({
    ticket_id: z.string().uuid(),
    ticket_type: z.enum(['general', 'host']),
    user_id: z.string().uuid(),
    indication_id: z.string().uuid().nullable(),
    subject: z.string(),
    created_at: z.string(),
  }),
  'ticket.responded': z.object({
    ticket_id: z.string().uuid(),
    ticket_type: z.enum(['general', 'host']),
    user_id: z.string().uuid(),
    subject: z
      .string()
      .optional()
      .describe("The ticket's subject (events written before it was added lack it)"),
    responded_by: z.string().uuid().describe('The administrator'),
    responded_at: z.string(),
  }),
  'ticket.finalized': z.object({
    ticket_id: z.string().uuid(),
    ticket_type: z.enum(['general', 'host']),
    user_id: z.string().uuid(),
    finalized_at: z.string(),
  }),
  'contact.received': z.object({
    contact_id: z.string().uuid(),
    form: z.enum(['contact', 'legacy']).describe('The new form (/support/contact) or the old one (/contato)'),
    user_id: z.string().uuid().nullable(),
    subject: z.string(),
    received_at: z.string(),
  }),

  /** The whole current list, so a consumer simply replaces what it had. */
  'moderation.censored_words_changed': z.object({ words: z.array(z.string()), at: z.string() }),
  'platform.settings_changed': settingsSnapshot.extend({ at: z.string() }),
  /**
   * Written by the service that owns the data, in the transaction of the change, for every admin
   * action; admin-svc keeps them as the audit log.
   */
  'admin.action_performed': z.object({
    action_id: z.string().uuid(),
    actor_id: z.string().uuid(),
    action: z.string().describe('e.g. user.block, indication.approve, post.delete'),
    ...adminChangeFields,
  }),
} as const;

export type EventName = keyof typeof eventPayloads;
export const eventNames = Object.keys(eventPayloads) as EventName[];
export type EventPayload<N extends EventName> = z.infer<(typeof eventPayloads)[N]>;

/** The envelope every event travels in. */
export type EventEnvelope<N extends EventName = EventName> = {
  id: string;
  name: N;
  occurred_at: string;
  request_id?: string;
  payload: EventPayload<N>;
};
