import { MikroORM } from '@mikro-orm/postgresql';
import { migrate } from '@encontro/server-database';
import { bootstrapService } from '@encontro/server-runtime';
import { AppModule, SERVICE } from './app.module.js';
import { loadIndicationConfig } from './config.js';
import { DemoSeed } from './seed/demo-seed.service.js';

const config = loadIndicationConfig();
await bootstrapService({
  service: SERVICE,
  module: AppModule,
  httpPort: config.HTTP_PORT,
  natsUrl: config.NATS_URL,
  logLevel: config.LOG_LEVEL,
  schema: config.DATABASE_SCHEMA,
  commands: {
    /** `node dist/main.js seed`: migrates, listens to identity-svc's events, adds the demo venues (idempotent). */
    seed: async (app) => {
      await migrate(app.get(MikroORM), config.DATABASE_SCHEMA);
      await app.init();
      await app.get(DemoSeed).run();
    },
  },
});
