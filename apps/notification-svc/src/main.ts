import { bootstrapService, runtimeOptionsOf } from '@encontro/server-runtime';
import { AppModule, SERVICE } from './app.module.js';
import { loadNotificationConfig } from './config.js';

const config = loadNotificationConfig();
await bootstrapService({
  service: SERVICE,
  module: AppModule,
  ...runtimeOptionsOf(config),
});
