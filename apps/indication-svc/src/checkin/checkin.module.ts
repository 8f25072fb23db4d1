import { Module } from '@nestjs/common';
import { IndicationsModule } from '../indications/indications.module.js';
import { ReadVersionsModule } from '../read-versions/read-versions.module.js';
import { TablesModule } from '../tables.js';
import { WinnersRepositoryModule } from '../winners/winners-repository.module.js';
import { CheckinHandlers } from './checkin.handlers.js';
import { CheckinService } from './checkin.service.js';
import { CheckinsRepository } from './checkins.repository.js';

@Module({
  imports: [TablesModule, WinnersRepositoryModule, IndicationsModule, ReadVersionsModule],
  controllers: [CheckinHandlers],
  providers: [CheckinService, CheckinsRepository],
})
export class CheckinModule {}
