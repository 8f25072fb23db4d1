import { afterAll, beforeAll } from '@jest/globals';
import { type AdminTestApp, createAdminTestApp } from './admin-test-app.js';

/**
 * admin-svc for one integration suite: started before its first test on resources named after
 * `prefix`, closed after its last. The object is filled in by that `beforeAll`, so the suite reads it
 * in its tests and hooks, not while it is being declared.
 */
export function adminSuite(prefix: string): AdminTestApp {
  const t = {} as AdminTestApp;
  beforeAll(async () => {
    Object.assign(t, await createAdminTestApp(prefix));
  });
  afterAll(async () => {
    await t.close?.();
  });
  return t;
}
