import ipaddr from 'ipaddr.js';
import { z } from 'zod';

/**
 * Which peers may tell the gateway the client's address in X-Forwarded-For: none, or the proxies'
 * addresses, as Fastify's `trustProxy` (proxy-addr) takes them. Fastify walks the header from the
 * right and stops at the first address that is not a trusted proxy: that is the client.
 */
export type TrustProxy = false | string[];

/** proxy-addr's names: 127.0.0.1/8 and ::1; 169.254.0.0/16 and fe80::/10; 10/8, 172.16/12, 192.168/16 and fc00::/7. */
const NAMES = ['loopback', 'linklocal', 'uniquelocal'];

const isAddress = (text: string) => ipaddr.IPv4.isValidFourPartDecimal(text) || ipaddr.IPv6.isValid(text);

/** An address, an address with a prefix length (10.0.0.0/8) or an IPv4 netmask (10.0.0.0/255.0.0.0), or a name. */
function isProxyEntry(entry: string): boolean {
  if (NAMES.includes(entry)) return true;
  const slash = entry.lastIndexOf('/');
  if (slash < 0) return isAddress(entry);
  const [address, range] = [entry.slice(0, slash), entry.slice(slash + 1)];
  if (!isAddress(address)) return false;
  const ipv4 = ipaddr.IPv4.isValidFourPartDecimal(address);
  if (/^\d{1,3}$/.test(range)) return Number(range) >= 1 && Number(range) <= (ipv4 ? 32 : 128);
  return ipv4 && ipaddr.IPv4.isValidFourPartDecimal(range)
    ? (ipaddr.IPv4.parse(range).prefixLengthFromSubnetMask() ?? 0) > 0
    : false;
}

export type TrustProxyParse = { value: TrustProxy } | { error: string };

const GIVE_ADDRESSES = "give the proxies' addresses instead, e.g. 10.0.0.0/8 or loopback (comma-separated)";

/**
 * `false` (or empty, or 0) or a comma-separated list of proxies. Refused: `true`, which trusts every
 * hop, and a hop count, which cannot tell a proxy from a client that reaches the gateway directly
 * and prepends its own X-Forwarded-For (Fastify ≥ 5.12.1 disables it: GHSA-3m5p-2c4r-xxw2).
 */
export function parseTrustProxy(raw: string): TrustProxyParse {
  const text = raw.trim();
  if (text === '' || text.toLowerCase() === 'false' || text === '0') return { value: false };
  if (text.toLowerCase() === 'true')
    return {
      error: `"true" would trust every hop, so any client could pick its own address with X-Forwarded-For; ${GIVE_ADDRESSES}`,
    };
  if (/^\d+$/.test(text))
    return {
      error: `a hop count (${text}) cannot tell a proxy from a client that connects directly and writes its own X-Forwarded-For; ${GIVE_ADDRESSES}`,
    };
  const entries = text.split(',').map((entry) => entry.trim());
  const invalid = entries.find((entry) => !isProxyEntry(entry));
  if (invalid !== undefined)
    return {
      error: `"${invalid}" is not a proxy address, CIDR (10.0.0.0/8) or name (${NAMES.join(', ')}); use false or a comma-separated list of them`,
    };
  return { value: entries };
}

/** The TRUST_PROXY variable: parsed at start, failing with its name and the reason. */
export const trustProxyVar = z
  .string()
  .default('false')
  .transform((raw, ctx): TrustProxy => {
    const parsed = parseTrustProxy(raw);
    if ('value' in parsed) return parsed.value;
    ctx.addIssue({ code: 'custom', message: parsed.error });
    return z.NEVER;
  });
