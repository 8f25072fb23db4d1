import { bootstrapService, runtimeOptionsOf } from '@encontro/server-runtime';
import { AppModule, SERVICE } from './app.module.js';
import { loadForumConfig } from './config.js';

const config = loadForumConfig();
await bootstrapService({
  service: SERVICE,
  module: AppModule,
  ...runtimeOptionsOf(config),
});
