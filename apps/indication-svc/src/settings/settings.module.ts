import { Module } from '@nestjs/common';
import { SettingsService } from './settings.service.js';

@Module({ providers: [SettingsService] })
export class SettingsModule {}
