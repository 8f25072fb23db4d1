// `npm run load`'s set-up against the local stack (also the benches' that move the dev clock): verified
// people in the load city (kept in .stack/load/users.json and reused by later runs), a fresh week on the
// dev clock, nominations, the reveal's winners.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { registrationBody, settingsWithAutoHold, venueFields } from '../../load/lib/request-bodies.ts';
import { addressFor, multipart, must, request, waitFor } from './client.mjs';

const DAY = 24 * 60 * 60 * 1000;
const SP_OFFSET = 3 * 60 * 60 * 1000; // America/Sao_Paulo: UTC−3 all year
const pad = (n) => String(n).padStart(2, '0');

/** A 64×64 PNG: a nomination needs one photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAn0lEQVRoge2SQQkAQRDDKuyc1G6ErYh7hIFCBKSh6cdpoht0A9ArdhfiLtENugHoFbsLcZfoBt0A9IrdhbhLdINuAHrF7kLcJbpBNwC9Ynch7hLdoBuAXrG7EHeJbtANQK/YXYi7RDfoBqBX7C7EXaIbdAPQK3YX4i7RDboB6BW7C3GX6AbdAPSK3YW4S3SDbgB6xe5C3CW6QTcAveIfHknSsTzB/CXBAAAAAElFTkSuQmCC',
  'base64',
);

export function spInstant(wallMs) {
  const d = new Date(wallMs);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(
    d.getUTCMinutes(),
  )}:00-03:00`;
}

/** Monday 00:00 São Paulo (as UTC fields) of the week of `instant`, plus `weeks`. */
export function mondayOf(instant, weeks = 0) {
  const wall = new Date(new Date(instant).getTime() - SP_OFFSET);
  const isoDay = ((wall.getUTCDay() + 6) % 7) + 1;
  return (
    Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()) -
    (isoDay - 1) * DAY +
    weeks * 7 * DAY
  );
}

export const momentOf = (monday, { day, time }) => {
  const [h, m] = time.split(':').map(Number);
  return spInstant(monday + (day - 1) * DAY + (h * 60 + m) * 60 * 1000);
};

export async function getClock(base) {
  const response = await request(base, 'GET', '/api/dev/clock');
  return response.status === 200 ? response.body.now : null;
}

export async function setClock(base, now) {
  await must(request(base, 'POST', '/api/dev/clock', { body: { now } }), `dev clock → ${now}`);
}

function readState(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { users: [] };
}

function writeState(file, state) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
}

async function verificationToken(maildev, email) {
  return waitFor(`the verification e-mail to ${email}`, async () => {
    const mails = (await request(maildev, 'GET', '/email')).body ?? [];
    const mail = mails.find((m) => m.to?.some((t) => t.address.toLowerCase() === email.toLowerCase()));
    return (
      mail &&
      /validar-cadastro\?token=([\w-]+)/.exec(
        `${mail.html ?? ''} ${mail.text ?? ''}`.replace(/&amp;/g, '&'),
      )?.[1]
    );
  });
}

let rateLimited = 0;
async function login(base, email, password) {
  const localAddress = await addressFor(base, rateLimited++);
  const response = await must(
    request(base, 'POST', '/api/login', { body: { email, password }, localAddress }),
    `login ${email}`,
  );
  return response.body.token;
}

/**
 * `count` verified people of `city` with valid tokens: the ones kept from earlier runs (logged in
 * again when their token no longer works), plus new ones registered and verified through maildev.
 */
export async function ensureUsers({ base, maildev, city, count, stateFile, log }) {
  const state = readState(stateFile);
  const users = [];
  for (const kept of state.users.filter((u) => u.cityId === city.cityId)) {
    if (users.length >= count) break;
    let token = kept.token;
    let me = token ? await request(base, 'GET', '/api/me', { token }) : { status: 401 };
    if (me.status !== 200) {
      token = await login(base, kept.email, kept.password).catch(() => null);
      me = token ? await request(base, 'GET', '/api/me', { token }) : { status: 401 };
    }
    if (me.status === 200) users.push({ ...kept, token, id: me.body.user.user_id });
  }
  const missing = count - users.length;
  if (missing > 0) log(`registering and verifying ${missing} people in ${city.city} (kept for later runs)…`);
  const stamp = Date.now().toString(36);
  for (let i = 0; i < missing; i += 1) {
    const email = `carga.${stamp}.${i}@example.com`;
    const password = 'Senha123';
    const localAddress = await addressFor(base, rateLimited++);
    await must(
      request(base, 'POST', '/api/register', {
        localAddress,
        body: registrationBody(email, password, `Teste ${i}`, city),
      }),
      `register ${email}`,
    );
    const token = await verificationToken(maildev, email);
    await must(
      request(base, 'POST', '/api/auth/verify-email', { body: { token, email } }),
      `verify ${email}`,
    );
    const bearer = await login(base, email, password);
    const me = await must(request(base, 'GET', '/api/me', { token: bearer }), 'GET /api/me');
    users.push({ email, password, cityId: city.cityId, token: bearer, id: me.body.user.user_id });
  }
  state.users = [
    ...users.map(({ email, password, cityId, token }) => ({ email, password, cityId, token })),
    ...state.users.filter((u) => !users.some((v) => v.email === u.email)),
  ];
  writeState(stateFile, state);
  // indication-svc and forum-svc learn of new people by event.
  for (const user of users)
    await waitFor(`indication-svc to know ${user.email}`, async () => {
      const r = await request(base, 'GET', '/api/indications', { token: user.token });
      return r.status === 200;
    });
  return users;
}

/** The week this run uses: two weeks after the stack's clock, and after any week a run used before. */
export function chooseWeek(stateFile, clockNow) {
  const state = readState(stateFile);
  const monday = Math.max(mondayOf(clockNow, 2), (state.lastMonday ?? 0) + 7 * DAY);
  state.lastMonday = monday;
  writeState(stateFile, state);
  return monday;
}

export async function adminToken(base) {
  return login(
    base,
    process.env.ADMIN_EMAIL ?? 'admin@example.com',
    process.env.ADMIN_PASSWORD ?? 'Admin123',
  );
}

/**
 * Runs `work` with the automatic hold of suspicious votes (`integrity_auto_hold`) off, then puts the setting
 * back. A load test's people are a burst of new accounts voting together from one machine: exactly what the
 * vote-integrity rules put under review on Thursday 23:00 (issue 27), so its synthetic week would reveal no
 * winner. Moderators' own holds are left alone.
 */
export async function withoutAutoHold(base, work) {
  const admin = await adminToken(base);
  const current = (await must(request(base, 'GET', '/api/admin/settings', { token: admin }), 'GET settings'))
    .body;
  const save = (on) =>
    must(
      request(base, 'PUT', '/api/admin/settings', {
        token: admin,
        body: settingsWithAutoHold(current, on),
      }),
      'PUT settings',
    );
  if (!current.integrity_auto_hold) return work();
  await save(false);
  // admin-svc announces settings by event: give indication-svc a moment to apply it before the clock moves.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  try {
    return await work();
  } finally {
    await save(true);
  }
}

/** Each host nominates a venue; the admin approves them. Returns the approved indication ids. */
export async function nominate(base, hosts, admin) {
  const ids = [];
  for (const [index, host] of hosts.entries()) {
    const form = multipart(venueFields(index), [
      { name: 'photos', filename: 'venue.png', contentType: 'image/png', data: PNG },
    ]);
    const response = await must(
      request(base, 'POST', '/api/indications', { token: host.token, raw: form }),
      `nomination by ${host.email}`,
      [201],
    );
    const indication = response.body.indication;
    if (!indication) throw new Error(`nomination by ${host.email}: ${response.text}`);
    if (indication.status === 'pending')
      await must(
        request(base, 'PUT', `/api/admin/indications/${indication.indication_id}/approve`, { token: admin }),
        'approval',
      );
    ids.push(indication.indication_id);
  }
  return ids;
}

/**
 * A fresh week for a run: `people` verified people plus three hosts (`ensureUsers`), a week no run used
 * before (`chooseWeek`, from the stack's clock `clockNow`), the clock at its Monday 10:00 and each host's
 * venue nominated and approved. The caller moves the clock on and puts it back afterwards.
 */
export async function freshWeek({ base, maildev, city, people, stateFile, log, clockNow }) {
  const users = await ensureUsers({ base, maildev, city, count: people + 3, stateFile, log });
  const hosts = users.slice(0, 3);
  const monday = chooseWeek(stateFile, clockNow);
  await setClock(base, momentOf(monday, { day: 1, time: '10:00' }));
  const indications = await nominate(base, hosts, await adminToken(base));
  return { users, hosts, people: users.slice(3), monday, indications };
}

/**
 * The week of the benches that move the dev clock (bench/hot-paths.mjs, bench/replicas.mjs): a fresh
 * week (`freshWeek`) in the city of `root`'s load/scenarios.json with `people` voters besides the
 * hosts (e-mails read on MAILDEV_URL, http://localhost:1080), then the clock at its Thursday 22:00,
 * the vote burst's moment: the city, the hosts, the voters, the week's Monday and the approved
 * indications' ids. The caller puts the clock back to `clockNow` afterwards.
 */
export async function benchWeek({ root, base, people, stateFile, clockNow }) {
  const city = JSON.parse(readFileSync(join(root, 'load', 'scenarios.json'), 'utf8')).city;
  const maildev = (process.env.MAILDEV_URL ?? 'http://localhost:1080').replace(/\/$/, '');
  const week = await freshWeek({
    base,
    maildev,
    city,
    people,
    stateFile,
    log: (message) => console.log(`  ${message}`),
    clockNow,
  });
  await setClock(base, momentOf(week.monday, { day: 4, time: '22:00' }));
  return { city, hosts: week.hosts, voters: week.people, monday: week.monday, ids: week.indications };
}

/**
 * GET /api/winners/{city}: `winnerListSchema` of @encontro/contracts (the fields read here).
 * @typedef {{ winners: { indication_id: string, host_id: string }[] }} WinnerList
 */

/**
 * The city's winners once the reveal has run (up to a minute).
 * @returns {Promise<WinnerList['winners']>}
 */
export async function waitForWinners(base, city, token) {
  return waitFor(
    'the winners',
    async () => {
      const response = await request(base, 'GET', `/api/winners/${city.cityId}`, { token });
      /** @type {WinnerList | undefined} */
      const list = response.status === 200 ? response.body : undefined;
      return list?.winners.length ? list.winners : null;
    },
    60_000,
  );
}

/** Every voter votes once (for reveal's winners); "already voted" is fine. */
export async function voteOnce(base, voters, indications) {
  await Promise.all(
    voters.map(async (voter, i) => {
      const id = indications[i % indications.length];
      const r = await request(base, 'POST', `/api/indications/${id}/vote`, { token: voter.token });
      if (r.status >= 300 && r.status !== 409)
        throw new Error(`vote by ${voter.email}: ${r.status} ${r.text}`);
    }),
  );
}
