import type { RegisterRequest } from '@encontro/contracts';
import { type ReceivedMail, uniqueName } from '@encontro/testing';
import { RegistrationHandlers } from '../../src/registration/registration.handlers.js';
import { SessionsHandlers } from '../../src/sessions/sessions.handlers.js';
import { type IdentityTestApp, PUBLIC_URL } from './identity-test-app.js';

export const PASSWORD = 'Senha123';

export const newEmail = (who = 'pessoa') => `${uniqueName(who)}@example.com`;

/**
 * The body the register form sends (SPEC §3 Registration payload). Typed as the parsed form though
 * `overrides` may break it: a handler's @Rpc wrapper parses it like any request.
 */
export function registration(overrides: Record<string, unknown> = {}): RegisterRequest {
  return {
    first_name: 'Ana',
    last_name: 'Souza',
    email: newEmail(),
    state: 'SP',
    city: 'São Paulo',
    city_id: '3550308',
    gender: 'F',
    password: PASSWORD,
    password_confirmation: PASSWORD,
    terms_accepted: true,
    honeypot: '',
    ...overrides,
  } as RegisterRequest;
}

/** The link of an e-mail to `path`, read from its text part; the HTML part must carry the same one. */
export function linkIn(mail: ReceivedMail, path: string): URL {
  const match = new RegExp(`${PUBLIC_URL}${path}\\?\\S+`).exec(mail.text ?? '');
  if (!match) throw new Error(`no ${path} link in: ${mail.text}`);
  const link = match[0];
  if (!mail.html?.includes(`href="${link.replaceAll('&', '&amp;')}"`))
    throw new Error(`the HTML part lacks ${link}`);
  return new URL(link);
}

/** Registers through the handlers and returns the verification link the e-mail carried. */
export async function registerAndReadLink(t: IdentityTestApp, overrides: Record<string, unknown> = {}) {
  const body = registration(overrides);
  const before = t.mailbox.to(body.email).length;
  await t.get(RegistrationHandlers).register({ body });
  const mail = await t.mailbox.waitFor(body.email, before + 1);
  return { body, mail, link: linkIn(mail, '/validar-cadastro') };
}

/** A registered, verified account; returns its e-mail, password and id. */
export async function verifiedAccount(t: IdentityTestApp, overrides: Record<string, unknown> = {}) {
  const { body, link } = await registerAndReadLink(t, overrides);
  await t.get(RegistrationHandlers).verifyEmail({
    body: { token: link.searchParams.get('token')!, email: link.searchParams.get('email')! },
  });
  const { user } = await t
    .get(SessionsHandlers)
    .login({ body: { email: body.email, password: body.password } });
  return { email: body.email, password: body.password, userId: user.user_id };
}
