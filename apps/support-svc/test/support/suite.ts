import { afterAll, beforeAll } from '@jest/globals';
import { type SupportTestApp, createSupportTestApp } from './support-test-app.js';

/**
 * support-svc for one integration suite: started before its first test on resources named after
 * `prefix`, closed after its last. The object is filled in by that `beforeAll`, so the suite reads it
 * in its tests and hooks, not while it is being declared.
 */
export function supportSuite(prefix: string): SupportTestApp {
  const t = {} as SupportTestApp;
  beforeAll(async () => {
    Object.assign(t, await createSupportTestApp(prefix));
  });
  afterAll(async () => {
    await t.close?.();
  });
  return t;
}
