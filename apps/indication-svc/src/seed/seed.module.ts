import { Module } from '@nestjs/common';
import { IndicationsModule } from '../indications/indications.module.js';
import { ReadVersionsModule } from '../read-versions/read-versions.module.js';
import { VotesModule } from '../votes/votes.module.js';
import { DemoSeed } from './demo-seed.service.js';

@Module({ imports: [IndicationsModule, VotesModule, ReadVersionsModule], providers: [DemoSeed] })
export class SeedModule {}
