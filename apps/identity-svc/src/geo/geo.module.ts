import { Module } from '@nestjs/common';
import { GeoHandlers } from './geo.handlers.js';
import { GeoService } from './geo.service.js';

@Module({ controllers: [GeoHandlers], providers: [GeoService], exports: [GeoService] })
export class GeoModule {}
