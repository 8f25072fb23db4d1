// What other suites (tests/system) use to run admin-svc on resources of their own.
export * from './admin-test-app.js';
