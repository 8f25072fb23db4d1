import { Module } from '@nestjs/common';
import { ReadVersionsModule } from '../read-versions/read-versions.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { IntegrityRepositoriesModule } from './integrity-repositories.module.js';
import { IntegrityAnalysisScheduler } from './integrity-analysis.scheduler.js';
import { IntegrityHandlers } from './integrity.handlers.js';
import { IntegrityService } from './integrity.service.js';
import { IntegritySignals } from './integrity-signals.service.js';

@Module({
  imports: [IntegrityRepositoriesModule, SettingsModule, ReadVersionsModule],
  controllers: [IntegrityHandlers],
  providers: [IntegrityService, IntegritySignals, IntegrityAnalysisScheduler],
  exports: [IntegrityService, IntegritySignals],
})
export class IntegrityModule {}
