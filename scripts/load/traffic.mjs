// The traffic `npm run load`'s scenarios send: autocannon with one request list per connection, a
// paced loop for what autocannon cannot do, and the request lists' entries.
import autocannon from 'autocannon';
import { performance } from 'node:perf_hooks';
import { sleep } from './client.mjs';

/**
 * autocannon on `run.base` with one request list per connection (its own person, token and targets);
 * `connections` and `seconds` default to the run's.
 */
export function cannon(
  run,
  { requestsFor, connections = run.connections, overallRate, seconds = run.duration },
) {
  let next = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: run.base,
        connections,
        duration: seconds,
        overallRate,
        timeout: 10,
        setupClient: (client) => {
          client.setRequests(requestsFor(next++));
        },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on('error', reject);
  });
}

const bearer = (token, extra = {}) => ({
  authorization: `Bearer ${token}`,
  accept: 'application/json',
  ...extra,
});

export const get = (path, token) => ({ method: 'GET', path, headers: bearer(token) });

// No content-type without a body: Fastify refuses an empty application/json body.
export const send = (method, path, token, body) => ({
  method,
  path,
  headers: body === undefined ? bearer(token) : bearer(token, { 'content-type': 'application/json' }),
  body: body === undefined ? undefined : JSON.stringify(body),
});

/** Calls `fn(n)` `rate` times a second for `seconds`; returns autocannon-like figures. */
export async function paced(rate, seconds, fn) {
  const latencies = [];
  const statusCodeStats = {};
  let errors = 0;
  const calls = [];
  const started = Date.now();
  for (let n = 0; n < rate * seconds; n += 1) {
    const due = started + (n * 1000) / rate;
    if (due > Date.now()) await sleep(due - Date.now());
    const t0 = performance.now();
    calls.push(
      fn(n).then(
        (response) => {
          latencies.push(performance.now() - t0);
          const entry = (statusCodeStats[response.status] ??= { count: 0 });
          entry.count += 1;
        },
        () => {
          errors += 1;
        },
      ),
    );
  }
  await Promise.all(calls);
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return {
    requests: { average: calls.length / ((Date.now() - started) / 1000), total: calls.length },
    latency: { p50: at(0.5), p90: at(0.9), p99: at(0.99) },
    statusCodeStats,
    errors,
    timeouts: 0,
  };
}
