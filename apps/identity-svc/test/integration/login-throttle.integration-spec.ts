import { beforeAll, describe, expect, it } from '@jest/globals';
import type { ClientNetwork, ProfileUpdateRequest } from '@encontro/contracts';
import { type AuthEvent, authEvents } from '@encontro/server-observability';
import { createHash } from 'node:crypto';
import { PasswordResetHandlers } from '../../src/password-reset/password-reset.handlers.js';
import { ProfileHandlers } from '../../src/profile/profile.handlers.js';
import { SessionsHandlers } from '../../src/sessions/sessions.handlers.js';
import { linkIn, newEmail, verifiedAccount } from '../support/account-flows.js';
import { identitySuite } from '../support/suite.js';

const throttled = {
  reason: 'LOGIN_THROTTLED',
  message: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
};
const invalid = { reason: 'INVALID_CREDENTIALS', message: 'E-mail ou senha incorretos' };

/** A network as the gateway names it (a keyed hash of a /24): 22 base64url characters. */
const network = (label: string): ClientNetwork =>
  createHash('sha256').update(label).digest('base64url').slice(0, 22);

/** How many `event`s the process-wide counter holds now. */
const counted = async (event: AuthEvent) =>
  (await authEvents.get()).values.find((v) => v.labels.event === event)?.value ?? 0;

/** What a refusal carries across NATS: the reason, the message and the field errors. */
const refusal = async (attempt: Promise<unknown>) => {
  const error = await attempt.then(
    () => {
      throw new Error('the login was accepted');
    },
    (e: unknown) => e as { reason: string; message: string; errors?: unknown },
  );
  return { reason: error.reason, message: error.message, errors: error.errors };
};

describe('identity-svc login throttle per account and network', () => {
  const t = identitySuite('identity_throttle');
  /** A login without a network, as an older gateway sends it: one shared bucket. */
  const login = (email: string, password: string) =>
    t.get(SessionsHandlers).login({ body: { email, password } });
  const loginFrom = (where: ClientNetwork, email: string, password: string) =>
    t.get(SessionsHandlers).login({ body: { email, password }, network: where });

  beforeAll(() => {
    expect(t.config.LOGIN_MAX_FAILURES).toBe(10);
    expect(t.config.LOGIN_ACCOUNT_MAX_FAILURES).toBe(30);
  });

  it('refuses an account after 10 failures without a network, even with the right password, exactly as an unknown e-mail', async () => {
    const { email, password } = await verifiedAccount(t);
    const unknown = newEmail('ninguem');
    for (let i = 0; i < 10; i += 1) {
      expect(await refusal(login(email, 'Errada123'))).toMatchObject(invalid);
      expect(await refusal(login(unknown, 'Errada123'))).toMatchObject(invalid);
    }
    const known = await refusal(login(email, password));
    expect(known).toMatchObject(throttled);
    expect(await refusal(login(unknown, password))).toEqual(known);
    expect(await refusal(login(email.toUpperCase(), 'Errada123'))).toEqual(known);
  }, 60_000);

  it('counts concurrent guesses exactly: no more than 10 are checked', async () => {
    const { email } = await verifiedAccount(t);
    const results = await Promise.all(Array.from({ length: 25 }, () => refusal(login(email, 'Errada123'))));
    expect(results.filter((r) => r.reason === 'INVALID_CREDENTIALS')).toHaveLength(10);
    expect(results.filter((r) => r.reason === 'LOGIN_THROTTLED')).toHaveLength(15);
  }, 60_000);

  it('counts only failures: a right password starts the count over', async () => {
    const { email, password } = await verifiedAccount(t);
    for (let i = 0; i < 9; i += 1) await refusal(login(email, 'Errada123'));
    await expect(login(email, password)).resolves.toMatchObject({ user: { email } });
    for (let i = 0; i < 9; i += 1) expect(await refusal(login(email, 'Errada123'))).toMatchObject(invalid);
    await expect(login(email, password)).resolves.toMatchObject({ user: { email } });
  }, 60_000);

  it('lets the owner back in at once after a password reset', async () => {
    const { email } = await verifiedAccount(t);
    for (let i = 0; i < 11; i += 1) await refusal(login(email, 'Errada123'));
    expect(await refusal(login(email, 'Errada123'))).toMatchObject(throttled);
    const before = t.mailbox.to(email).length;
    await t.get(PasswordResetHandlers).requestPasswordReset({ body: { email } });
    const token = linkIn(await t.mailbox.waitFor(email, before + 1), '/reset-password').searchParams.get(
      'token',
    )!;
    await t.get(PasswordResetHandlers).resetPassword({ body: { token, password: 'NovaSenha9' } });
    await expect(login(email, 'NovaSenha9')).resolves.toMatchObject({ user: { email } });
  }, 60_000);

  it('lets the owner log in from a known network while 35 wrong passwords for the account arrive from 35 other networks', async () => {
    const { email, password, userId } = await verifiedAccount(t);
    const home = network(`home-${userId}`);
    await expect(loginFrom(home, email, password)).resolves.toMatchObject({ user: { email } });
    const cap = t.config.LOGIN_ACCOUNT_MAX_FAILURES;
    const lockouts = await counted('lockout');

    const answers: string[] = [];
    for (let i = 0; i < cap + 5; i += 1) {
      answers.push((await refusal(loginFrom(network(`attacker-${userId}-${i}`), email, 'Errada123'))).reason);
      // The owner, meanwhile, at home: never refused.
      if (i % 7 === 0)
        await expect(loginFrom(home, email, password)).resolves.toMatchObject({ user: { email } });
    }

    expect(answers.filter((r) => r === 'INVALID_CREDENTIALS')).toHaveLength(cap);
    expect(answers.slice(cap)).toEqual(Array(5).fill('LOGIN_THROTTLED'));
    expect(await counted('lockout')).toBe(lockouts + 1);
    await expect(loginFrom(home, email, password)).resolves.toMatchObject({ user: { email } });
    // Anywhere else the account waits out the window, even with the right password.
    expect(await refusal(loginFrom(network(`cafe-${userId}`), email, password))).toMatchObject(throttled);
  }, 120_000);

  it('holds the lock of the account on the attacker’s network, and only there', async () => {
    const { email, password, userId } = await verifiedAccount(t);
    const attacker = network(`attacker-${userId}`);
    const elsewhere = network(`elsewhere-${userId}`);
    const unknown = newEmail('ninguem');
    const failures = await counted('login_failed');
    for (let i = 0; i < 10; i += 1) {
      expect(await refusal(loginFrom(attacker, email, 'Errada123'))).toMatchObject(invalid);
      expect(await refusal(loginFrom(attacker, unknown, 'Errada123'))).toMatchObject(invalid);
    }
    expect(await counted('login_failed')).toBe(failures + 20);

    const locked = await refusal(loginFrom(attacker, email, password));
    expect(locked).toMatchObject(throttled);
    expect(await refusal(loginFrom(attacker, unknown, password))).toEqual(locked);
    // Another network, never used by the account, is not locked: 10 failures are far from the account cap.
    await expect(loginFrom(elsewhere, email, password)).resolves.toMatchObject({ user: { email } });
    // Nor does that success lift the attacker's lock.
    expect(await refusal(loginFrom(attacker, email, password))).toMatchObject(throttled);
  }, 60_000);

  it('forgets a network 90 days after the last login there: the account cap then applies to it', async () => {
    const { email, password, userId } = await verifiedAccount(t);
    const home = network(`old-home-${userId}`);
    await loginFrom(home, email, password);
    await t.sql(
      `update ${t.table('known_networks')} set last_seen_at = ?::timestamptz - interval '91 days' where user_id = ?`,
      [t.clock.now(), userId],
    );
    for (let i = 0; i < t.config.LOGIN_ACCOUNT_MAX_FAILURES; i += 1)
      await refusal(loginFrom(network(`attacker-${userId}-${i}`), email, 'Errada123'));

    expect(await refusal(loginFrom(home, email, password))).toMatchObject(throttled);
  }, 120_000);

  it('counts wrong current passwords of a profile change in the throttle of the account and the network', async () => {
    const { email, password, userId } = await verifiedAccount(t);
    const attacker = network(`stolen-session-${userId}`);
    const change = (current: string) =>
      t.get(ProfileHandlers).updateProfile({
        user_id: userId,
        network: attacker,
        body: {
          name: 'Ana',
          surname: 'Souza',
          state: 'São Paulo',
          city: 'São Paulo',
          city_id: '3550308',
          gender: 'F',
          current_password: current,
          new_password: 'Tomada123',
          new_password_confirmation: 'Tomada123',
        } as ProfileUpdateRequest,
      });
    const failures = await counted('current_password_failed');
    for (let i = 0; i < 10; i += 1)
      expect(await refusal(change('Errada123'))).toMatchObject({ reason: 'CURRENT_PASSWORD_WRONG' });
    expect(await counted('current_password_failed')).toBe(failures + 10);

    expect(await refusal(change(password))).toMatchObject(throttled);
    expect(await refusal(loginFrom(attacker, email, password))).toMatchObject(throttled);
    // The password did not change; the owner logs in from elsewhere.
    await expect(loginFrom(network(`home-${userId}`), email, password)).resolves.toMatchObject({
      user: { email },
    });
  }, 60_000);
});
