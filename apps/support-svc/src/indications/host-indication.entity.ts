import { type InferEntity, defineEntity, p } from '@mikro-orm/core';

export const hostIndicationStatuses = ['pending', 'active', 'rejected'] as const;

/**
 * An indication and its host, from indication.submitted / approved / rejected: the nominator, until
 * winner.host_changed hands the meetup over (Saturday 00:00) to an attendee. Host tickets may only
 * be about an indication the caller hosts now.
 */
export const HostIndication = defineEntity({
  name: 'HostIndication',
  tableName: 'host_indications',
  properties: {
    id: p.uuid().primary(),
    /** The host: the nominator, or whoever took the meetup over. */
    userId: p.uuid(),
    name: p.string().length(150),
    city: p.string().length(100),
    state: p.string().length(60),
    status: p.enum(hostIndicationStatuses),
    submittedAt: p.datetime(),
  },
});
export type HostIndication = InferEntity<typeof HostIndication>;
