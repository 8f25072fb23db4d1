import { afterEach, describe, expect, it } from '@jest/globals';
import net from 'node:net';
import { parseReplicas, replicaName, replicaPorts, roundRobin, startRoundRobinProxy } from './replicas.mjs';

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

describe('startRoundRobinProxy', () => {
  const servers = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  });

  const listen = (server) =>
    new Promise((resolve) => {
      servers.push(server);
      server.listen(0, '127.0.0.1', () => resolve(server.address().port));
    });
  // A backend that greets each connection with its name, then echoes.
  const backend = (name) =>
    listen(
      net.createServer((socket) => {
        socket.write(`${name}:`);
        socket.pipe(socket);
      }),
    );
  const freePort = async () => {
    const server = net.createServer();
    const port = await listen(server);
    servers.splice(servers.indexOf(server), 1);
    await new Promise((resolve) => server.close(resolve));
    return port;
  };
  const exchange = (port, text) =>
    new Promise((resolve, reject) => {
      const socket = net.connect({ port, host: '127.0.0.1' });
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk;
        if (received.endsWith(text)) socket.end();
      });
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
      socket.write(text);
    });
  const proxy = async (targets) => {
    const server = await startRoundRobinProxy({ port: 0, host: '127.0.0.1', targets });
    servers.push(server);
    return server.address().port;
  };

  it('spreads connections over the targets in turn, both ways', async () => {
    const port = await proxy([await backend('a'), await backend('b')]);

    const answers = [];
    for (const text of ['1', '2', '3', '4']) answers.push(await exchange(port, text));

    expect(answers).toEqual(['a:1', 'b:2', 'a:3', 'b:4']);
  });

  it('sends a connection to the next target when one refuses', async () => {
    const port = await proxy([await freePort(), await backend('b')]);

    expect([await exchange(port, 'x'), await exchange(port, 'y')]).toEqual(['b:x', 'b:y']);
  });
});
