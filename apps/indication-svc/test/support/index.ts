// What the integration suites, here and in tests/system, use to run indication-svc on resources of their own.
export * from './indication-test-app.js';
export * from './nomination.js';
export * from './week.js';
export * from './winners.js';
