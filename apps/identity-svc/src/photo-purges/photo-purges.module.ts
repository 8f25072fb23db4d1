import { identityRpc } from '@encontro/contracts';
import { photoPurges } from '@encontro/server-storage';

/** Deleted accounts' photo prefixes waiting for the gateway's object storage clean-up (LGPD). */
export const { PhotoPurgesModule, PhotoPurgesRepository, PhotoPurgesHandlers } = photoPurges({
  claim: identityRpc.claimPhotoPurges,
  confirm: identityRpc.confirmPhotoPurges,
});
export type PhotoPurgesRepository = InstanceType<typeof PhotoPurgesRepository>;
export type PhotoPurgesHandlers = InstanceType<typeof PhotoPurgesHandlers>;
