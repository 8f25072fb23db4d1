import { Module } from '@nestjs/common';
import { PhotoPurgesHandlers } from './photo-purges.handlers.js';

@Module({ controllers: [PhotoPurgesHandlers] })
export class PhotoPurgesModule {}
