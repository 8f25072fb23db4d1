#!/usr/bin/env node
// `npm test`: formatting, lint, types, jest (the unit layer first, then integration against the real Postgres, NATS,
// Redis, s3rver, maildev; the Helm chart checks), `npm start` from this clone with its demo checked
// (the production build), the production bundles of the Docker images, and the Playwright browser tests. Stops at the first failure.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
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

// The static checks need nothing but the clone and are each one single-threaded process: they run side
// by side, one per core (on 2 cores about 90 s instead of 140 s), each one's output printed whole when it ends.
const staticChecks = [
  // Every Node project in one program (tsconfig.typecheck.json: the libraries checked once, 1 min instead of
  // 5 for the 23 projects one by one), then the web app, whose options differ (DOM, JSX, its service worker).
  ['typecheck', bin('tsc'), ['-p', 'tsconfig.typecheck.json']],
  // The longest first, so that the two lanes end together.
  ['lint', bin('eslint'), ['.', '--max-warnings=0']],
  ['format', bin('prettier'), ['--check', '.', '--log-level', 'warn']],
  ['typecheck-web', bin('tsc'), ['-p', 'apps/web/tsconfig.json']],
  ['typecheck-sw', bin('tsc'), ['-p', 'apps/web/tsconfig.sw.json']],
  // Outside the Nx projects: the chart checks (deploy/test) and the k6 scripts (load/, @types/k6).
  ['typecheck-deploy', bin('tsc'), ['-p', 'deploy/tsconfig.json']],
  ['typecheck-load', bin('tsc'), ['-p', 'load/tsconfig.json']],
];

const steps = [
  staticChecks,
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

const color = (code, text) => `\x1b[${code}m${text}\x1b[0m`;
const selected = ([name]) => only.length === 0 || only.includes(name);

/** Runs one step; `buffered`: its output is kept and printed whole at its end (for steps run side by side). */
function run([name, command, args], buffered) {
  const t0 = Date.now();
  if (!buffered) console.log(`\n${color(1, `▶ ${name}`)}`);
  const child = spawn(command, args, {
    cwd: root,
    stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, FORCE_COLOR: '1' },
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - t0) / 1000).toFixed(1);
      if (buffered) {
        console.log(`\n${color(1, `▶ ${name}`)}`);
        process.stdout.write(Buffer.concat(output));
      }
      if (code === 0) console.log(color(32, `✔ ${name} (${seconds}s)`));
      else
        console.error(`\n${color(31, `✖ ${name} failed after ${seconds}s${signal ? ` (${signal})` : ''}`)}`);
      resolve(code ?? 1);
    });
  });
}

/** Runs `group` (steps that may run side by side), `lanes` at a time; resolves to the first failure's code, or 0. */
async function runSideBySide(group, lanes) {
  const queue = [...group];
  let failure = 0;
  const lane = async () => {
    for (let step = queue.shift(); step && failure === 0; step = queue.shift()) {
      const code = await run(step, true);
      if (code !== 0 && failure === 0) failure = code;
    }
  };
  await Promise.all(Array.from({ length: Math.min(lanes, group.length) }, lane));
  return failure;
}

const started = Date.now();
for (const step of steps) {
  const group = Array.isArray(step[0]) ? step.filter(selected) : selected(step) ? [step] : [];
  if (group.length === 0) continue;
  const code =
    group.length === 1 ? await run(group[0], false) : await runSideBySide(group, availableParallelism());
  if (code !== 0) process.exit(code);
}
console.log(`\nall checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s`);
