import { Module } from '@nestjs/common';
import { AuditHandlers } from './audit.handlers.js';
import { AuditService } from './audit.service.js';

@Module({ controllers: [AuditHandlers], providers: [AuditService], exports: [AuditService] })
export class AuditModule {}
