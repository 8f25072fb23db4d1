import { type InferEntity, defineEntity, p } from '@mikro-orm/core';

/** A person's latest nomination, vote and presence weeks, as indication-svc's events tell them. */
export const WeeklyActivity = defineEntity({
  name: 'WeeklyActivity',
  tableName: 'weekly_activity',
  properties: {
    userId: p.uuid().primary(),
    indicationId: p.uuid().nullable(),
    indicationWeek: p.string().length(8).nullable(),
    voteWeek: p.string().length(8).nullable(),
    attendanceWeek: p.string().length(8).nullable(),
    updatedAt: p.datetime(),
  },
});
export type WeeklyActivity = InferEntity<typeof WeeklyActivity>;
