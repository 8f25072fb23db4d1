#!/usr/bin/env node
// `npm test`: formatting, lint, types, jest (the unit layer first, then integration against the real Postgres, NATS,
// Redis, s3rver, maildev; the Helm chart checks), `npm start` from this clone with its demo checked
// (the production build), the production bundles of the Docker images, and the Playwright browser tests. Stops at the first failure.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const only = process.argv.slice(2);
const jest = (args) => [
  '--experimental-vm-modules',
  '--no-warnings=ExperimentalWarning',
  join(root, 'node_modules/jest/bin/jest.js'),
  '--ci',
  // One worker per core, not jest's cores − 1: the integration suites mostly wait on Postgres,
  // NATS and the network (2 cores: 275 s with two workers, 430 s with one).
  '--maxWorkers=100%',
  ...args,
];

const steps = [
  ['format', bin('prettier'), ['--check', '.', '--log-level', 'warn']],
  ['lint', bin('eslint'), ['.', '--max-warnings=0']],
  // Every Node project in one program (tsconfig.typecheck.json: the libraries checked once, 1 min instead of
  // 5 for the 23 projects one by one), then the web app, whose options differ (DOM, JSX, its service worker).
  ['typecheck', bin('tsc'), ['-p', 'tsconfig.typecheck.json']],
  ['typecheck-web', bin('tsc'), ['-p', 'apps/web/tsconfig.json']],
  ['typecheck-sw', bin('tsc'), ['-p', 'apps/web/tsconfig.sw.json']],
  // Outside the Nx projects: the chart checks (deploy/test) and the k6 scripts (load/, @types/k6).
  ['typecheck-deploy', bin('tsc'), ['-p', 'deploy/tsconfig.json']],
  ['typecheck-load', bin('tsc'), ['-p', 'load/tsconfig.json']],
  // The fast layer first: rules with their collaborators auto-mocked, the web app's components and the
  // scripts' pure parts — no database, broker or network, so a broken rule fails in seconds.
  ['unit', process.execPath, jest(['--selectProjects', 'unit', 'web', 'scripts'])],
  // Then everything against the real Postgres, NATS, Redis, s3rver and maildev, and the chart checks.
  ['integration', process.execPath, jest(['--selectProjects', 'integration', 'deploy'])],
  // The README's first command on this clone, as a newcomer runs it (it builds everything: no `build` step).
  ['first-run', process.execPath, [join(root, 'scripts/tools/first-run-check.mjs')]],
  // The Docker images' build stage without Docker: each app's production bundle, started.
  ['bundles', process.execPath, [join(root, 'scripts/tools/check-bundles.mjs')]],
  // The built apps as processes, as the image runs them: a vote's trace across them, the faults under load
  // (tests/stack), and `npm run seed:scale` with tiny sizes.
  ['stack', process.execPath, jest(['--selectProjects', 'stack'])],
  ['e2e', bin('playwright'), ['test']],
];

const started = Date.now();
for (const [name, command, args] of steps) {
  if (only.length > 0 && !only.includes(name)) continue;
  const t0 = Date.now();
  console.log(`\n\x1b[1m▶ ${name}\x1b[0m`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '1' },
  });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n\x1b[31m✖ ${name} failed after ${seconds}s\x1b[0m`);
    process.exit(result.status ?? 1);
  }
  console.log(`\x1b[32m✔ ${name} (${seconds}s)\x1b[0m`);
}
console.log(`\nall checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s`);
