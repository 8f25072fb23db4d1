import { type InferEntity, defineEntity, p } from '@mikro-orm/core';

/** One admin action (who, what, on what, when, before/after); id = the action's id. */
export const AuditEntry = defineEntity({
  name: 'AuditEntry',
  tableName: 'audit_log',
  properties: {
    id: p.uuid().primary(),
    actorId: p.uuid(),
    action: p.string().length(60),
    targetType: p.string().length(30),
    targetId: p.string().length(100),
    before: p.json<unknown>().nullable(),
    after: p.json<unknown>().nullable(),
    at: p.datetime(),
    source: p.string().length(30),
    recordedAt: p.datetime(),
  },
});
export type AuditEntry = InferEntity<typeof AuditEntry>;
