// The vote burst as background load in a process of its own (forked by hot-paths.mjs), so that the
// forum push bench's 1,000 subscribers do not share an event loop with the load generator: the
// delays it prints are then the gateway's, not the bench's. Started with IPC; answers 'stop' with
// autocannon's result.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startLoad } from './side-by-side.mjs';

/** Connection n is voter n, casting and removing their vote on venue n mod ids in turn. */
export function voteRequestsFor({ ids, tokens }) {
  return (n) => {
    const path = `/api/indications/${ids[n % ids.length]}/vote`;
    const headers = { authorization: `Bearer ${tokens[n % tokens.length]}` };
    return [
      { method: 'POST', path, headers },
      { method: 'DELETE', path, headers },
    ];
  };
}

/** `{ start() → { stop() → Promise<autocannon result> } }` for forumPushBench's `background`. */
export function voteBurstInChild({ label, origin, ids, tokens }) {
  return {
    label,
    start: () => {
      const child = fork(fileURLToPath(import.meta.url), [], {
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      child.send({ origin, ids, tokens });
      return {
        stop: () =>
          new Promise((resolve, reject) => {
            child.once('message', (result) => {
              child.disconnect();
              resolve(result);
            });
            child.once('exit', (code) => code !== 0 && reject(new Error(`vote load exited with ${code}`)));
            child.send('stop');
          }),
      };
    },
  };
}

if (process.send && fileURLToPath(import.meta.url) === process.argv[1]) {
  let running;
  process.on('message', async (message) => {
    if (message === 'stop') {
      const result = await running?.stop();
      process.send(JSON.parse(JSON.stringify(result ?? null)));
      return;
    }
    const { origin, ids, tokens } = message;
    running = startLoad({
      origin,
      requestsFor: voteRequestsFor({ ids, tokens }),
      connections: tokens.length,
      seconds: 600,
    });
  });
}
