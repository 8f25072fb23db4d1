// The web app's jest project: jsdom + swc (TSX, automatic React runtime), ESM like the rest of the repo.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

export default {
  displayName: 'web',
  rootDir: here,
  testEnvironment: join(here, 'test/jsdom-environment.mjs'),
  testEnvironmentOptions: {
    customExportConditions: ['@encontro/source', 'browser'],
    url: 'http://localhost/',
  },
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        swcrc: false,
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'es6' },
      },
    ],
  },
  moduleNameMapper: {
    '\\.css$': join(here, 'test/style-stub.js'),
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  setupFilesAfterEnv: [join(here, 'test/setup.ts')],
  testMatch: ['<rootDir>/src/**/*.spec.{ts,tsx}'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
  // Form tests type with user-event; on a loaded 2-core CI machine 5 s is too tight.
  testTimeout: 20_000,
};
