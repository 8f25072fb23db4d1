import { z } from 'zod';
import { confirmedWith } from './shared.rpc-schemas.js';
import { forumLimits, forumMessages } from './forum.messages.js';
import { requiredText } from './fields.js';
import { meetupSchema } from './meetup.schemas.js';

// Last encounter and its memories (SPEC §3 Last encounter, §7 Last encounter).

export const memorySchema = z.object({
  id: z.string().uuid(),
  photo_url: z.string().describe('Relative storage path'),
  description: z.string(),
  user_id: z.string().uuid(),
  user_name: z.string(),
  user_photo: z.string().nullable(),
  created_at: z.string(),
});
export type Memory = z.infer<typeof memorySchema>;

/** SPEC §3 Last encounter `encounter`, plus the forum id and where it was. */
export const lastEncounterVenueSchema = meetupSchema.extend({
  forum_id: z.string().uuid(),
  photos: z.array(z.object({ url: z.string() })),
  vote_count: z.number().int().min(0),
  confirmed_participants: z.number().int().min(0),
  checked_in_count: z.number().int().min(0).describe('Quantos vieram (fizeram check-in)'),
  total_posts: z.number().int().min(0),
  total_comments: z.number().int().min(0),
  host_id: z.string().uuid(),
  host_name: z.string(),
  host_photo: z.string().nullable(),
  event_date: z.string().describe('AAAA-MM-DD (America/Sao_Paulo)'),
  city: z.string(),
  state: z.string(),
  week: z.string(),
});
export type LastEncounterVenue = z.infer<typeof lastEncounterVenueSchema>;

export const lastEncounterPostSchema = z.object({
  id: z.string().uuid(),
  user_name: z.string(),
  user_photo: z.string().nullable(),
  is_host: z.boolean(),
  content: z.string(),
  created_at: z.string(),
  likes_count: z.number().int().min(0).describe('Always 0: there are no likes'),
  comments_count: z.number().int().min(0),
});
export type LastEncounterPost = z.infer<typeof lastEncounterPostSchema>;

export const lastEncounterParticipantSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  photo: z.string().nullable(),
  city: z.string(),
  is_host: z.boolean(),
});
export type LastEncounterParticipant = z.infer<typeof lastEncounterParticipantSchema>;

/** GET /api/last-encounter: `encounter: null` and empty lists when the city had none yet. */
export const lastEncounterSchema = z.object({
  encounter: lastEncounterVenueSchema.nullable(),
  forum_posts: z.array(lastEncounterPostSchema),
  participants: z.array(lastEncounterParticipantSchema),
  memories: z.array(memorySchema),
  memories_open: z.boolean().describe('Saturday 00:00 of the meetup week until the next Friday 00:00'),
  can_add_memory: z
    .boolean()
    .describe('memories_open and the caller checked in at the meetup (or is its host)'),
});
export type LastEncounter = z.infer<typeof lastEncounterSchema>;

/** The answer while the city has had no encounter (none whose meetup weekend has begun). */
export const noLastEncounter = (): LastEncounter => ({
  encounter: null,
  forum_posts: [],
  participants: [],
  memories: [],
  memories_open: false,
  can_add_memory: false,
});

/** POST /api/last-encounter/memories multipart {photo, description}: the text part. */
export const memoryFormSchema = z.object({
  description: requiredText(
    forumLimits.memoryDescription,
    forumMessages.memoryDescriptionRequired,
    forumMessages.memoryDescriptionTooLong,
  ).describe('Descrição (até 200 caracteres)'),
  forum_id: z
    .preprocess((v) => (v === '' || v === null ? undefined : v), z.string().uuid().optional())
    .describe('Opcional: o fórum do último encontro (o padrão)'),
});
export type MemoryFormRequest = z.infer<typeof memoryFormSchema>;

export const memoryAddedSchema = confirmedWith('memory', memorySchema);
export type MemoryAdded = z.infer<typeof memoryAddedSchema>;
