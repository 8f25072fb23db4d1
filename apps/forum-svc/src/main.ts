import { bootstrapService } from '@encontro/server-runtime';
import { AppModule, SERVICE } from './app.module.js';
import { loadForumConfig } from './config.js';

const config = loadForumConfig();
await bootstrapService({
  service: SERVICE,
  module: AppModule,
  httpPort: config.HTTP_PORT,
  natsUrl: config.NATS_URL,
  logLevel: config.LOG_LEVEL,
  schema: config.DATABASE_SCHEMA,
});
