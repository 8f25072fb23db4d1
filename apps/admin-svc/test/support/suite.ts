import { suiteApp } from '@encontro/testing';
import { type AdminTestApp, createAdminTestApp } from './admin-test-app.js';

/**
 * admin-svc for one integration suite: started before its first test on resources named after
 * `prefix`, closed after its last. The object is filled in by that `beforeAll`, so the suite reads it
 * in its tests and hooks, not while it is being declared.
 */
export const adminSuite = (prefix: string): AdminTestApp => suiteApp(() => createAdminTestApp(prefix));
