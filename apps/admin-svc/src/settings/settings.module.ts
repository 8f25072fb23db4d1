import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { TablesModule } from '../tables.js';
import { SettingsHandlers } from './settings.handlers.js';
import { SettingsRepository } from './settings.repository.js';
import { SettingsService } from './settings.service.js';

@Module({
  imports: [TablesModule, AuditModule],
  controllers: [SettingsHandlers],
  providers: [SettingsRepository, SettingsService],
})
export class SettingsModule {}
