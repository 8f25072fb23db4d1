import { indicationRpc } from '@encontro/contracts';
import { photoPurgeHandlers } from '@encontro/server-storage';
import { PhotoPurgesRepository } from './photo-purges.repository.js';

/** The gateway empties this queue (contracts' photoPurgeQueues): claim, delete the objects, confirm. */
export const PhotoPurgesHandlers = photoPurgeHandlers(
  { claim: indicationRpc.claimPhotoPurges, confirm: indicationRpc.confirmPhotoPurges },
  PhotoPurgesRepository,
);
export type PhotoPurgesHandlers = InstanceType<typeof PhotoPurgesHandlers>;
