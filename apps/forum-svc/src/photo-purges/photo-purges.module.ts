import { Module } from '@nestjs/common';
import { TablesModule } from '../tables.js';
import { PhotoPurgesHandlers } from './photo-purges.handlers.js';
import { PhotoPurgesRepository } from './photo-purges.repository.js';

@Module({
  imports: [TablesModule],
  controllers: [PhotoPurgesHandlers],
  providers: [PhotoPurgesRepository],
  exports: [PhotoPurgesRepository],
})
export class PhotoPurgesModule {}
