import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { CensoredWordsHandlers } from './censored-words.handlers.js';
import { CensoredWordsService } from './censored-words.service.js';

@Module({ imports: [AuditModule], controllers: [CensoredWordsHandlers], providers: [CensoredWordsService] })
export class CensoredWordsModule {}
