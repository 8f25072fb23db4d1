// What other suites (tests/system) use to run support-svc on resources of their own.
export * from './support-test-app.js';
