import { Inject, Injectable } from '@nestjs/common';
import { PhotoPurgeQueue } from '@encontro/server-storage';
import { Tables } from '../tables.js';

/** Photos of deleted indications waiting for the gateway's object storage clean-up. */
@Injectable()
export class PhotoPurgesRepository extends PhotoPurgeQueue {
  constructor(@Inject(Tables) tables: Tables) {
    super(tables.photoPurges);
  }
}
