import { Module } from '@nestjs/common';
import { SERVICE_CLIENT_OPTIONS, ServiceClient } from '@encontro/server-messaging';
import { AuditModule } from '../audit/audit.module.js';
import { ADMIN_CONFIG, type AdminConfig } from '../config.js';
import { ReportedContentClient } from './reported-content.client.js';
import { ReportsHandlers } from './reports.handlers.js';
import { ReportsService } from './reports.service.js';

@Module({
  imports: [AuditModule],
  controllers: [ReportsHandlers],
  providers: [
    {
      provide: SERVICE_CLIENT_OPTIONS,
      inject: [ADMIN_CONFIG],
      useFactory: (config: AdminConfig) => ({
        url: config.NATS_URL,
        timeoutMs: config.NATS_REQUEST_TIMEOUT_MS,
        name: 'admin-svc',
      }),
    },
    ServiceClient,
    ReportedContentClient,
    ReportsService,
  ],
})
export class ReportsModule {}
