// What other suites (tests/system) use to run notification-svc on resources of their own.
export * from './notification-test-app.js';
