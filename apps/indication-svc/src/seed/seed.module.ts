import { Module } from '@nestjs/common';
import { DemoSeed } from './demo-seed.service.js';

@Module({ providers: [DemoSeed], exports: [DemoSeed] })
export class SeedModule {}
