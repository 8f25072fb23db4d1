// Waiting for a quiet machine before measuring: a stack that has just started (the integrity analysis of every
// voting city, a fresh seed's autovacuum) or a vote burst's backlog still draining would be measured instead of
// the thing under test. Shared by the Lighthouse bench and the routes at scale.
import { cpus } from 'node:os';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The machine's CPU time, busy and total, summed over its cores (ms). */
function machineCpu() {
  let busy = 0;
  let total = 0;
  for (const { times } of cpus()) {
    const all = times.user + times.nice + times.sys + times.irq + times.idle;
    busy += all - times.idle;
    total += all;
  }
  return { busy, total };
}

/**
 * Resolves once the machine has been under `busyBelow` of its CPU for `quietSeconds` seconds in a row, or after
 * `maxSeconds`: the seconds waited and the busy share of the last second.
 */
export async function waitForQuietMachine({ busyBelow = 0.15, quietSeconds = 3, maxSeconds = 120 } = {}) {
  const started = Date.now();
  let quiet = 0;
  let busyShare = 1;
  while (quiet < quietSeconds && Date.now() - started < maxSeconds * 1000) {
    const before = machineCpu();
    await sleep(1000);
    const after = machineCpu();
    busyShare = (after.busy - before.busy) / Math.max(1, after.total - before.total);
    quiet = busyShare < busyBelow ? quiet + 1 : 0;
  }
  return { waited: (Date.now() - started) / 1000, busyShare };
}
