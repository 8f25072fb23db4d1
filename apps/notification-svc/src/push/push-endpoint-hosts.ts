/**
 * The hosts of the browsers' push services: Chrome and Edge (Chromium) → FCM, Firefox → Mozilla's
 * autopush, Safari → web.push.apple.com, legacy Edge → WNS.
 */
export const DEFAULT_PUSH_ENDPOINT_HOSTS =
  'fcm.googleapis.com,updates.push.services.mozilla.com,*.push.apple.com,*.notify.windows.com';

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
/** `host.name` exactly, or `*.name.tld` for any subdomain of name.tld (two labels at least). */
const HOST_PATTERN = new RegExp(`^(?:${LABEL}(?:\\.${LABEL})*|\\*(?:\\.${LABEL}){2,})$`);

/**
 * The lower-cased host patterns of a comma-separated list, or the first entry that is none (an empty
 * one, a port, a scheme, a bare `*`…).
 */
export function parseEndpointHosts(list: string): { hosts: readonly string[] } | { invalid: string } {
  const entries = list.split(',').map((entry) => entry.trim().toLowerCase());
  const invalid = entries.find((entry) => !HOST_PATTERN.test(entry));
  return invalid === undefined ? { hosts: entries } : { invalid };
}

/** Whether `hostname` is on the list: `*.x.y` takes any subdomain of x.y, not x.y itself. */
export function isEndpointHostAllowed(hosts: readonly string[], hostname: string): boolean {
  const host = hostname.toLowerCase();
  return hosts.some((pattern) =>
    pattern.startsWith('*.')
      ? host.length > pattern.length - 1 && host.endsWith(pattern.slice(1))
      : host === pattern,
  );
}
