import { describe, expect, it } from '@jest/globals';
import { ConfigError } from '@encontro/server-config';
import Fastify from 'fastify';
import { loadGatewayConfig } from '../config.js';
import { parseTrustProxy } from './trust-proxy.js';

const env = (TRUST_PROXY?: string) => ({
  JWT_PUBLIC_KEY: 'pem',
  NETWORK_HASH_SECRET: 'a-network-hash-secret-of-32-chars!',
  ...(TRUST_PROXY === undefined ? {} : { TRUST_PROXY }),
});
const trustProxyOf = (raw?: string) => loadGatewayConfig(env(raw)).TRUST_PROXY;

/** The address Fastify takes as the client's with this TRUST_PROXY, for a request from `peer`. */
async function clientAddress(trustProxy: string, peer: string, forwardedFor: string): Promise<string> {
  const app = Fastify({ trustProxy: trustProxyOf(trustProxy) });
  app.get('/', async (request) => request.ip);
  const answer = await app.inject({
    url: '/',
    remoteAddress: peer,
    headers: { 'x-forwarded-for': forwardedFor },
  });
  await app.close();
  return answer.body;
}

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default, for false, 0 or an empty value', () => {
    expect([trustProxyOf(), trustProxyOf('false'), trustProxyOf('0'), trustProxyOf(' ')]).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('takes a comma-separated list of addresses, CIDRs, netmasks and proxy-addr names', () => {
    expect(trustProxyOf('loopback')).toEqual(['loopback']);
    expect(
      trustProxyOf(' 10.0.0.0/8, 192.168.1.7 ,fd00::/8,uniquelocal,linklocal,172.16.0.0/255.240.0.0'),
    ).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/8',
      'uniquelocal',
      'linklocal',
      '172.16.0.0/255.240.0.0',
    ]);
  });

  it('refuses true at start, naming the variable and saying what to give instead', () => {
    for (const raw of ['true', 'TRUE', ' true ']) {
      expect(() => trustProxyOf(raw)).toThrow(ConfigError);
      expect(() => trustProxyOf(raw)).toThrow(/TRUST_PROXY: "true" would trust every hop.*10\.0\.0\.0\/8/);
    }
  });

  it('refuses a hop count, which cannot tell a proxy from a client connecting directly', () => {
    expect(() => trustProxyOf('1')).toThrow(/TRUST_PROXY: a hop count \(1\) cannot tell a proxy/);
    expect(() => trustProxyOf('2')).toThrow(ConfigError);
  });

  it.each([
    ['a bare word', 'proxy'],
    ['a name in capitals', 'Loopback'],
    ['an address out of range', '10.0.0.300'],
    ['a short IPv4 form', '127.1'],
    ['a prefix of 0, which would trust everyone', '0.0.0.0/0'],
    ['a prefix too long', '10.0.0.0/33'],
    ['an IPv6 prefix too long', '::1/129'],
    ['a netmask with holes', '10.0.0.0/255.0.255.0'],
    ['an empty entry', '10.0.0.0/8,'],
    ['a hop count in a list', '10.0.0.0/8,1'],
  ])('refuses %s (%p) with the entry in the message', (_label, raw) => {
    const parsed = parseTrustProxy(raw);
    expect(parsed).toEqual({ error: expect.stringContaining('is not a proxy address') });
  });

  it('makes Fastify skip only the trusted proxies from the right of X-Forwarded-For', async () => {
    // An untrusted peer: its header is ignored, whatever it claims.
    expect(await clientAddress('10.0.0.0/8', '127.0.0.1', '203.0.113.9')).toBe('127.0.0.1');
    // A trusted peer: the rightmost address that is not a trusted proxy is the client, not the leftmost.
    expect(await clientAddress('10.0.0.0/8', '10.1.2.3', '198.51.100.1, 203.0.113.9')).toBe('203.0.113.9');
    expect(await clientAddress('10.0.0.0/8', '10.1.2.3', '198.51.100.1, 203.0.113.9, 10.9.9.9')).toBe(
      '203.0.113.9',
    );
    expect(await clientAddress('false', '10.1.2.3', '203.0.113.9')).toBe('10.1.2.3');
  });
});
