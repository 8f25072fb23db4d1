import { z } from 'zod';
import { genderSchema } from './account.schemas.js';

/**
 * Domain events: JetStream subject `evt.<name>` on stream EVENTS, published through each service's
 * outbox with `Nats-Msg-Id` = event id. Payload schemas are the contract consumers parse with.
 */
export const EVENTS_STREAM = 'EVENTS';
export const eventSubject = (name: EventName): string => `evt.${name}`;

const userSnapshot = z.object({
  user_id: z.string().uuid(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  state: z.string(),
  city: z.string(),
  city_id: z.string(),
  gender: genderSchema.nullable(),
  photo: z.string().nullable(),
  is_admin: z.boolean(),
});

export const eventPayloads = {
  'user.registered': userSnapshot.extend({ created_at: z.string() }),
  'user.verified': z.object({ user_id: z.string().uuid(), verified_at: z.string() }),
  'user.profile_updated': userSnapshot,
  'user.logged_in': z.object({ user_id: z.string().uuid(), at: z.string() }),
  'user.password_changed': z.object({ user_id: z.string().uuid(), at: z.string() }),
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
