import { afterAll, beforeAll } from '@jest/globals';
import { type IdentityTestApp, createIdentityTestApp } from './identity-test-app.js';

/**
 * identity-svc for one integration suite: started before its first test on resources named after
 * `prefix`, closed after its last. The object is filled in by that `beforeAll`, so the suite reads it
 * in its tests and hooks, not while it is being declared.
 */
export function identitySuite(prefix: string): IdentityTestApp {
  const t = {} as IdentityTestApp;
  beforeAll(async () => {
    Object.assign(t, await createIdentityTestApp(prefix));
  });
  afterAll(async () => {
    await t.close?.();
  });
  return t;
}
