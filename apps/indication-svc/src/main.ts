import { bootstrapService, runtimeOptionsOf } from '@encontro/server-runtime';
import { AppModule, SERVICE } from './app.module.js';
import { loadIndicationConfig } from './config.js';
import { DemoSeed } from './seed/demo-seed.service.js';

const config = loadIndicationConfig();
await bootstrapService({
  service: SERVICE,
  module: AppModule,
  ...runtimeOptionsOf(config),
  commands: {
    /** `node dist/main.js seed`: migrates, listens to identity-svc's events, adds the demo venues (idempotent). */
    seed: async (app) => {
      await app.init();
      await app.get(DemoSeed).run();
    },
  },
});
