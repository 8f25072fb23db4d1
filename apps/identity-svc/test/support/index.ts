// What other suites (tests/system) use to run identity-svc on resources of their own.
export * from './account-flows.js';
export * from './identity-test-app.js';
export { DemoSeed } from '../../src/seed/demo-seed.service.js';
