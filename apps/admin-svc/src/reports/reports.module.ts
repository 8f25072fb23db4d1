import { Module } from '@nestjs/common';
import { natsAuthOf } from '@encontro/server-config';
import { SERVICE_CLIENT_OPTIONS, ServiceClient, type ServiceClientOptions } from '@encontro/server-messaging';
import { AuditModule } from '../audit/audit.module.js';
import { ADMIN_CONFIG, type AdminConfig } from '../config.js';
import { PeopleModule } from '../people/people.module.js';
import { TablesModule } from '../tables.js';
import { ReportedContentClient } from './reported-content.client.js';
import { ReportsHandlers } from './reports.handlers.js';
import { ReportsRepository } from './reports.repository.js';
import { ReportsService } from './reports.service.js';

@Module({
  imports: [TablesModule, PeopleModule, AuditModule],
  controllers: [ReportsHandlers],
  providers: [
    {
      provide: SERVICE_CLIENT_OPTIONS,
      inject: [ADMIN_CONFIG],
      useFactory: (config: AdminConfig) =>
        ({
          url: config.NATS_URL,
          auth: natsAuthOf(config),
          timeoutMs: config.NATS_REQUEST_TIMEOUT_MS,
          name: 'admin-svc',
          // The owning services' admin subjects: for the admin of the request, else as admin-svc itself.
          callerSecret: config.CALLER_CONTEXT_SECRET,
          signAsService: true,
        }) satisfies ServiceClientOptions,
    },
    ServiceClient,
    ReportsRepository,
    ReportedContentClient,
    ReportsService,
  ],
  exports: [ReportsRepository],
})
export class ReportsModule {}
