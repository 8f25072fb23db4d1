// The chaos run's vote burst: each voter has one nomination and, in turn, casts and removes their vote
// on it. What each voter was last told decides what the database must hold: a 200 to a cast, their
// vote counted once; a 200 to a removal, no vote. A refusal (the pt-BR 503) leaves it open until the
// voter tries again after recovery: a cast is idempotent (200), a removal of a vote already gone 404.
import { performance } from 'node:perf_hooks';
import { genericMessages } from '@encontro/contracts';

/** Longer than the gateway's NATS request timeout (5 s): an answer later than this is a hang. */
export const REQUEST_TIMEOUT_MS = 10_000;

/** One call of the public API: `{ status, message, startedAt, endedAt }`; status 0 for no answer. */
export async function call(base, method, path, { token, body, contentType } = {}) {
  const startedAt = performance.now();
  try {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(contentType ? { 'content-type': contentType } : {}),
      },
      body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    let message;
    try {
      message = JSON.parse(text).message;
    } catch {
      message = text.slice(0, 200);
    }
    return { status: response.status, message, startedAt, endedAt: performance.now() };
  } catch (error) {
    return { status: 0, message: String(error?.name ?? error), startedAt, endedAt: performance.now() };
  }
}

/** A refusal as the issue wants it: 503 with the pt-BR message of @encontro/contracts. */
export const isCleanRefusal = (answer) =>
  answer.status === 503 && answer.message === genericMessages.unavailable;

/** Each voter's state across the whole run: `voted` is what they were last told succeeded. */
export function voterLedger(voters, indications) {
  return voters.map((voter, n) => ({
    id: voter.id,
    token: voter.token,
    indication: indications[n % indications.length],
    voted: false,
    /** The operation refused last, tried again until it is answered. */
    unsettled: undefined,
  }));
}

/** One step of a voter: the next cast or removal (or the refused one again). Answers the call's result. */
async function step(base, entry) {
  const method = entry.unsettled ?? (entry.voted ? 'DELETE' : 'POST');
  const answer = await call(base, method, `/api/indications/${entry.indication}/vote`, {
    token: entry.token,
  });
  const retried = entry.unsettled !== undefined;
  if (answer.status === 200 || (answer.status === 404 && method === 'DELETE' && retried)) {
    entry.voted = method === 'POST';
    entry.unsettled = undefined;
    return { ...answer, outcome: 'ok' };
  }
  if (isCleanRefusal(answer)) {
    entry.unsettled = method;
    return { ...answer, outcome: 'refused' };
  }
  entry.unsettled = method;
  return { ...answer, outcome: 'other', method };
}

/**
 * Runs `connections` loops over the ledger's voters (loop c takes voters c, c + connections, …)
 * until `stop()`. Tallies and the timing of refusals feed the fault's recovery figure.
 */
export function startVoteBurst({ base, ledger, connections }) {
  let running = true;
  // `inFlight`: when each loop's current call started (undefined between calls).
  const tally = { ok: 0, refused: 0, other: 0, others: [], answers: [], inFlight: [] };
  const loops = Array.from({ length: connections }, async (_, c) => {
    const mine = ledger.filter((_, n) => n % connections === c);
    while (running) {
      for (const entry of mine) {
        if (!running) break;
        tally.inFlight[c] = performance.now();
        const answer = await step(base, entry);
        tally.inFlight[c] = undefined;
        tally[answer.outcome] += 1;
        tally.answers.push({ outcome: answer.outcome, startedAt: answer.startedAt, endedAt: answer.endedAt });
        if (answer.outcome === 'other' && tally.others.length < 10)
          tally.others.push(`${answer.method} ${answer.status} ${answer.message}`);
        // A refused voter waits a moment before trying again, as a client would.
        if (answer.outcome !== 'ok') await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  });
  return {
    tally,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return tally;
    },
  };
}

/** Tries every voter's refused operation again until answered (after recovery); throws if one never is. */
export async function settle(base, ledger, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (const entry of ledger) {
    while (entry.unsettled) {
      const answer = await step(base, entry);
      if (answer.outcome === 'ok') break;
      if (Date.now() > deadline)
        throw new Error(
          `voter ${entry.id}: ${entry.unsettled} still answered ${answer.status} ${answer.message}`,
        );
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
