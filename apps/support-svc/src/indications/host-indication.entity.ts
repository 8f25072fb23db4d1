import { type InferEntity, defineEntity, p } from '@mikro-orm/core';

export const hostIndicationStatuses = ['pending', 'active', 'rejected'] as const;

/**
 * An indication and its nominator, from indication.submitted / approved / rejected: host tickets
 * may only be about one of the caller's own indications.
 */
export const HostIndication = defineEntity({
  name: 'HostIndication',
  tableName: 'host_indications',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    name: p.string().length(150),
    city: p.string().length(100),
    state: p.string().length(60),
    status: p.enum(hostIndicationStatuses),
    submittedAt: p.datetime(),
  },
});
export type HostIndication = InferEntity<typeof HostIndication>;
