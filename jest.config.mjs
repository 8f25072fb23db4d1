import { serverProject } from './jest.preset.mjs';

export default {
  // Global only: jest ignores testTimeout inside a project. Suites that start services, stacks or a
  // browser-like app on a busy 2-core machine need more than jest's 5 s, in their hooks too.
  testTimeout: 30000,
  // Global only, too: the longest suites start first whatever Jest has cached (a clean clone has nothing).
  testSequencer: '<rootDir>/libs/testing/longest-first-sequencer.mjs',
  projects: [
    // The web app's specs run in their own project (jsdom); jest's testMatch cannot negate a folder.
    serverProject('unit', ['<rootDir>/{apps,libs}/**/src/**/*.spec.ts'], {
      testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/apps/web/'],
    }),
    serverProject(
      'integration',
      [
        '<rootDir>/{apps,libs}/**/test/**/*.integration-spec.ts',
        '<rootDir>/libs/server/*/test/**/*.integration-spec.ts',
        '<rootDir>/tests/**/*.integration-spec.ts',
      ],
      { globalSetup: '<rootDir>/libs/testing/global-setup.mjs' },
    ),
    '<rootDir>/apps/web/jest.config.mjs',
    // The start script's pure parts and its round-robin proxy (plain .mjs, like the scripts).
    serverProject('scripts', ['<rootDir>/scripts/**/*.spec.mjs']),
    // Helm chart, Dockerfile and Compose checks, offline (no cluster, no Docker, no network).
    serverProject('deploy', ['<rootDir>/deploy/test/**/*.spec.ts']),
    // The built apps as processes (dist/main.js with the tracing preload, as the image runs them).
    // And `npm run seed:scale` with tiny sizes: it runs the built migrations.
    serverProject('stack', [
      '<rootDir>/tests/stack/**/*.stack-spec.ts',
      '<rootDir>/scripts/**/*.stack-spec.mjs',
    ]),
  ],
};
