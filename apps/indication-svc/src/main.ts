import { bootstrapService } from '@encontro/server-runtime';
import { indicationApp } from './app.module.js';
import { DemoSeed } from './seed/demo-seed.service.js';

await bootstrapService({
  ...indicationApp,
  commands: {
    /** `node dist/main.js seed`: migrates, listens to identity-svc's events, adds the demo venues (idempotent). */
    seed: async (app) => {
      await app.init();
      await app.get(DemoSeed).run();
    },
  },
});
