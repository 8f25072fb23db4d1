import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Module } from '@nestjs/common';
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { ServiceCallError, ServiceClient } from '@encontro/server-messaging';
import { freePort, startNatsServer } from '@encontro/testing';
import { bootstrapService } from '../src/index.js';
import { SLOW_ECHO_SERVICE, SlowEchoModule, slowEcho } from './support/slow-echo.service.js';

const support = (file: string) => fileURLToPath(new URL(`./support/${file}`, import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Replica = {
  pid: number;
  port: number;
  child: ChildProcess;
  lines: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/** One process of the small service (support/slow-echo.main.ts), run as a service runs: a real process. */
async function startReplica(natsUrl: string): Promise<Replica> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      '--conditions=@encontro/source',
      '--import',
      support('typescript-hooks.mjs'),
      support('slow-echo.main.ts'),
    ],
    {
      env: { ...process.env, NATS_URL: natsUrl, HTTP_PORT: String(port), SHUTDOWN_DRAIN_MS: '10000' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const lines: string[] = [];
  for (const stream of [child.stdout!, child.stderr!])
    createInterface({ input: stream }).on('line', (line) => lines.push(line));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    // 'close': after the process ended and its output was read to the end.
    child.once('close', (code, signal) => resolve({ code, signal })),
  );
  const deadline = Date.now() + 60_000;
  while ((await readiness(port)) !== 200) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`the service did not start:\n${lines.join('\n')}`);
    await sleep(100);
  }
  return { pid: child.pid!, port, child, lines, exited };
}

/** The status of /health/ready, or 0 when nothing answers (the process has closed its port). */
const readiness = (port: number) =>
  fetch(`http://127.0.0.1:${port}/health/ready`).then(
    (response) => response.status,
    () => 0,
  );

/** The log messages of a replica (its pino lines). */
const messagesOf = (replica: Replica) =>
  replica.lines.flatMap((line) => {
    try {
      return [String((JSON.parse(line) as { msg: unknown }).msg)];
    } catch {
      return [line];
    }
  });

describe('graceful shutdown of a service on SIGTERM', () => {
  let nats: Awaited<ReturnType<typeof startNatsServer>>;
  let client: ServiceClient;
  const replicas: Replica[] = [];

  beforeAll(async () => {
    // A server of its own: nothing else answers or takes requests in the queue group.
    nats = await startNatsServer();
    client = new ServiceClient({ url: nats.url, timeoutMs: 5000, name: 'drain-test-client' });
  });

  afterAll(async () => {
    await client?.onApplicationShutdown();
    for (const { child } of replicas)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await nats?.stop();
  });

  it('stops taking requests, answers those under way, turns unready at once, and no caller fails', async () => {
    const [old, other] = await Promise.all([startReplica(nats.url), startReplica(nats.url)]);
    replicas.push(old, other);

    // A steady stream: 8 callers, each sending a 200 ms request as soon as the last one answers.
    const answers: { pid: number; at: number }[] = [];
    const failures: string[] = [];
    let streaming = true;
    let n = 0;
    const callers = Array.from({ length: 8 }, async () => {
      while (streaming) {
        try {
          const answer = await client.call(slowEcho, { n: (n += 1), delay_ms: 200 });
          answers.push({ pid: answer.pid, at: Date.now() });
        } catch (error) {
          failures.push(error instanceof ServiceCallError ? error.error.reason : String(error));
        }
      }
    });
    const answeredBy = (pid: number, after = 0) =>
      answers.filter((a) => a.pid === pid && a.at > after).length;
    while (answeredBy(old.pid) < 5 || answeredBy(other.pid) < 5) await sleep(50);

    const termAt = Date.now();
    old.child.kill('SIGTERM');
    const statuses: number[] = [];
    let stopped = false;
    const exit = old.exited.then((result) => {
      stopped = true;
      return result;
    });
    while (!stopped) {
      statuses.push(await readiness(old.port));
      await sleep(20);
    }
    const { code } = await exit;
    const exitedAt = Date.now();
    await sleep(1000);
    streaming = false;
    await Promise.all(callers);

    expect(failures).toEqual([]);
    // Those under way at SIGTERM were answered by the stopping process itself…
    expect(answeredBy(old.pid, termAt)).toBeGreaterThan(0);
    // …and the stream went on with the other replica.
    expect(answeredBy(other.pid, exitedAt)).toBeGreaterThan(0);
    // Readiness: 503 as soon as the process has taken the signal (a probe already under way may
    // still say 200), until its port closes; never 200 again.
    const firstUnready = statuses.indexOf(503);
    expect(firstUnready).toBeGreaterThanOrEqual(0);
    expect(firstUnready).toBeLessThanOrEqual(1);
    expect(statuses.slice(firstUnready)).not.toContain(200);
    // The process ended on its own, after logging each step.
    expect(code).toBe(0);
    const log = messagesOf(old);
    const drained = log.find((m) => m.startsWith('NATS requests drained'));
    expect(drained).toMatch(/: [1-9]\d* answered after the unsubscribe$/);
    expect(log).toEqual(
      expect.arrayContaining([
        'SIGTERM: shutting down; /health/ready answers 503 from now on',
        'event consumer and pollers stopped (0)',
      ]),
    );
    expect(log.some((m) => m.startsWith('closed in'))).toBe(true);
  }, 120_000);

  it('closes within its limit when the NATS server is gone, instead of waiting for it', async () => {
    const own = await startNatsServer();
    @Module({ imports: [SlowEchoModule.forRoot(own.url)] })
    class SlowEchoApp {}
    const app = await bootstrapService(
      {
        service: SLOW_ECHO_SERVICE,
        module: SlowEchoApp,
        httpPort: await freePort(),
        natsUrl: own.url,
        logLevel: 'silent',
        shutdownDrainMs: 1000,
      },
      ['serve'],
    );
    await own.stop();
    const startedAt = Date.now();
    await app!.close();
    expect(Date.now() - startedAt).toBeLessThan(5000);
  });
});
