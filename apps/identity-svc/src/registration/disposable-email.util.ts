import { disposableEmailBlocklistSet } from 'disposable-email-domains-js';

// The disposable-email-domains list (docs/decisions.md), read once; server-side only, never in the web bundle.
const disposableDomains = disposableEmailBlocklistSet();

/** The lower-cased domain of an e-mail address: what follows its last `@`. */
export const emailDomain = (email: string): string =>
  email
    .slice(email.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();

/** Whether a domain is a disposable-e-mail provider's, or a subdomain of one (`x.mailinator.com`). */
export function isDisposableDomain(domain: string): boolean {
  const labels = domain.trim().toLowerCase().replace(/\.$/, '').split('.');
  // Down to the last two labels: the list names no top-level domain.
  for (let from = 0; from < labels.length - 1; from += 1)
    if (disposableDomains.has(labels.slice(from).join('.'))) return true;
  return false;
}
