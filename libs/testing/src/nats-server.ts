import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

export type NatsServerOptions = {
  /**
   * A configuration file's text (e.g. the chart's users, deploy/helm/encontro/files/
   * nats-authorization.conf), loaded with `-c`; address, port and JetStream come from the command line.
   */
  config?: string;
  /** Variables of the server's environment, which the configuration reads as `$NAME` (passwords). */
  env?: Record<string, string>;
};

/**
 * A private nats-server (with JetStream) for suites that need request/reply subjects nobody else
 * answers — a running `npm start` stack on the shared server would otherwise reply to them. `stop`
 * ends it for good; `restart` stops it and, `downMs` later, starts it again on the same port and
 * store, as a restarting NATS does to its clients.
 */
export async function startNatsServer(
  options: NatsServerOptions = {},
): Promise<{ url: string; stop: () => Promise<void>; restart: (downMs?: number) => Promise<void> }> {
  const port = await freePort();
  const storeDir = mkdtempSync(join(tmpdir(), 'encontro-test-nats-'));
  const configArgs: string[] = [];
  if (options.config !== undefined) {
    const configPath = join(storeDir, 'nats.conf');
    writeFileSync(configPath, options.config);
    configArgs.push('-c', configPath);
  }
  const args = [...configArgs, '-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir];
  const url = `nats://127.0.0.1:${port}`;

  const run = async () => {
    const child = spawn('nats-server', args, {
      stdio: 'ignore',
      env: { ...process.env, ...options.env },
    });
    let exited = false;
    const exit = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));
    const deadline = Date.now() + 10_000;
    for (;;) {
      const ready = await new Promise<boolean>((resolve) => {
        const socket = netConnect(port, '127.0.0.1');
        socket.once('connect', () => (socket.destroy(), resolve(true)));
        socket.once('error', () => resolve(false));
      });
      if (ready) break;
      if (exited) throw new Error(`nats-server exited at start (nats-server ${args.join(' ')})`);
      if (Date.now() > deadline)
        throw new Error('nats-server did not start (is it installed? apt-get install nats-server)');
      await new Promise((r) => setTimeout(r, 50));
    }
    return async () => {
      child.kill('SIGTERM');
      await exit;
    };
  };

  let stopRunning = await run();
  return {
    url,
    stop: async () => {
      await stopRunning();
      rmSync(storeDir, { recursive: true, force: true });
    },
    restart: async (downMs = 0) => {
      await stopRunning();
      await new Promise((r) => setTimeout(r, downMs));
      stopRunning = await run();
    },
  };
}
