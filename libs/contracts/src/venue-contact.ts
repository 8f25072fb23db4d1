/**
 * A venue's phone and website as people paste them (SPEC §5 Indication), made into what is stored:
 * one rule for the nomination form, the gateway and indication-svc (docs/decisions.md).
 */

/** A phone may be written with these: digits, spaces, dots, dashes, parentheses and a leading +. */
const PHONE_TEXT = /^\+?[\d\s().-]+$/;
/** "0xx48 …", the long-distance prefix as signs print it: the carrier is left to the caller. */
const TRUNK_XX = /^0\s*xx\s*/i;
/** Brazilian area codes (DDD) have no 0 in them. */
const AREA_CODE = /^[1-9]{2}/;

/**
 * The phone as stored, `(XX) 9XXXX-XXXX` (mobile: 11 digits, the ninth digit first) or
 * `(XX) XXXX-XXXX` (landline: 10 digits), from how it is written: with the country code
 * (+55 or 55), the trunk prefix 0 with or without a carrier code ("0 41 48 …", "0xx48"), and any
 * spaces, dots, dashes and parentheses. null when it is no Brazilian phone with its area code.
 */
export function normalisePhone(value: string): string | null {
  const written = value.trim().replace(TRUNK_XX, '0');
  if (!PHONE_TEXT.test(written)) return null;
  let digits = written.replace(/\D/g, '');
  if (written.startsWith('+')) {
    if (!digits.startsWith('55')) return null;
    digits = digits.slice(2);
  } else if (digits.length > 11 && digits.startsWith('55')) {
    digits = digits.slice(2);
  }
  if (digits.startsWith('0')) {
    digits = digits.slice(1);
    // What is left beyond a mobile's 11 digits is the two-digit carrier code.
    if (digits.length > 11) digits = digits.slice(2);
  }
  if (!AREA_CODE.test(digits)) return null;
  const first = digits[2];
  if (digits.length === 11 && first === '9')
    return `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;
  if (digits.length === 10 && first !== '9' && first !== '0')
    return `(${digits.slice(0, 2)}) ${digits.slice(2, 6)}-${digits.slice(6)}`;
  return null;
}

/** "@bardalagoa": Instagram handles are letters, digits, dots and underscores, at most 30. */
const INSTAGRAM_HANDLE = /^@([a-z\d._]{1,30})$/i;
/** A profile's link, with or without scheme and www., with a trailing slash or query ("?hl=pt"). */
const INSTAGRAM_PROFILE =
  /^(?:https?:\/\/)?(?:www\.|m\.)?(?:instagram\.com|instagr\.am)\/([a-z\d._]{1,30})\/?(?:[?#]\S*)?$/i;
const SCHEME = /^[a-z][a-z\d+.-]*:\/\//i;
/** "bardalagoa.com.br", "www.bar.com/cardapio": a host name with a dot, then a path or nothing. */
const HOST_FIRST = /^[a-z\d-]+(?:\.[a-z\d-]+)+(?::\d+)?(?:[/?#]|$)/i;

/**
 * The website as stored: an Instagram handle or profile link becomes `https://instagram.com/<handle>`
 * (handles are lower case), a link without a scheme gets `https://`; anything else is returned
 * trimmed, as written, for `isValidWebsite` to judge.
 */
export function normaliseWebsite(value: string): string {
  const written = value.trim();
  const handle = INSTAGRAM_HANDLE.exec(written)?.[1] ?? INSTAGRAM_PROFILE.exec(written)?.[1];
  if (handle) return `https://instagram.com/${handle.toLowerCase()}`;
  if (SCHEME.test(written)) return written;
  if (written.startsWith('//')) return `https:${written}`;
  if (HOST_FIRST.test(written)) return `https://${written}`;
  return written;
}

/** SPEC §5, for what is stored: must start with http or https and contain a dot. */
export const isValidWebsite = (value: string): boolean => /^https?:\/\/\S*\.\S+$/i.test(value);
