import { Counter } from 'prom-client';

/**
 * What the abuse defences saw: `login_failed` (a wrong password at login), `current_password_failed`
 * (a wrong current password in a profile change), `lockout` (a throttle bucket just filled: an account
 * on one network, or an account everywhere but its known networks), `login_throttled` (an attempt
 * refused by such a lock), `signup_disposable_email` (a registration refused for its e-mail domain),
 * `vote_held` (a vote put under review by the integrity rules). One label, a bounded list.
 */
export const authEventNames = [
  'login_failed',
  'current_password_failed',
  'lockout',
  'login_throttled',
  'signup_disposable_email',
  'vote_held',
] as const;
export type AuthEvent = (typeof authEventNames)[number];

// Module-level: prom-client's registry is process-wide (identity-svc and indication-svc count here).
export const authEvents = new Counter({
  name: 'encontro_auth_events_total',
  help: 'Abuse-defence events: failed logins and current passwords, lockouts, throttled logins, refused disposable e-mails, held votes',
  labelNames: ['event'] as const,
});

/** Counts `n` events of one kind. */
export const countAuthEvent = (event: AuthEvent, n = 1): void => authEvents.inc({ event }, n);
