// Measuring one path on the stack and on the baseline in interleaved rounds of the same load, and
// printing both with their ratio. Used by hot-paths.mjs.
import autocannon from 'autocannon';
import { isDeepStrictEqual } from 'node:util';
import { cpuBetween, cpuTimes } from './process-cpu.mjs';

export const settings = {
  rounds: Number(process.env.BENCH_ROUNDS ?? 3),
  seconds: Number(process.env.BENCH_SECONDS ?? 8),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 20),
};

export const fmt = (n, digits = 1) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * autocannon on `origin`: one path with a bearer token, or `requestsFor(n)` giving connection n its
 * own request list (its own person).
 */
export function load(options) {
  return startLoad(options).done;
}

/** `load` until `stop()` (or `seconds`): stop() resolves to autocannon's result. */
export function startLoad({
  origin,
  path = '',
  token,
  headers = {},
  requestsFor,
  connections = settings.connections,
  seconds = settings.seconds,
}) {
  let next = 0;
  let instance;
  const done = new Promise((resolve, reject) => {
    instance = autocannon(
      {
        url: `${origin}${path}`,
        connections,
        duration: seconds,
        headers: token ? { authorization: `Bearer ${token}`, ...headers } : headers,
        ...(requestsFor ? { setupClient: (client) => client.setRequests(requestsFor(next++)) } : {}),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  return {
    done,
    stop: () => {
      instance.stop();
      return done;
    },
  };
}

/** The first place two JSON values differ, as a path, for a readable refusal. */
export function firstDifference(a, b, path = '$') {
  if (isDeepStrictEqual(a, b)) return null;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const found = firstDifference(a[key], b[key], `${path}.${key}`);
      if (found) return found;
    }
  }
  return `${path}: ${JSON.stringify(a)?.slice(0, 120)} ≠ ${JSON.stringify(b)?.slice(0, 120)}`;
}

/** Why the stack's `{ status, body }` is not the baseline's: not a 200, or the JSON's first difference (null: none). */
export const answerDifference = (fromStack, fromBaseline) =>
  fromStack.status !== 200
    ? `the stack answered ${fromStack.status}`
    : firstDifference(fromStack.body, fromBaseline.body);

const summary = (runs) => ({
  rps: runs.reduce((sum, r) => sum + r.requests.average, 0) / runs.length,
  total: runs.reduce((sum, r) => sum + r.requests.total, 0),
  p50: median(runs.map((r) => r.latency.p50)),
  p99: median(runs.map((r) => r.latency.p99)),
  errors: runs.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
});

export const line = (who, s) =>
  `    ${who.padEnd(9)} ${fmt(s.rps, 0).padStart(7)} req/s   p50 ${fmt(s.p50)} ms   p99 ${fmt(s.p99)} ms   errors ${s.errors}`;

const cpuLine = (who, cpu, requests) =>
  `    CPU ms per 1,000 requests, ${who}: ${cpu
    .map(([group, ms]) => `${group} ${fmt((ms * 1000) / Math.max(1, requests), 0)}`)
    .join(' · ')}`;

/**
 * `rounds` interleaved rounds on the stack and the baseline (`run(origin)` does one round;
 * `between()` restores the data after each), printed with the ratio and, with `cpu`, the CPU time
 * each process spent per 1,000 requests. Returns both summaries.
 */
export async function sideBySide({ stack, baseline, run, between = async () => {}, cpu = false }) {
  const results = { stack: [], baseline: [] };
  const spent = { stack: new Map(), baseline: new Map() };
  for (let round = 0; round < settings.rounds; round += 1) {
    for (const [who, origin] of [
      ['stack', stack],
      ['baseline', baseline],
    ]) {
      const before = cpuTimes();
      results[who].push(await run(origin));
      for (const [group, ms] of cpuBetween(before, cpuTimes()))
        spent[who].set(group, (spent[who].get(group) ?? 0) + ms);
      await between();
    }
  }
  const ofStack = summary(results.stack);
  const ofBaseline = summary(results.baseline);
  console.log(line('stack', ofStack));
  console.log(line('baseline', ofBaseline));
  console.log(`    ratio stack/baseline: ${fmt(ofStack.rps / ofBaseline.rps, 2)}×`);
  const perThousand = (map, requests) =>
    new Map([...map].map(([group, ms]) => [group, (ms * 1000) / Math.max(1, requests)]));
  if (cpu) {
    const sorted = (map) => [...map].sort((a, b) => b[1] - a[1]);
    console.log(cpuLine('stack', sorted(spent.stack), ofStack.total));
    console.log(cpuLine('baseline', sorted(spent.baseline), ofBaseline.total));
  }
  return {
    stack: ofStack,
    baseline: ofBaseline,
    // CPU ms per 1,000 requests by process group (with `cpu`).
    cpu: {
      stack: perThousand(spent.stack, ofStack.total),
      baseline: perThousand(spent.baseline, ofBaseline.total),
    },
  };
}
