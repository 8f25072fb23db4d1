// What other suites (tests/system, the push and admin helpers) use to run forum-svc on resources of their own.
export * from './forum-test-app.js';
