import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect as netConnect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * A private nats-server (with JetStream) for suites that need request/reply subjects nobody else
 * answers — a running `npm start` stack on the shared server would otherwise reply to them.
 */
export async function startNatsServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const storeDir = mkdtempSync(join(tmpdir(), 'encontro-test-nats-'));
  const child = spawn('nats-server', ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir], {
    stdio: 'ignore',
  });
  const url = `nats://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const ready = await new Promise<boolean>((resolve) => {
      const socket = netConnect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (ready) break;
    if (Date.now() > deadline)
      throw new Error('nats-server did not start (is it installed? apt-get install nats-server)');
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(storeDir, { recursive: true, force: true });
    },
  };
}
