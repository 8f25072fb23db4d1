import { Module } from '@nestjs/common';
import { GeoModule } from '../geo/geo.module.js';
import { UsersModule } from '../users/users.module.js';
import { DemoSeed } from './demo-seed.service.js';

@Module({ imports: [UsersModule, GeoModule], providers: [DemoSeed], exports: [DemoSeed] })
export class SeedModule {}
