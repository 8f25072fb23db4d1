import { forumRpc } from '@encontro/contracts';
import { photoPurges } from '@encontro/server-storage';

/** Memory photos of removed forums waiting for the gateway's object storage clean-up. */
export const { PhotoPurgesModule, PhotoPurgesRepository, PhotoPurgesHandlers } = photoPurges({
  claim: forumRpc.claimPhotoPurges,
  confirm: forumRpc.confirmPhotoPurges,
});
export type PhotoPurgesRepository = InstanceType<typeof PhotoPurgesRepository>;
export type PhotoPurgesHandlers = InstanceType<typeof PhotoPurgesHandlers>;
