import { type InferEntity, defineEntity, p } from '@mikro-orm/core';

/** The platform settings this service obeys (one row), as admin-svc last announced them. */
export const PlatformSettings = defineEntity({
  name: 'PlatformSettings',
  tableName: 'platform_settings',
  properties: {
    id: p.smallint().primary(),
    /** New indications wait for an administrator; when false they are approved at submission. */
    approvalRequired: p.boolean().default(true),
    /** Thursday 23:00: high-risk vote clusters are put under review by themselves (issue 27). */
    integrityAutoHold: p.boolean().default(true),
    updatedAt: p.datetime(),
  },
});
export type PlatformSettings = InferEntity<typeof PlatformSettings>;
