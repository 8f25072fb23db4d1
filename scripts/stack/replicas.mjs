// `npm start -- --replicas N`: N processes of each service and N gateways, the gateways behind a
// round-robin HTTP proxy on the public port (node:http). Each client connection stays on one gateway
// for its life, so keep-alive and SSE streams behave as before; every request tells its gateway the
// client's address in X-Forwarded-For (the gateways trust loopback), as an ingress does.
import http from 'node:http';

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

// Hop-by-hop headers (RFC 9110 §7.6.1): they describe one connection, not the request.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'upgrade']);

/** `headers` without hop-by-hop fields, those the Connection header names included. */
function endToEnd(headers) {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name) && !named.includes(name)),
  );
}

/** The header a proxy sends on: what came before it, then the address of the peer it heard from. */
export function appendForwardedFor(existing, peer) {
  return existing ? `${existing}, ${peer}` : peer;
}

/**
 * Listens on `port` and proxies each request to a target port (127.0.0.1): each new client
 * connection is given the next target and keeps it for its requests. A target that refuses (a
 * gateway restarting) is passed over for the next; with none left the answer is a 502. Bodies and
 * answers stream through (uploads, SSE), and a client that goes away ends its upstream request.
 * Resolves to the server once listening.
 */
export function startRoundRobinProxy({ port, host = '0.0.0.0', targets }) {
  const next = roundRobin(targets);
  const agent = new http.Agent({ keepAlive: true });
  const targetOf = new WeakMap();

  const forward = (request, response, refused) => {
    const socket = request.socket;
    const target = targetOf.get(socket) ?? next(refused);
    if (target === undefined) {
      response.writeHead(502, { 'content-type': 'text/plain' }).end('no gateway is answering\n');
      return;
    }
    targetOf.set(socket, target);
    const headers = endToEnd(request.headers);
    headers['x-forwarded-for'] = appendForwardedFor(request.headers['x-forwarded-for'], socket.remoteAddress);
    const upstream = http.request({
      host: '127.0.0.1',
      port: target,
      method: request.method,
      path: request.url,
      headers,
      agent,
    });
    let sent = false;
    // The body goes out only once the gateway took the connection: a refusal can still try the next one.
    const send = () => {
      sent = true;
      request.pipe(upstream);
    };
    upstream.on('socket', (s) => (s.connecting ? s.once('connect', send) : send()));
    upstream.on('response', (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.headers));
      response.flushHeaders();
      answer.pipe(response);
      answer.on('error', () => response.destroy());
    });
    upstream.on('error', () => {
      if (!sent && !response.headersSent) {
        refused.add(target);
        targetOf.delete(socket);
        forward(request, response, refused);
      } else if (!response.headersSent) response.writeHead(502).end();
      else response.destroy();
    });
    // The client went away (a closed SSE stream, an upload cut short): so does its request to the gateway.
    request.on('error', () => upstream.destroy());
    response.on('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });
  };

  const server = http.createServer((request, response) => forward(request, response, new Set()));
  server.on('close', () => agent.destroy());
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
