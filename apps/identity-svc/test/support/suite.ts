import { suiteApp } from '@encontro/testing';
import { type IdentityTestApp, createIdentityTestApp } from './identity-test-app.js';

/**
 * identity-svc for one integration suite: started before its first test on resources named after
 * `prefix`, closed after its last. The object is filled in by that `beforeAll`, so the suite reads it
 * in its tests and hooks, not while it is being declared.
 */
export const identitySuite = (prefix: string): IdentityTestApp =>
  suiteApp(() => createIdentityTestApp(prefix));
