import { indicationRpc } from '@encontro/contracts';
import { photoPurges } from '@encontro/server-storage';

/** Photos of deleted indications waiting for the gateway's object storage clean-up. */
export const { PhotoPurgesModule, PhotoPurgesRepository, PhotoPurgesHandlers } = photoPurges({
  claim: indicationRpc.claimPhotoPurges,
  confirm: indicationRpc.confirmPhotoPurges,
});
export type PhotoPurgesRepository = InstanceType<typeof PhotoPurgesRepository>;
export type PhotoPurgesHandlers = InstanceType<typeof PhotoPurgesHandlers>;
