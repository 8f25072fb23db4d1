#!/usr/bin/env node
// The README's first command as a newcomer runs it: `npm start` (build included, the dev profile's own
// ports) on an empty database of its own; then the demo a newcomer sees is checked — every README account
// logs in, São Paulo shows venues or winners, every photo the API returns is an image by the web app's URL
// rule, missing files are 404, and Ana's Home in Chromium shows photos that load. Prints the seconds to a
// healthy stack, fails above the budget, and stops everything it started.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { chromiumLaunchOptions } from './chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const origin = 'http://localhost:8080';
const database = 'encontro_first_run';
const adminUrl = process.env.POSTGRES_ADMIN_URL ?? 'postgresql://postgres:postgres@127.0.0.1:5432/postgres';
const budgetSeconds = Number(process.env.FIRST_RUN_BUDGET_SECONDS ?? 180);
const log = (message) => console.log(`first-run │ ${message}`);

async function dropDatabase() {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    await client.query(`drop database if exists "${database}"`);
  } finally {
    await client.end();
  }
}

/** The demo accounts of the README's table: what a newcomer reads is what must work. */
function readmeAccounts() {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const accounts = [];
  for (const line of readme.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    if (cells.length < 4) continue;
    const password = cells[2]?.match(/^`([^`]+)`/)?.[1];
    if (!password) continue;
    for (const [, email] of cells[1].matchAll(/`([^`\s]+@[^`\s]+)`/g)) accounts.push({ email, password });
  }
  if (accounts.length === 0) throw new Error('no demo accounts found in README.md');
  return accounts;
}

async function waitUntilHealthy(child, startedAt) {
  while ((Date.now() - startedAt) / 1000 < budgetSeconds) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode} before serving`);
    const ready = await fetch(`${origin}/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return (Date.now() - startedAt) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`npm start did not serve ${origin} within ${budgetSeconds} s`);
}

async function api(path, { token, method = 'GET', body } = {}) {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json().catch(() => undefined);
  return { status: response.status, json };
}

async function checkImage(url, sharp) {
  const response = await fetch(url);
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.startsWith('image/'))
    throw new Error(`${url} is not an image (${response.status} ${type})`);
  const { width = 0, height = 0 } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  if (width <= 1 || height <= 1) throw new Error(`${url} decodes to ${width}×${height}`);
}

async function checkDemo() {
  // Built by `npm start` a moment ago: the web app's own URL rule and the same image library as the gateway.
  const { assetUrl } = await import('@encontro/contracts');
  const { default: sharp } = await import('sharp');

  const tokens = new Map();
  for (const { email, password } of readmeAccounts()) {
    const { status, json } = await api('/api/login', { method: 'POST', body: { email, password } });
    if (status !== 200 || !json?.token) throw new Error(`README account ${email} cannot log in (${status})`);
    tokens.set(email, json.token);
  }
  log(`${tokens.size} README accounts log in`);

  const token = tokens.get('ana@example.com');
  const city = encodeURIComponent('São Paulo');
  const [winners, indications] = await Promise.all([
    api(`/api/winners/${city}`, { token }),
    api(`/api/indications?city=${city}`, { token }),
  ]);
  const venues = [
    ...(winners.json?.winners ?? []),
    ...(indications.json?.indications ?? indications.json ?? []),
  ];
  if (venues.length === 0) throw new Error('São Paulo shows neither venues nor winners');
  const photos = new Set(
    venues.flatMap((venue) => [
      venue.first_photo_url,
      ...(Array.isArray(venue.photos) ? venue.photos : [venue.photos]),
    ]),
  );
  photos.delete(undefined);
  photos.delete(null);
  for (const photo of photos) await checkImage(assetUrl(photo, origin), sharp);
  log(`São Paulo: ${venues.length} venues or winners, ${photos.size} photos, each an image`);

  for (const path of ['/assets/nao-existe.js', '/storage/nao-existe.webp']) {
    const response = await fetch(`${origin}${path}`);
    if (response.status !== 404) throw new Error(`${path} answered ${response.status}, not 404`);
  }
  log('missing files answer 404');

  await checkHomeInBrowser();
}

/** Ana's Home as she sees it: every venue photo on the screen has loaded. */
async function checkHomeInBrowser() {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' });
    await page.goto(`${origin}/login`);
    await page.getByLabel('E-mail').fill('ana@example.com');
    await page.getByLabel('Senha', { exact: true }).fill('Senha123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    const photos = page.locator('main img[src*="/storage/"]');
    await photos.first().waitFor({ timeout: 30_000 });
    const deadline = Date.now() + 30_000;
    while (!(await photos.evaluateAll((images) => images.every((img) => img.complete)))) {
      if (Date.now() > deadline) throw new Error("Ana's Home photos did not finish loading in 30 s");
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const widths = await photos.evaluateAll((images) => images.map((img) => img.naturalWidth));
    if (widths.some((width) => width <= 1)) throw new Error(`broken photos on Ana's Home: widths ${widths}`);
    log(`Ana's Home in Chromium: ${widths.length} venue photos loaded`);
  } finally {
    await browser.close();
  }
}

async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGINT');
  const timer = setTimeout(() => child.exitCode === null && process.kill(-child.pid, 'SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}

async function main() {
  await dropDatabase();
  const startedAt = Date.now();
  log(`npm start on an empty database (${database}), budget ${budgetSeconds} s…`);
  const child = spawn('npm', ['start'], {
    cwd: root,
    detached: true, // its own process group, so everything it started stops with it
    stdio: ['ignore', 'pipe', 'pipe'],
    // NX_SKIP_NX_CACHE: the build a newcomer's machine does, not one this machine's Nx cache answers.
    env: { ...process.env, STACK_DATABASE: database, LOG_LEVEL: 'warn', NX_SKIP_NX_CACHE: 'true' },
  });
  const output = [];
  const keep = (chunk) => output.push(chunk) > 400 && output.shift();
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  try {
    const seconds = await waitUntilHealthy(child, startedAt);
    log(`healthy stack in ${seconds.toFixed(1)} s (budget ${budgetSeconds} s)`);
    await checkDemo();
    log('the README quick start works');
  } catch (error) {
    process.stderr.write(
      Buffer.concat(output.map((c) => Buffer.from(c)))
        .toString()
        .slice(-8000),
    );
    throw error;
  } finally {
    await stop(child);
    await dropDatabase().catch(() => undefined);
  }
}

main().catch((error) => {
  console.error(`first-run │ FAILED: ${error.message}`);
  process.exit(1);
});
