// The people a scenario acts as, made and checked in setup():
//  - LOAD_USERS_FILE: a JSON list [{email, password}] of existing verified accounts in the city
//    (production: provision them once); each logs in and must answer GET /api/me;
//  - otherwise LOAD_USERS new accounts are registered in the city and verified through the e-mailed
//    link, read from maildev's API at MAILDEV_URL (staging / local stacks with a mail catcher).
// The gateway rate-limits registrations per client address (logins count wrong passwords only): raise
// RATE_LIMIT_REGISTER_PER_HOUR for the test window, or use a users file.
import { fail, sleep } from 'k6';
import http from 'k6/http';
import { call, json, login, must, type LoadConfig } from './api.ts';
import { registrationBody } from './request-bodies.ts';

export type User = { email: string; password: string; token: string; id: string };

type Mail = { to: { address: string }[]; subject: string; html?: string; text?: string };

// open() works only in k6's init context: read the file when the module loads (give an absolute path).
const usersFile = __ENV.LOAD_USERS_FILE ? open(__ENV.LOAD_USERS_FILE) : null;

function verificationToken(maildev: string, email: string): string {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const mails = JSON.parse(
      String(http.get(`${maildev}/email`, { tags: { name: 'maildev' } }).body),
    ) as Mail[];
    const mail = mails.find((m) => m.to.some((t) => t.address.toLowerCase() === email.toLowerCase()));
    const match = mail && /validar-cadastro\?token=([\w-]+)/.exec(`${mail.html ?? ''} ${mail.text ?? ''}`);
    if (match?.[1]) return match[1];
    sleep(0.5);
  }
  return fail(`no verification e-mail for ${email} at ${maildev}`);
}

function me(token: string): { id: string; city_id: string } {
  const response = must(call('GET', '/api/me', { token, name: 'GET /api/me' }), 'GET /api/me');
  const { user } = json<{ user: { user_id: string; city_id: string } }>(response);
  return { id: user.user_id, city_id: String(user.city_id) };
}

export function setupUsers(config: LoadConfig, count: number): User[] {
  const users: User[] = [];
  if (usersFile !== null) {
    const listed = JSON.parse(usersFile) as { email: string; password: string }[];
    for (const { email, password } of listed.slice(0, count)) {
      const token = login(email, password);
      const who = me(token);
      if (who.city_id !== config.city.cityId)
        fail(`${email} lives in ${who.city_id}, not ${config.city.cityId}`);
      users.push({ email, password, token, id: who.id });
    }
    if (users.length < count)
      fail(`LOAD_USERS_FILE has ${users.length} accounts; the scenario needs ${count}`);
    return users;
  }
  const maildev = (__ENV.MAILDEV_URL || 'http://localhost:1080').replace(/\/$/, '');
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  for (let i = 0; i < count; i += 1) {
    const email = `k6.${run}.${i}@example.com`;
    const password = 'Senha123';
    must(
      call('POST', '/api/register', {
        name: 'POST /api/register',
        body: registrationBody(email, password, `K6 ${i}`, config.city),
      }),
      `register ${email}`,
    );
    const token = verificationToken(maildev, email);
    must(
      call('POST', '/api/auth/verify-email', { name: 'POST /api/auth/verify-email', body: { token, email } }),
      `verify ${email}`,
    );
    const bearer = login(email, password);
    users.push({ email, password, token: bearer, id: me(bearer).id });
  }
  return users;
}

/** Waits until indication-svc knows everyone (it learns of new people by event). */
export function waitUntilKnown(users: User[]): void {
  for (const user of users) {
    for (let attempt = 0; ; attempt += 1) {
      if (call('GET', '/api/indications', { token: user.token, name: 'GET /api/indications' }).status === 200)
        break;
      if (attempt > 40) fail(`indication-svc does not know ${user.email}`);
      sleep(0.5);
    }
  }
}
