// When a fault is over for the vote burst: from its answers ({ outcome, startedAt, endedAt } in
// performance.now() milliseconds) and the moment the dependency was back.
import { performance } from 'node:perf_hooks';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Seconds from `backAt` until the burst was served again: the end of the first success started after
 * the last refusal (0 when nothing was refused after the dependency came back; Infinity when nothing
 * succeeded after the last refusal).
 */
export function recoverySeconds(answers, backAt) {
  const lastBad = answers.reduce(
    (last, a) => (a.outcome === 'ok' ? last : Math.max(last, a.startedAt)),
    -Infinity,
  );
  if (lastBad === -Infinity) return 0;
  const firstGood = answers.reduce(
    (first, a) => (a.outcome === 'ok' && a.startedAt > lastBad ? Math.min(first, a.endedAt) : first),
    Infinity,
  );
  if (firstGood === Infinity) return Infinity;
  return Math.max(0, firstGood - backAt) / 1000;
}

/**
 * Whether, at `now`, the burst has been served for the last `steadyMs` since `backAt`: no refusal ended
 * in that window, and no call started before it is still under way. A call lost while the dependency
 * was down hangs until the gateway's timeout (5 s), longer than the window, and may then be refused.
 */
export function isSteady(tally, backAt, steadyMs, now) {
  const lastBad = tally.answers.reduce(
    (last, a) => (a.outcome === 'ok' ? last : Math.max(last, a.endedAt)),
    0,
  );
  const windowStart = now - steadyMs;
  const waiting = tally.inFlight.some((startedAt) => startedAt !== undefined && startedAt < windowStart);
  return Math.max(backAt, lastBad) <= windowStart && !waiting;
}

/** Resolves once the burst is steady (`isSteady`), or 30 s after `backAt`. */
export async function untilSteady(tally, backAt, steadyMs) {
  for (;;) {
    await sleep(200);
    const now = performance.now();
    if (isSteady(tally, backAt, steadyMs, now) || now - backAt > 30_000) return;
  }
}
