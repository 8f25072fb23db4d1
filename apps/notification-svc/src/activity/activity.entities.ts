import { type InferEntity, defineEntity, p } from '@mikro-orm/core';

/** An indication as indication.submitted described it: whose, its name and city. */
export const Venue = defineEntity({
  name: 'Venue',
  tableName: 'venues',
  properties: {
    indicationId: p.uuid().primary(),
    userId: p.uuid(),
    name: p.string().length(150),
    cityId: p.string().length(7),
    week: p.string().length(8),
  },
});
export type Venue = InferEntity<typeof Venue>;

/** 'voter': rows written before the voters were asked of indication-svc, gone with their week. */
export const participantRoles = ['nominator', 'voter', 'attendee'] as const;
export type ParticipantRole = (typeof participantRoles)[number];

/** Someone who nominated or confirmed attendance at an indication of a week. */
export const WeekParticipant = defineEntity({
  name: 'WeekParticipant',
  tableName: 'week_participants',
  properties: {
    indicationId: p.uuid().primary(),
    userId: p.uuid().primary(),
    role: p.enum(participantRoles).primary(),
    week: p.string().length(8),
    cityId: p.string().length(7),
  },
});
export type WeekParticipant = InferEntity<typeof WeekParticipant>;
