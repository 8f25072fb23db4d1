import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { TablesModule } from '../tables.js';
import { CensoredWordsHandlers } from './censored-words.handlers.js';
import { CensoredWordsRepository } from './censored-words.repository.js';
import { CensoredWordsService } from './censored-words.service.js';

@Module({
  imports: [TablesModule, AuditModule],
  controllers: [CensoredWordsHandlers],
  providers: [CensoredWordsRepository, CensoredWordsService],
})
export class CensoredWordsModule {}
