import { isAuthPage } from '../features/shell/menu';

/** The query parameter of /login and /register that names where to go after signing in. */
export const RETURN_PARAM = 'next';

const probeOrigin = 'https://encontro.invalid';

/**
 * `raw` as a path of this site, or null. Only "/x" passes: never "//host", "/\host", "https://…",
 * "javascript:…", nor anything with a backslash or a control character (browsers drop tabs and
 * newlines from addresses, so "/\t/host" would become "//host").
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2000) return null;
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, probeOrigin);
  } catch {
    return null;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  // "/.//host" normalises to "//host": check the result too.
  if (url.origin !== probeOrigin || path.startsWith('//')) return null;
  return path;
}

/** Where signing in leads: the `next` of the address when it is safe and not itself a sign-in page. */
export function returnTargetFrom(search: string, fallback = '/'): string {
  const path = safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM));
  if (!path || isAuthPage(path.split(/[?#]/)[0]!)) return fallback;
  return path;
}

/** `/login` (or `/register`) remembering `path`; the home page needs no reminder. */
export function withReturnPath(page: '/login' | '/register', path: string | null | undefined): string {
  const safe = safeReturnPath(path);
  if (!safe || safe === '/' || isAuthPage(safe.split(/[?#]/)[0]!)) return page;
  // Slashes are legal in a query: keep "?next=/forum/12" readable.
  return `${page}?${RETURN_PARAM}=${encodeURIComponent(safe).replace(/%2F/gi, '/')}`;
}
