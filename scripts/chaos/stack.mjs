// `npm start -- --profile=chaos --no-build --replicas N` as a child of the chaos run, on the run's own
// Postgres, NATS, Redis and S3; its process registry says which pid runs each replica.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const exitOf = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/**
 * Starts the stack and resolves once it is ready (its "ready in" line). Its output goes to
 * .stack/chaos/stack.log (and to `log`, when given).
 */
export async function startChaosStack({ root, replicas, postgresAdminUrl, log, timeoutMs = 240_000 }) {
  const child = spawn(
    process.execPath,
    [join(root, 'scripts/start.mjs'), '--profile=chaos', '--no-build', '--replicas', String(replicas)],
    {
      cwd: root,
      env: {
        ...process.env,
        POSTGRES_ADMIN_URL: postgresAdminUrl,
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  mkdirSync(join(root, '.stack', 'chaos'), { recursive: true });
  const file = createWriteStream(join(root, '.stack', 'chaos', 'stack.log'));
  child.once('exit', () => file.end());
  const tail = [];
  let ready = false;
  const readyOrExit = new Promise((resolve, reject) => {
    const onData = (chunk) => {
      const text = chunk.toString();
      file.write(text);
      log?.(text);
      tail.push(text);
      if (tail.length > 200) tail.shift();
      if (!ready && /│ ready in \d+ s/.test(text)) {
        ready = true;
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) =>
      reject(
        new Error(`the chaos stack exited (${code}) before it was ready:\n${tail.join('').slice(-6000)}`),
      ),
    );
  });
  const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
  try {
    await readyOrExit;
  } finally {
    clearTimeout(timer);
  }
  const registryFile = join(root, '.stack', 'chaos', 'processes.json');
  return {
    /** `name` (e.g. `indication-svc#2`) → `{ pid, http_port }`, as the launcher registered it last. */
    apps: () => JSON.parse(readFileSync(registryFile, 'utf8')).apps,
    output: () => tail.join(''),
    stop: async () => {
      const exited = exitOf(child);
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(force);
    },
  };
}
