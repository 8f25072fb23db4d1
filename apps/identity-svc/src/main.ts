import { bootstrapService } from '@encontro/server-runtime';
import { identityApp } from './app.module.js';
import { DEFAULT_ADMIN_PASSWORD } from './config.js';
import { DemoSeed } from './seed/demo-seed.service.js';

const { config } = identityApp;
await bootstrapService({
  ...identityApp,
  commands: {
    /** `node dist/main.js seed`: migrates, then creates the admin and the demo users (idempotent). */
    seed: async (app) => {
      await app.get(DemoSeed).run();
    },
    /** `node dist/main.js create-admin`: migrates, then creates only ADMIN_EMAIL (production installs). */
    'create-admin': async (app) => {
      if (config.NODE_ENV === 'production' && config.ADMIN_PASSWORD === DEFAULT_ADMIN_PASSWORD)
        throw new Error(
          'create-admin: set ADMIN_PASSWORD; the documented demo password is refused in production',
        );
      await app.get(DemoSeed).createAdmin();
    },
  },
});
