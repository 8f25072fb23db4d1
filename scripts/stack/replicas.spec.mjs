import { afterEach, describe, expect, it } from '@jest/globals';
import http from 'node:http';
import net from 'node:net';
import {
  appendForwardedFor,
  parseReplicas,
  replicaName,
  replicaPorts,
  roundRobin,
  startRoundRobinProxy,
} from './replicas.mjs';

const dev = { gatewayPort: 8080, metricsPort: 9464, servicePortBase: 3001 };

describe('parseReplicas', () => {
  it('is one when the flag is absent', () => {
    expect(parseReplicas(['--profile=e2e', '--no-build'])).toBe(1);
  });

  it('reads the count after the flag or after an equals sign', () => {
    expect(parseReplicas(['--profile=e2e', '--replicas', '2', '--no-build'])).toBe(2);
    expect(parseReplicas(['--replicas=8'])).toBe(8);
  });

  it.each([['0'], ['9'], ['1.5'], ['two'], ['-1'], ['']])('refuses %p with the accepted range', (raw) => {
    expect(() => parseReplicas(['--replicas', raw])).toThrow('--replicas takes a whole number from 1 to 8');
  });

  it('refuses the flag without a count', () => {
    expect(() => parseReplicas(['--replicas'])).toThrow('(got nothing)');
  });
});

describe('replicaPorts', () => {
  it('keeps the profile ports with one replica, the gateway on the public port', () => {
    const ports = replicaPorts(dev, 5, 1, 1);
    expect([ports.service(0), ports.service(4), ports.gateway, ports.metrics]).toEqual([
      3001, 3005, 8080, 9464,
    ]);
  });

  it('gives each replica its own block of service ports and the gateways the ports above the public one', () => {
    const [first, second] = [replicaPorts(dev, 5, 2, 1), replicaPorts(dev, 5, 2, 2)];
    expect([first.service(0), first.service(4), second.service(0), second.service(4)]).toEqual([
      3001, 3005, 3006, 3010,
    ]);
    expect([first.gateway, second.gateway, first.metrics, second.metrics]).toEqual([8081, 8082, 9464, 9465]);
  });

  it('names replicas only when there are several', () => {
    expect([replicaName('gateway', 1, 1), replicaName('gateway', 2, 2)]).toEqual(['gateway', 'gateway#2']);
  });
});

describe('roundRobin', () => {
  it('hands out the targets in turn', () => {
    const next = roundRobin([1, 2, 3]);
    expect([next(), next(), next(), next()]).toEqual([1, 2, 3, 1]);
  });

  it('passes over targets that refused, and gives up when all did', () => {
    const next = roundRobin([1, 2]);
    expect(next(new Set([1]))).toBe(2);
    expect(next(new Set([1, 2]))).toBeUndefined();
  });
});

describe('appendForwardedFor', () => {
  it('starts the header with the peer, or adds the peer after what came before it', () => {
    expect(appendForwardedFor(undefined, '127.0.0.1')).toBe('127.0.0.1');
    expect(appendForwardedFor('198.51.100.1', '127.0.0.1')).toBe('198.51.100.1, 127.0.0.1');
  });
});

describe('startRoundRobinProxy', () => {
  const servers = [];
  afterEach(async () => {
    await Promise.all(
      servers.splice(0).map(
        (server) =>
          new Promise((resolve) => {
            server.closeAllConnections?.();
            server.close(resolve);
          }),
      ),
    );
  });

  const listen = (server) =>
    new Promise((resolve) => {
      servers.push(server);
      server.listen(0, '127.0.0.1', () => resolve(server.address().port));
    });
  /** A gateway stand-in: answers with its name, the X-Forwarded-For it was given and the body it read. */
  const backend = (name, extra = () => false) =>
    listen(
      http.createServer((request, response) => {
        if (extra(request, response)) return;
        let body = '';
        request.on('data', (chunk) => (body += chunk));
        request.on('end', () =>
          response.end(
            JSON.stringify({ name, forwardedFor: request.headers['x-forwarded-for'] ?? null, body }),
          ),
        );
      }),
    );
  const freePort = async () => {
    const server = net.createServer();
    const port = await listen(server);
    servers.splice(servers.indexOf(server), 1);
    await new Promise((resolve) => server.close(resolve));
    return port;
  };
  const proxy = async (targets) => {
    const server = await startRoundRobinProxy({ port: 0, host: '127.0.0.1', targets });
    servers.push(server);
    return server.address().port;
  };
  /** One request; a fresh connection unless `agent` keeps one alive. */
  const ask = (port, { agent = false, headers = {}, body } = {}) =>
    new Promise((resolve, reject) => {
      const request = http.request(
        { port, host: '127.0.0.1', method: body ? 'POST' : 'GET', path: '/', agent, headers },
        (response) => {
          let text = '';
          response.on('data', (chunk) => (text += chunk));
          response.on('end', () => {
            const json = (response.headers['content-type'] ?? '').includes('json') || text.startsWith('{');
            resolve({ status: response.statusCode, ...(json ? JSON.parse(text) : { text }) });
          });
        },
      );
      request.on('error', reject);
      request.end(body);
    });

  it('hands each new connection to the next target in turn', async () => {
    const port = await proxy([await backend('a'), await backend('b')]);

    const names = [];
    for (let i = 0; i < 4; i += 1) names.push((await ask(port)).name);

    expect(names).toEqual(['a', 'b', 'a', 'b']);
  });

  it('keeps the requests of one keep-alive connection on its target', async () => {
    const port = await proxy([await backend('a'), await backend('b')]);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

    const names = [];
    for (let i = 0; i < 3; i += 1) names.push((await ask(port, { agent })).name);
    agent.destroy();

    expect(new Set(names).size).toBe(1);
  });

  it('tells the target the client address in X-Forwarded-For, after what an earlier proxy wrote', async () => {
    const port = await proxy([await backend('a')]);

    expect((await ask(port)).forwardedFor).toBe('127.0.0.1');
    expect((await ask(port, { headers: { 'x-forwarded-for': '203.0.113.9' } })).forwardedFor).toBe(
      '203.0.113.9, 127.0.0.1',
    );
  });

  it('passes request bodies through', async () => {
    const port = await proxy([await backend('a')]);
    const body = JSON.stringify({ text: 'x'.repeat(100_000) });

    expect(await ask(port, { body, headers: { 'content-type': 'application/json' } })).toMatchObject({
      status: 200,
      body,
    });
  });

  it('sends a connection to the next target when one refuses, and answers 502 when none is left', async () => {
    const port = await proxy([await freePort(), await backend('b')]);
    expect([(await ask(port)).name, (await ask(port)).name]).toEqual(['b', 'b']);

    const none = await proxy([await freePort()]);
    expect((await ask(none)).status).toBe(502);
  });

  it('streams an SSE answer as it is written, and ends the upstream request when the client leaves', async () => {
    let upstreamClosed;
    const closed = new Promise((resolve) => (upstreamClosed = resolve));
    const port = await proxy([
      await backend('sse', (request, response) => {
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.write('data: first\n\n');
        // Never ends on its own: only the client's leaving closes it.
        request.on('close', () => upstreamClosed(true));
        return true;
      }),
    ]);

    const first = await new Promise((resolve, reject) => {
      const request = http.get({ port, host: '127.0.0.1', path: '/', agent: false }, (response) => {
        response.once('data', (chunk) => {
          resolve({ type: response.headers['content-type'], text: String(chunk) });
          request.destroy();
        });
      });
      request.on('error', () => undefined);
      setTimeout(() => reject(new Error('no event within 2 s')), 2000);
    });

    expect(first).toEqual({ type: 'text/event-stream', text: 'data: first\n\n' });
    expect(await closed).toBe(true);
  });
});
