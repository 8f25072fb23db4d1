import { type ChildProcess, spawn } from 'node:child_process';
import { connect as netConnect } from 'node:net';
import { freePort } from './nats-server.js';

/** A private redis-server that a suite may stop and start again on the same port (a restart). */
export type RedisServer = { url: string; stop: () => Promise<void>; start: () => Promise<void> };

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = netConnect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/**
 * A redis-server of the suite's own, in memory only, for fault suites: restarting the machine's
 * shared Redis would fail every suite running beside it.
 */
export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
    const process_ = spawn('redis-server', args, { stdio: 'ignore' });
    let exited = false;
    process_.once('exit', () => (exited = true));
    child = process_;
    const deadline = Date.now() + 10_000;
    while (!(await listening(port))) {
      if (exited) throw new Error(`redis-server exited at start (redis-server ${args.join(' ')})`);
      if (Date.now() > deadline) throw new Error('redis-server did not start (apt-get install redis-server)');
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((r) => running.once('exit', r));
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, stop, start };
}
