import { Module } from '@nestjs/common';
import { IndicationsHandlers } from './indications.handlers.js';
import { IndicationsRepository } from './indications.repository.js';
import { HostIndicationsService } from './host-indications.service.js';

@Module({
  controllers: [IndicationsHandlers],
  providers: [IndicationsRepository, HostIndicationsService],
  exports: [IndicationsRepository],
})
export class IndicationsModule {}
