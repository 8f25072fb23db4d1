import { serverProject } from './jest.preset.mjs';

export default {
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
      {
        testTimeout: 30000,
        globalSetup: '<rootDir>/libs/testing/global-setup.mjs',
      },
    ),
    '<rootDir>/apps/web/jest.config.mjs',
    // The start script's pure parts and its round-robin proxy (plain .mjs, like the scripts).
    serverProject('scripts', ['<rootDir>/scripts/**/*.spec.mjs']),
    // Helm chart, Dockerfile and Compose checks, offline (no cluster, no Docker, no network).
    serverProject('deploy', ['<rootDir>/deploy/test/**/*.spec.ts'], { testTimeout: 30000 }),
  ],
};
