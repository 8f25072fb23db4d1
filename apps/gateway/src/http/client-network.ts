import { Inject, Injectable, Module } from '@nestjs/common';
import type { ClientNetwork } from '@encontro/contracts';
import ipaddr from 'ipaddr.js';
import { createHmac } from 'node:crypto';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';

/** An address as one string per host: IPv4-mapped IPv6 as IPv4, IPv6 in RFC 5952 form; undefined if not an address. */
export function canonicalAddress(ip: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  // A zone (fe80::1%eth0) names an interface of this host, not the client.
  const text = ip.trim().split('%')[0] ?? '';
  if (!ipaddr.IPv4.isValidFourPartDecimal(text) && !ipaddr.IPv6.isValid(text)) return undefined;
  return ipaddr.process(text);
}

/** The client's network as a prefix: its /24 for IPv4, its /48 for IPv6 (`203.0.113.0/24`, `2001:db8:1::/48`). */
export function networkPrefix(ip: string): string | undefined {
  const address = canonicalAddress(ip);
  if (!address) return undefined;
  const bits = address.kind() === 'ipv4' ? 24 : 48;
  const network =
    address.kind() === 'ipv4'
      ? ipaddr.IPv4.networkAddressFromCIDR(`${address.toString()}/${bits}`)
      : ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/${bits}`);
  return `${network.toString()}/${bits}`;
}

/**
 * Where a request comes from, without keeping the address (LGPD): keyed hashes (HMAC-SHA256 with
 * NETWORK_HASH_SECRET, base64url of the first 16 bytes) of the client's network, which the services
 * receive, and of its whole address, which names its rate-limit counts in Redis. Without the secret
 * neither can be tied back to an address.
 */
@Injectable()
export class ClientNetworks {
  private readonly secret: string;

  constructor(@Inject(GATEWAY_CONFIG) config: Pick<GatewayConfig, 'NETWORK_HASH_SECRET'>) {
    this.secret = config.NETWORK_HASH_SECRET;
  }

  /** The /24 (IPv4) or /48 (IPv6) of `ip`, keyed; undefined when `ip` is not an address. */
  networkOf(ip: string): ClientNetwork | undefined {
    const prefix = networkPrefix(ip);
    return prefix === undefined ? undefined : this.keyed(prefix);
  }

  /** The whole address, keyed; what is not an address (a proxy's odd header) is keyed as given. */
  addressKey(ip: string): string {
    return this.keyed(canonicalAddress(ip)?.toString() ?? ip);
  }

  private keyed(text: string): string {
    return createHmac('sha256', this.secret).update(text).digest().subarray(0, 16).toString('base64url');
  }
}

/** ClientNetworks for the rate limits and for the controllers that tell a service the caller's network. */
@Module({ providers: [ClientNetworks], exports: [ClientNetworks] })
export class ClientNetworkModule {}
