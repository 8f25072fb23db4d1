import { type InferEntity, defineEntity, p } from '@mikro-orm/core';

/** The platform settings: a single row (id 1), created with the defaults on first start. */
export const Settings = defineEntity({
  name: 'Settings',
  tableName: 'settings',
  properties: {
    id: p.smallint().primary(),
    platformName: p.string().length(100),
    contactEmail: p.string().length(100),
    autoCensor: p.boolean(),
    approvalRequired: p.boolean(),
    integrityAutoHold: p.boolean(),
    updatedBy: p.uuid().nullable(),
    updatedAt: p.datetime().nullable(),
  },
});
export type Settings = InferEntity<typeof Settings>;
