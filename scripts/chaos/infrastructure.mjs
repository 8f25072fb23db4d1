// The chaos run's own Postgres, NATS, Redis and S3, on the chaos profile's ports: these, never the
// machine's shared ones (other suites run beside this one), are what the faults restart and stop.
import { execFile, execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { portOpen, waitForPort } from '../stack/infra.mjs';
import { startS3 } from '../stack/local-services.mjs';

const PG_BIN = process.env.CHAOS_PG_BIN ?? '/usr/lib/postgresql/15/bin';

const exitOf = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/** Root may not run Postgres: the cluster then belongs to the `postgres` user, as Debian's does. */
function postgresUser() {
  if (process.getuid?.() !== 0) return {};
  const id = (flag) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  return { uid: id('-u'), gid: id('-g') };
}

/**
 * A Postgres cluster of its own (initdb into a temporary directory, trust auth, its own port and
 * socket directory), restarted with `pg_ctl restart` — what pg_ctlcluster does on Debian.
 */
function privatePostgres(dir, port) {
  const user = postgresUser();
  const data = join(dir, 'data');
  mkdirSync(data, { recursive: true });
  if (user.uid !== undefined) for (const owned of [dir, data]) chownSync(owned, user.uid, user.gid);
  const bin = (command) => join(PG_BIN, command);
  const run = (command, args) =>
    execFileSync(bin(command), args, { ...user, stdio: ['ignore', 'pipe', 'pipe'] });
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off`;
  const ctl = ['-D', data, '-w', '-t', '60', '-l', join(dir, 'postgres.log'), '-o', options];
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    init: () => run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']),
    start: () => run('pg_ctl', ['start', ...ctl]),
    // Asynchronous: the vote burst goes on in this process while Postgres restarts.
    restart: () => promisify(execFile)(bin('pg_ctl'), ['restart', ...ctl], user),
    stop: () => {
      try {
        run('pg_ctl', ['stop', '-D', data, '-m', 'fast', '-w']);
      } catch {
        // already stopped
      }
    },
  };
}

/** A process started again on the same port (and store) after each stop. */
function restartable(name, port, command, args) {
  let child;
  return {
    start: async () => {
      child = spawn(command, args, { stdio: 'ignore' });
      if (!(await waitForPort(port, 20_000))) throw new Error(`${name} did not start on :${port}`);
    },
    stop: async () => {
      const running = child;
      child = undefined;
      if (!running) return;
      const exited = exitOf(running);
      running.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Starts the four services on `profile`'s ports (NATS's monitoring on natsPort + 4000 for the
 * consumers' pending counts) and answers their URLs and their controls.
 */
export async function startInfrastructure(profile) {
  for (const port of [
    profile.gatewayPort,
    profile.postgresPort,
    profile.natsPort,
    profile.redisPort,
    profile.s3Port,
  ])
    if (await portOpen(port))
      throw new Error(
        `:${port} of the chaos profile is taken: is another chaos run (or its leftovers) running?`,
      );
  const dir = mkdtempSync(join(tmpdir(), 'encontro-chaos-'));
  chmodSync(dir, 0o755); // the postgres user reaches its cluster inside
  const natsMonitorPort = profile.natsPort + 4000;
  const postgres = privatePostgres(join(dir, 'postgres'), profile.postgresPort);
  postgres.init();
  postgres.start();
  const nats = restartable('nats-server', profile.natsPort, 'nats-server', [
    ...['-a', '127.0.0.1', '-p', String(profile.natsPort), '-m', String(natsMonitorPort)],
    ...['-js', '-sd', join(dir, 'nats')],
  ]);
  const redis = restartable('redis-server', profile.redisPort, 'redis-server', [
    ...['--bind', '127.0.0.1', '--port', String(profile.redisPort), '--save', '', '--appendonly', 'no'],
  ]);
  await nats.start();
  await redis.start();
  const s3Dir = join(dir, 's3');
  let closeS3 = await startS3(profile.s3Port, s3Dir, 'encontro-photos');
  const s3 = {
    start: async () => {
      closeS3 ??= await startS3(profile.s3Port, s3Dir, 'encontro-photos');
    },
    stop: async () => {
      const close = closeS3;
      closeS3 = undefined;
      await close?.();
    },
  };
  return {
    postgresAdminUrl: postgres.url,
    natsMonitorUrl: `http://127.0.0.1:${natsMonitorPort}`,
    postgres,
    nats,
    redis,
    s3,
    stop: async () => {
      await s3.stop();
      await redis.stop();
      await nats.stop();
      postgres.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
