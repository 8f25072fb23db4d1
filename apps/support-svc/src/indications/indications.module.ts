import { Module } from '@nestjs/common';
import { IndicationsHandlers } from './indications.handlers.js';
import { IndicationsRepository } from './indications.repository.js';
import { IndicationsService } from './indications.service.js';

@Module({
  controllers: [IndicationsHandlers],
  providers: [IndicationsRepository, IndicationsService],
  exports: [IndicationsRepository],
})
export class IndicationsModule {}
