#!/usr/bin/env node
// Rollout without errors (issue 29): against a stack started with `npm start -- --replicas 2`, a vote
// burst through the round-robin during which one indication-svc replica gets SIGTERM (as Kubernetes
// sends it in a rolling update) and the start script's supervisor starts its successor on the same
// port. Printed: requests, req/s, p50/p99 and errors of the burst (must be 0), how soon the old
// replica's /health/ready answered 503, how long it took to drain and exit, when the successor was
// ready, and how many votes the successor answered (its own /metrics).
// Harsher than a Kubernetes rollout, which starts the new pod before it stops the old one: here the
// other replica carries the whole burst until the successor is up.
// The start script names each app's process in .stack/<profile>/processes.json; the stack is found by
// the port of BENCH_URL. Alone: BENCH_URL=http://localhost:8080 node scripts/bench/rollout.mjs. Also
// BENCH_CONNECTIONS (20), BENCH_ROLL_REPLICA (indication-svc#2), BENCH_STEADY_SECONDS (3).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { castAndRemoveVote, removeVotes } from './replicas.mjs';
import { fmt, settings, startLoad } from './side-by-side.mjs';
import { sleep } from '../load/client.mjs';
import { benchWeek, getClock, setClock } from '../load/setup.mjs';

const REPLICA = process.env.BENCH_ROLL_REPLICA ?? 'indication-svc#2';
const STEADY_MS = Number(process.env.BENCH_STEADY_SECONDS ?? 3) * 1000;
const SUCCESSOR_TIMEOUT_MS = 120_000;

/** The process registry of the stack whose public port is `port` (see scripts/stack/process-registry.mjs). */
function registryFor(root, port) {
  const dir = join(root, '.stack');
  if (!existsSync(dir)) return undefined;
  for (const profile of readdirSync(dir)) {
    const file = join(dir, profile, 'processes.json');
    if (!existsSync(file)) continue;
    const read = () => JSON.parse(readFileSync(file, 'utf8')); // written aside and renamed: whole
    if (read().public_port === port) return read;
  }
  return undefined;
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const readiness = (port) =>
  fetch(`http://127.0.0.1:${port}/health/ready`, { signal: AbortSignal.timeout(2000) }).then(
    (r) => r.status,
    () => 0,
  );

/** Votes the process on `port` answered, from its own /metrics (encontro_rpc_handled_total). */
async function votesAnswered(port) {
  const text = await fetch(`http://127.0.0.1:${port}/metrics`).then(
    (r) => r.text(),
    () => '',
  );
  return text
    .split('\n')
    .filter((line) => /^encontro_rpc_handled_total\{.*subject="indication\.vote\.(cast|remove)"/.test(line))
    .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
}

export async function rolloutBench(root) {
  const stack = (process.env.BENCH_URL ?? 'http://localhost:8080').replace(/\/$/, '');
  console.log(
    `\nRollout: SIGTERM to ${REPLICA} during a vote burst (${settings.connections} connections), its successor started by the launcher`,
  );
  const port = Number(new URL(stack).port || 80);
  const registry = registryFor(root, port);
  const clockBefore = await getClock(stack).catch(() => null);
  const old = registry?.().apps[REPLICA];
  if (!clockBefore || !old) {
    console.log(
      `  skipped: no stack with a dev clock and a ${REPLICA} answers on ${stack} (npm start -- --replicas 2)`,
    );
    return { ok: true, skipped: true };
  }
  const stateFile = join(root, '.stack', 'load', port === 8080 ? 'users.json' : `users-${port}.json`);
  try {
    const { voters, ids } = await benchWeek({
      root,
      base: stack,
      people: settings.connections,
      stateFile,
      clockNow: clockBefore,
    });
    const requestsFor = castAndRemoveVote(ids, voters);

    // Until stopped: the burst lasts as long as the rollout does, plus a steady stretch either side.
    const burst = startLoad({ origin: stack, requestsFor, connections: voters.length, seconds: 600 });
    const startedAt = performance.now();
    await sleep(STEADY_MS);

    const termAt = performance.now();
    process.kill(old.pid, 'SIGTERM');
    // Readiness after SIGTERM: 503 once the process has taken the signal, never 200 again.
    let unreadyAfter;
    let readyAgain = false;
    while (alive(old.pid)) {
      const status = await readiness(old.http_port);
      if (status === 503) unreadyAfter ??= performance.now() - termAt;
      else if (status === 200 && unreadyAfter !== undefined) readyAgain = true;
      await sleep(20);
    }
    const exitedAfter = performance.now() - termAt;

    let successor;
    const deadline = Date.now() + SUCCESSOR_TIMEOUT_MS;
    while (Date.now() < deadline) {
      const now = registry().apps[REPLICA];
      if (now && now.pid !== old.pid && (await readiness(now.http_port)) === 200) {
        successor = now;
        break;
      }
      await sleep(100);
    }
    const readyAfter = performance.now() - termAt;
    await sleep(STEADY_MS);
    const result = await burst.stop();
    const seconds = (performance.now() - startedAt) / 1000;
    await removeVotes(stack, ids, voters);

    const errors = result.errors + result.non2xx;
    const answeredBySuccessor = successor ? await votesAnswered(successor.http_port) : 0;
    console.log(
      `    burst     ${fmt(result.requests.total, 0)} requests in ${fmt(seconds)} s (${fmt(result.requests.total / seconds, 0)} req/s)   p50 ${fmt(result.latency.p50)} ms   p99 ${fmt(result.latency.p99)} ms   max ${fmt(result.latency.max)} ms   errors ${errors}`,
    );
    console.log(
      `    old ${REPLICA} (pid ${old.pid}): /health/ready 503 ${unreadyAfter === undefined ? 'never seen' : `${fmt(unreadyAfter, 0)} ms after SIGTERM`}, never 200 again: ${readyAgain ? 'NO' : 'yes'}; drained and exited ${fmt(exitedAfter, 0)} ms after SIGTERM`,
    );
    console.log(
      successor
        ? `    successor (pid ${successor.pid}): ready ${fmt(readyAfter / 1000)} s after SIGTERM (2 s restart delay included), answered ${answeredBySuccessor} votes before the burst ended`
        : `    successor: NOT ready within ${SUCCESSOR_TIMEOUT_MS / 1000} s`,
    );
    const ok = errors === 0 && Boolean(successor) && unreadyAfter !== undefined && !readyAgain;
    console.log(`    rollout without errors: ${ok ? 'yes' : 'NO'}`);
    return { ok, errors, requests: result.requests.total, p99: result.latency.p99, drainMs: exitedAfter };
  } finally {
    await setClock(stack, clockBefore);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { ok } = await rolloutBench(join(dirname(fileURLToPath(import.meta.url)), '..', '..'));
  process.exit(ok ? 0 : 1);
}
