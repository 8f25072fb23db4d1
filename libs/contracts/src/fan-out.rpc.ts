import { forumRpc } from './forum.rpc.js';
import { identityRpc } from './identity.rpc.js';
import { indicationRpc } from './indication.rpc.js';
import { moderationRpc } from './moderation.rpc.js';
import { notificationRpc } from './notification.rpc.js';
import { supportRpc } from './support.rpc.js';

/**
 * Every service that holds personal data answers its contract with `{ service, data }` for one user;
 * the gateway gathers them into the LGPD export file.
 */
export const userDataExports = [
  identityRpc.exportUserData,
  indicationRpc.exportUserData,
  forumRpc.exportUserData,
  supportRpc.exportUserData,
  moderationRpc.exportUserData,
  notificationRpc.exportUserData,
] as const;

/**
 * Services that queue the stored photos of what they deleted; the gateway (which owns the object
 * storage) claims a batch from each, deletes the objects and prefixes, and confirms
 * (`{limit}` → `{paths, prefixes}`, then `{paths, released}`): identity-svc queues a deleted
 * account's prefixes, the others the photos of deleted indications and memories.
 */
export const photoPurgeQueues = [
  {
    service: 'identity-svc',
    claim: identityRpc.claimPhotoPurges,
    confirm: identityRpc.confirmPhotoPurges,
  },
  {
    service: 'indication-svc',
    claim: indicationRpc.claimPhotoPurges,
    confirm: indicationRpc.confirmPhotoPurges,
  },
  { service: 'forum-svc', claim: forumRpc.claimPhotoPurges, confirm: forumRpc.confirmPhotoPurges },
] as const;
