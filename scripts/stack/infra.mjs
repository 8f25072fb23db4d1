// Postgres, NATS (JetStream) and Redis: checked, and on Debian as root installed and started when missing.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';

export function portOpen(port, host = '127.0.0.1', timeoutMs = 800) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export async function waitForPort(port, timeoutMs = 20000, host = '127.0.0.1') {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await portOpen(port, host)) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

const services = [
  {
    name: 'PostgreSQL',
    port: 5432,
    pkg: 'postgresql',
    start: 'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql | sort -V | tail -1) main start',
    afterInstall: 'su postgres -c "psql -c \\"ALTER USER postgres PASSWORD \'postgres\'\\""',
  },
  {
    name: 'NATS (JetStream)',
    port: 4222,
    pkg: 'nats-server',
    start:
      'mkdir -p /var/lib/nats-server && start-stop-daemon --start --oknodo --background --exec /usr/sbin/nats-server -- -a 127.0.0.1 -p 4222 -js -sd /var/lib/nats-server -l /var/log/nats-server.log',
  },
  {
    name: 'Redis',
    port: 6379,
    pkg: 'redis-server',
    start:
      'mkdir -p /var/lib/redis /var/log/redis && redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/encontro.log',
  },
];

const canInstall = () => process.getuid?.() === 0 && existsSync('/etc/debian_version');

/** Makes sure the three local services answer; installs/starts them when allowed, else explains how. */
export async function ensureInfrastructure(log) {
  let aptUpdated = false;
  for (const service of services) {
    if (await portOpen(service.port)) continue;
    if (!canInstall()) {
      throw new Error(
        `${service.name} is not answering on 127.0.0.1:${service.port}. Install and start it, e.g. as root:\n` +
          `  apt-get update && apt-get install -y ${service.pkg}\n  ${service.start}`,
      );
    }
    log(`${service.name} is not running: installing/starting it`);
    const installed =
      execSync(`dpkg -s ${service.pkg} >/dev/null 2>&1 && echo yes || echo no`).toString().trim() === 'yes';
    if (!installed) {
      if (!aptUpdated) execSync('apt-get update', { stdio: 'inherit' });
      aptUpdated = true;
      execSync(`DEBIAN_FRONTEND=noninteractive apt-get install -y ${service.pkg}`, { stdio: 'inherit' });
    }
    execSync(service.start, { stdio: 'inherit', shell: '/bin/bash' });
    if (!(await waitForPort(service.port, 30000)))
      throw new Error(`${service.name} did not start on :${service.port}`);
    if (!installed && service.afterInstall)
      execSync(service.afterInstall, { stdio: 'inherit', shell: '/bin/bash' });
  }
}
