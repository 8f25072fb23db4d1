import { Module } from '@nestjs/common';
import { ReadVersionsModule } from '../read-versions/read-versions.module.js';
import { TablesModule } from '../tables.js';
import { VotesHandlers } from './votes.handlers.js';
import { VotesRepository } from './votes.repository.js';
import { VotesService } from './votes.service.js';
import { WeekVotersService } from './week-voters.service.js';

@Module({
  imports: [TablesModule, ReadVersionsModule],
  controllers: [VotesHandlers],
  providers: [VotesRepository, VotesService, WeekVotersService],
  exports: [VotesRepository],
})
export class VotesModule {}
