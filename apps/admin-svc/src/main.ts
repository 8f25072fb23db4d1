import { bootstrapService, runtimeOptionsOf } from '@encontro/server-runtime';
import { AppModule, SERVICE } from './app.module.js';
import { loadAdminConfig } from './config.js';

const config = loadAdminConfig();
await bootstrapService({
  service: SERVICE,
  module: AppModule,
  ...runtimeOptionsOf(config),
});
