import { Module } from '@nestjs/common';
import { PeopleModule } from '../people/people.module.js';
import { TablesModule } from '../tables.js';
import { AuditHandlers } from './audit.handlers.js';
import { AuditRepository } from './audit.repository.js';
import { AuditService } from './audit.service.js';

@Module({
  imports: [TablesModule, PeopleModule],
  controllers: [AuditHandlers],
  providers: [AuditRepository, AuditService],
  exports: [AuditService],
})
export class AuditModule {}
