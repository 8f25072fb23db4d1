/**
 * A connection URL as it may be logged: user and password dropped, and any query parameter that may
 * hold a secret (`password`, `token`, `key`…) masked. Several URLs separated by commas (a NATS
 * cluster) are redacted each. Whatever does not parse as a URL is masked whole, since it cannot be
 * told apart from a secret.
 */
export function redactUrl(url: string): string {
  return url
    .split(',')
    .map((one) => redactOne(one.trim()))
    .join(',');
}

const SECRET_PARAMETER = /pass|secret|token|key|auth|credential|signature/i;

function redactOne(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return raw === '' ? raw : '***';
  }
  if (!url.host) return '***'; // `user:secret@host` parses, as a scheme and a path
  url.username = '';
  url.password = '';
  for (const name of [...url.searchParams.keys()]) {
    if (SECRET_PARAMETER.test(name)) url.searchParams.set(name, '***');
  }
  return url.toString();
}
