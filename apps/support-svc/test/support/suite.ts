import { suiteApp } from '@encontro/testing';
import { type SupportTestApp, createSupportTestApp } from './support-test-app.js';

/**
 * support-svc for one integration suite: started before its first test on resources named after
 * `prefix`, closed after its last. The object is filled in by that `beforeAll`, so the suite reads it
 * in its tests and hooks, not while it is being declared.
 */
export const supportSuite = (prefix: string): SupportTestApp => suiteApp(() => createSupportTestApp(prefix));
