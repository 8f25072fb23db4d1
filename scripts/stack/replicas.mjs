// `npm start -- --replicas N`: N processes of each service and N gateways, the gateways behind a
// round-robin TCP proxy on the public port. TCP, not HTTP: a connection stays on one gateway for its
// life, so keep-alive, SSE streams and uploads pass through untouched, and nothing is parsed twice.
import net from 'node:net';

export const maxReplicas = 8;

/** `--replicas N` or `--replicas=N` (default 1); anything but an integer from 1 to 8 is an error. */
export function parseReplicas(argv) {
  const at = argv.findIndex((a) => a === '--replicas' || a.startsWith('--replicas='));
  if (at < 0) return 1;
  const raw = argv[at].includes('=') ? argv[at].slice('--replicas='.length) : argv[at + 1];
  const count = /^\d+$/.test(raw ?? '') ? Number(raw) : NaN;
  if (!Number.isInteger(count) || count < 1 || count > maxReplicas) {
    throw new Error(
      `--replicas takes a whole number from 1 to ${maxReplicas} (got ${raw === undefined ? 'nothing' : `'${raw}'`}), e.g. npm start -- --replicas 2`,
    );
  }
  return count;
}

/**
 * Where replica `replica` (1-based) of each app listens. Replica 1 keeps the profile's ports; the
 * others take the next blocks after the services' ports. With several replicas the gateways move to
 * the ports just above the public one, which the round-robin then takes.
 */
export function replicaPorts(profile, serviceCount, replicas, replica) {
  const offset = replica - 1;
  return {
    service: (index) => profile.servicePortBase + offset * serviceCount + index,
    gateway: replicas > 1 ? profile.gatewayPort + replica : profile.gatewayPort,
    metrics: profile.metricsPort + offset,
  };
}

/** The log label of one replica: the bare name when there is one, `gateway#2` when there are more. */
export const replicaName = (name, replicas, replica) => (replicas > 1 ? `${name}#${replica}` : name);

/** Hands out targets in turn, passing over those in `skip` (already refused for this connection). */
export function roundRobin(targets) {
  let next = 0;
  return (skip = new Set()) => {
    for (let tried = 0; tried < targets.length; tried += 1) {
      const target = targets[next];
      next = (next + 1) % targets.length;
      if (!skip.has(target)) return target;
    }
    return undefined;
  };
}

/**
 * Listens on `port` and pipes each accepted connection to the next target port (127.0.0.1). A target
 * that refuses (a gateway restarting) is passed over for the next; with none left the connection is
 * closed. Resolves to the server once listening.
 */
export function startRoundRobinProxy({ port, host = '0.0.0.0', targets }) {
  const next = roundRobin(targets);
  const server = net.createServer({ pauseOnConnect: true }, (client) => {
    client.setNoDelay(true);
    const refused = new Set();
    const connect = () => {
      const target = next(refused);
      if (target === undefined) return client.destroy();
      const upstream = net.connect({ port: target, host: '127.0.0.1' });
      let connected = false;
      upstream.once('connect', () => {
        connected = true;
        upstream.setNoDelay(true);
        client.pipe(upstream);
        upstream.pipe(client);
        client.resume();
      });
      upstream.on('error', () => {
        if (connected) return client.destroy();
        refused.add(target);
        connect();
      });
      upstream.on('close', () => connected && client.destroy());
      client.on('close', () => upstream.destroy());
    };
    client.on('error', () => client.destroy());
    connect();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
