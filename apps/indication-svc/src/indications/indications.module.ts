import { Module } from '@nestjs/common';
import { PeopleModule } from '../people/people.module.js';
import { AdminIndicationsService } from './admin-indications.service.js';
import { IndicationRemoval } from './indication-removal.service.js';
import { IndicationStats } from './indication-stats.service.js';
import { IndicationsHandlers } from './indications.handlers.js';
import { IndicationsService } from './indications.service.js';

@Module({
  imports: [PeopleModule],
  controllers: [IndicationsHandlers],
  providers: [IndicationsService, AdminIndicationsService, IndicationRemoval, IndicationStats],
  exports: [IndicationsService, IndicationRemoval, IndicationStats],
})
export class IndicationsModule {}
