import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { SettingsHandlers } from './settings.handlers.js';
import { SettingsService } from './settings.service.js';

@Module({ imports: [AuditModule], controllers: [SettingsHandlers], providers: [SettingsService] })
export class SettingsModule {}
