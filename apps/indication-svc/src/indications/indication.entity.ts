import { type InferEntity, defineEntity, p } from '@mikro-orm/core';
import { indicationStatuses } from '@encontro/contracts';

/** A venue nominated by a person (its host if it wins) for their city in one ISO week. */
export const Indication = defineEntity({
  name: 'Indication',
  tableName: 'indications',
  properties: {
    id: p.uuid().primary(),
    hostId: p.uuid(),
    week: p.string().length(8),
    state: p.string().length(60),
    city: p.string().length(100),
    cityId: p.string().length(7),
    name: p.string().length(100),
    address: p.string().length(150),
    /** `name` and `address` folded (`foldAccents`): what the same-venue rule compares. */
    nameFolded: p.text(),
    addressFolded: p.text(),
    reference: p.string().length(100).nullable(),
    phone: p.string().length(20).nullable(),
    website: p.string().length(100).nullable(),
    attractives: p.json<string[]>(),
    eventDay: p.string().length(10),
    eventTime: p.string().length(40),
    /** Relative paths (`storage/indications/…`) of the re-encoded photos. */
    photos: p.json<string[]>(),
    status: p.enum(indicationStatuses),
    /** The votes that count (votes under review are not among them). */
    voteCount: p.integer().default(0),
    votesUnderReview: p.integer().default(0),
    reviewedBy: p.uuid().nullable(),
    reviewedAt: p.datetime().nullable(),
    /** Why the admin rejected it, when they said (shown to the nominator only). */
    rejectionReason: p.string().length(300).nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type Indication = InferEntity<typeof Indication>;
