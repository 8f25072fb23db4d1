import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';
import { deflateSync } from 'node:zlib';

/** maildev's REST API. The e2e stack profile (gateway :8180) runs maildev on :1180, the dev one on :1080. */
export function maildevUrl(baseURL: string | undefined): string {
  const fromEnv = process.env.E2E_MAILDEV_URL ?? process.env.MAILDEV_URL;
  if (fromEnv) return fromEnv;
  return baseURL && new URL(baseURL).port === '8180' ? 'http://localhost:1180' : 'http://localhost:1080';
}

export const demo = {
  user: {
    email: process.env.DEMO_EMAIL ?? 'ana@example.com',
    password: process.env.DEMO_PASSWORD ?? 'Senha123',
  },
  admin: {
    email: process.env.ADMIN_EMAIL ?? 'admin@example.com',
    password: process.env.ADMIN_PASSWORD ?? 'Admin123',
  },
};

export function uniqueEmail(prefix: string): string {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return `${prefix}.${stamp}@example.com`;
}

type Mail = { to: { address: string }[]; subject: string; html?: string; text?: string; date?: string };

/** Polls maildev until a message to `address` arrives (optionally with a subject matching `subject`). */
export async function waitForMail(
  request: APIRequestContext,
  baseURL: string | undefined,
  address: string,
  subject?: RegExp,
): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`${maildevUrl(baseURL)}/email`);
        if (!res.ok()) return false;
        const mails = (await res.json()) as Mail[];
        found = mails
          .filter((m) => m.to.some((t) => t.address.toLowerCase() === address.toLowerCase()))
          .filter((m) => !subject || subject.test(m.subject))
          .at(-1);
        return Boolean(found);
      },
      { timeout: 20_000, message: `e-mail para ${address}` },
    )
    .toBe(true);
  return found!;
}

export async function mailsTo(
  request: APIRequestContext,
  baseURL: string | undefined,
  address: string,
): Promise<Mail[]> {
  const res = await request.get(`${maildevUrl(baseURL)}/email`);
  const mails = (await res.json()) as Mail[];
  return mails.filter((m) => m.to.some((t) => t.address.toLowerCase() === address.toLowerCase()));
}

/** The first link to `path` in the e-mail, as a same-origin path + query (so it opens on the test server). */
export function linkFrom(mail: Mail, path: string): string {
  const source = `${mail.html ?? ''}\n${mail.text ?? ''}`.replace(/&amp;/g, '&');
  const match = source.match(new RegExp(`https?://[^\\s"'<>]+${path.replace('/', '\\/')}\\?[^\\s"'<>]+`));
  if (!match) throw new Error(`nenhum link ${path} no e-mail "${mail.subject}"`);
  const url = new URL(match[0]);
  return url.pathname + url.search;
}

// CRC-32 (PNG chunks): small table-driven implementation, so any Node version runs it.
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A small valid RGB PNG (a purple square with a yellow diagonal). */
export function makePng(size = 16): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const [r, g, b] = x === y ? [255, 209, 102] : [91, 60, 196];
      row.writeUInt8(r, 1 + x * 3);
      row.writeUInt8(g, 2 + x * 3);
      row.writeUInt8(b, 3 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Signs in through the API and stores the token the way the app does, before the app starts. */
export async function signInWithToken(
  page: Page,
  request: APIRequestContext,
  account: { email: string; password: string },
) {
  const res = await request.post('/api/login', { data: account });
  expect(res.status(), `login de ${account.email}`).toBe(200);
  const { token } = (await res.json()) as { token: string };
  await page.addInitScript((t) => window.localStorage.setItem('token', t), token);
  return token;
}

/** Uses the desktop menu when it is shown, else opens the mobile menu first. */
export async function openMenu(page: Page) {
  const toggle = page.getByRole('button', { name: 'Abrir menu' });
  if (await toggle.isVisible()) await toggle.click();
}

export async function clickMenuItem(page: Page, name: string, role: 'link' | 'button' = 'link') {
  await openMenu(page);
  await page
    .getByRole('navigation', { name: /Menu principal/ })
    .getByRole(role, { name, exact: true })
    .click();
}

/** No serious or critical axe-core violation on the current screen (WCAG 2.x A/AA rules). */
export async function expectAccessible(page: Page, screenName: string) {
  // Let the splash finish fading so it is not analysed on top of the page.
  await expect(page.locator('.splash')).toHaveCount(0);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = blocking.map(
    (v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe em ${screenName}`).toEqual([]);
}

export const test = base;
export { expect };

/**
 * The dev clock is one for the whole stack, and e-mail links expire by it: a test that moves it holds
 * this lock, and a test that must not see it move (registering, then following the e-mailed link)
 * holds it too. A directory is the lock (mkdir is atomic); a holder that died is overtaken after 5 min.
 */
export async function withClockLock<T>(baseURL: string | undefined, run: () => Promise<T>): Promise<T> {
  const { mkdir, rm, stat } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const port = baseURL ? new URL(baseURL).port || '80' : 'default';
  const dir = join(tmpdir(), `encontro-e2e-clock-${port}.lock`);
  const deadline = Date.now() + 170_000;
  for (;;) {
    try {
      await mkdir(dir);
      break;
    } catch {
      const since = await stat(dir).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (since > 5 * 60_000) await rm(dir, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error('o relógio de desenvolvimento continua ocupado');
      else await new Promise((r) => setTimeout(r, 250));
    }
  }
  try {
    return await run();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export type Account = { email: string; password: string; token: string; name: string };

/**
 * Registers a person through the API, follows the e-mailed link and logs in. With `from`, every request
 * says it comes from that client address (X-Forwarded-For: the e2e gateway trusts its loopback proxy).
 */
export async function registerVerified(
  request: APIRequestContext,
  baseURL: string | undefined,
  who: { prefix: string; firstName: string; state: string; city: string; cityId: string; from?: string },
): Promise<Account> {
  const email = uniqueEmail(who.prefix);
  const password = 'Senha123';
  const headers = who.from ? { 'x-forwarded-for': who.from } : undefined;
  const register = () =>
    request.post('/api/register', {
      headers,
      data: {
        first_name: who.firstName,
        last_name: 'Teste',
        email,
        state: who.state,
        city: who.city,
        city_id: who.cityId,
        gender: 'O',
        password,
        password_confirmation: password,
        terms_accepted: true,
        honeypot: '',
      },
    });
  // A busy machine can make one sign-up miss the gateway's service timeout (503): try again.
  // The timed-out one may still have been saved: then the retry answers 409 and the e-mail is on its way.
  let registered = await register();
  let retried = false;
  for (let attempt = 1; registered.status() === 503 && attempt < 3; attempt++) {
    retried = true;
    registered = await register();
  }
  if (!(retried && registered.status() === 409))
    expect(registered.status(), `cadastro de ${email}: ${await registered.text()}`).toBeLessThan(300);
  const mail = await waitForMail(request, baseURL, email, /Confirme seu cadastro/);
  const link = new URL(linkFrom(mail, '/validar-cadastro'), 'http://x');
  const verified = await request.post('/api/auth/verify-email', {
    headers,
    data: { token: link.searchParams.get('token'), email },
  });
  expect(verified.status(), `verificação de ${email}`).toBe(200);
  const login = await request.post('/api/login', { headers, data: { email, password } });
  expect(login.status(), `login de ${email}`).toBe(200);
  const { token } = (await login.json()) as { token: string };
  return { email, password, token, name: `${who.firstName} Teste` };
}
