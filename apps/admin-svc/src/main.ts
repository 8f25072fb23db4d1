import { bootstrapService } from '@encontro/server-runtime';
import { AppModule, SERVICE } from './app.module.js';
import { loadAdminConfig } from './config.js';

const config = loadAdminConfig();
await bootstrapService({
  service: SERVICE,
  module: AppModule,
  httpPort: config.HTTP_PORT,
  natsUrl: config.NATS_URL,
  logLevel: config.LOG_LEVEL,
  schema: config.DATABASE_SCHEMA,
});
