import { bootstrapService, runtimeOptionsOf } from '@encontro/server-runtime';
import { AppModule, SERVICE } from './app.module.js';
import { loadSupportConfig } from './config.js';

const config = loadSupportConfig();
await bootstrapService({
  service: SERVICE,
  module: AppModule,
  ...runtimeOptionsOf(config),
});
