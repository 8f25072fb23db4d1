import { describe, expect, it } from '@jest/globals';
import { clientNetworkSchema } from '@encontro/contracts';
import { ConfigError } from '@encontro/server-config';
import { createHmac } from 'node:crypto';
import { loadGatewayConfig } from '../config.js';
import { ClientNetworks, networkPrefix } from './client-network.js';

const SECRET = 'a-network-hash-secret-of-32-chars!';
const networks = (secret = SECRET) => new ClientNetworks({ NETWORK_HASH_SECRET: secret });

describe(ClientNetworks.name, () => {
  const subject = networks();
  const networkOf = (ip: string) => subject.networkOf(ip);
  const addressKey = (ip: string) => subject.addressKey(ip);

  describe('networkOf', () => {
    it('names an IPv4 address by its /24: same /24, same network; another /24, another', () => {
      expect(networkOf('203.0.113.7')).toBe(networkOf('203.0.113.250'));
      expect(networkOf('203.0.113.7')).not.toBe(networkOf('203.0.114.7'));
      expect(networkOf('203.0.113.7')).not.toBe(networkOf('204.0.113.7'));
    });

    it('is the HMAC-SHA256 of the canonical prefix with the secret, base64url of its first 16 bytes', () => {
      const expected = createHmac('sha256', SECRET)
        .update('203.0.113.0/24')
        .digest()
        .subarray(0, 16)
        .toString('base64url');
      expect(networkOf('203.0.113.7')).toBe(expected);
    });

    it('matches clientNetworkSchema, the shape the services accept', () => {
      for (const ip of ['203.0.113.7', '2001:db8:1:2::1', '::ffff:198.51.100.4', '127.0.0.1'])
        expect(clientNetworkSchema.safeParse(networkOf(ip)).success).toBe(true);
      expect(networkOf('203.0.113.7')).toHaveLength(22);
    });

    it('names an IPv6 address by its /48, whatever the spelling', () => {
      expect(networkOf('2001:db8:1:2::1')).toBe(networkOf('2001:db8:1:ffff:ffff:ffff:ffff:ffff'));
      expect(networkOf('2001:DB8:1:0:0:0:0:1')).toBe(networkOf('2001:db8:1::1'));
      expect(networkOf('2001:db8:1::1')).not.toBe(networkOf('2001:db8:2::1'));
      expect(networkPrefix('2001:DB8:0001:0002:0000::1')).toBe('2001:db8:1::/48');
    });

    it('counts an IPv4-mapped IPv6 address as the IPv4 address it carries', () => {
      expect(networkOf('::ffff:203.0.113.7')).toBe(networkOf('203.0.113.99'));
      expect(networkOf('::ffff:cb00:7107')).toBe(networkOf('203.0.113.7'));
      expect(networkPrefix('::ffff:203.0.113.7')).toBe('203.0.113.0/24');
    });

    it('is another hash under another secret, so it cannot be compared across installations', () => {
      expect(networks('another-secret-of-at-least-32-chars').networkOf('203.0.113.7')).not.toBe(
        networkOf('203.0.113.7'),
      );
    });

    it('names nothing when the address is not one (a proxy’s odd header)', () => {
      for (const ip of ['', 'unknown', '203.0.113', '203.0.113.7:443', '2001:db8::1::2'])
        expect(networkOf(ip)).toBeUndefined();
    });
  });

  describe('addressKey', () => {
    it('keys each address apart, one address the same whatever its spelling, never the address itself', () => {
      expect(addressKey('203.0.113.7')).not.toBe(addressKey('203.0.113.8'));
      expect(addressKey('::ffff:203.0.113.7')).toBe(addressKey('203.0.113.7'));
      expect(addressKey('2001:DB8::0:1')).toBe(addressKey('2001:db8::1'));
      expect(addressKey('203.0.113.7')).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(addressKey('203.0.113.7')).not.toContain('203');
      expect(addressKey('203.0.113.7')).not.toBe(networkOf('203.0.113.7'));
    });

    it('depends on the secret, and keys what is not an address as given', () => {
      expect(networks('another-secret-of-at-least-32-chars').addressKey('203.0.113.7')).not.toBe(
        addressKey('203.0.113.7'),
      );
      expect(addressKey('unknown')).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(addressKey('unknown')).not.toBe(addressKey('unknowN'));
    });
  });

  it('needs a NETWORK_HASH_SECRET of at least 32 characters at start', () => {
    const env = { JWT_PUBLIC_KEY: 'pem' };
    expect(() => loadGatewayConfig(env)).toThrow(/NETWORK_HASH_SECRET/);
    expect(() => loadGatewayConfig({ ...env, NETWORK_HASH_SECRET: 'short' })).toThrow(ConfigError);
    expect(loadGatewayConfig({ ...env, NETWORK_HASH_SECRET: SECRET }).NETWORK_HASH_SECRET).toBe(SECRET);
  });
});
