// Shared jest settings for server-side TypeScript (ESM, swc with legacy decorators + metadata).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));
const swcrc = JSON.parse(readFileSync(join(root, '.swcrc'), 'utf8'));

export const serverTransform = {
  '^.+\\.(t|j)sx?$': ['@swc/jest', { ...swcrc, swcrc: false, module: { type: 'es6' } }],
};

export const serverProject = (displayName, testMatch, extra = {}) => ({
  displayName,
  rootDir: root,
  testEnvironment: 'node',
  testEnvironmentOptions: { customExportConditions: ['@encontro/source', 'node', 'node-addons'] },
  extensionsToTreatAsEsm: ['.ts'],
  transform: serverTransform,
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testMatch,
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  setupFiles: [join(root, 'libs/testing/src/setup-reflect.ts')],
  ...extra,
});
