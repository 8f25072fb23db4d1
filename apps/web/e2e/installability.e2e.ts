import type { APIRequestContext, Page } from '@playwright/test';
import { demo, expect, expectAccessible, signInWithToken, test } from './support';

// Lighthouse's installability checks (a linked manifest with names, start URL, standalone display,
// colours and PNG icons of 192 and 512 px, one maskable; a service worker controlling the page), and
// the worker's promise: the app shell opens without a network and says it is offline.

type ManifestIcon = { src: string; sizes: string; type: string; purpose?: string };
type WebManifest = Record<string, unknown> & { icons: ManifestIcon[] };

const offlineNotice = 'Sem conexão. Algumas informações podem estar desatualizadas.';
const offlineStatus = (page: Page) => page.getByRole('status').filter({ hasText: offlineNotice });

/** "WxH" from a PNG's signature and IHDR chunk (width and height at bytes 16 and 20). */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(0, 8).toString('hex'), 'assinatura PNG').toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

async function expectPng(request: APIRequestContext, url: string, size: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type'], url).toBe('image/png');
  expect(pngSize(await response.body()), url).toBe(size);
}

/** Waits for the worker to be active (its precache complete) and returns its scope. */
const workerScope = (page: Page) => page.evaluate(async () => (await navigator.serviceWorker.ready).scope);

test('the app links a web manifest that makes it installable', async ({ page, request }) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifestUrl = new URL(href!, page.url()).href;
  const response = await request.get(manifestUrl);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as WebManifest;

  expect(manifest).toMatchObject({
    name: expect.stringMatching(/^Encontro/),
    short_name: 'Encontro',
    description: expect.any(String),
    lang: 'pt-BR',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    background_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
  });
  expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(manifest.theme_color);

  const icon = (size: string, purpose: string) =>
    manifest.icons.find(
      (i) => i.sizes === size && i.type === 'image/png' && (i.purpose ?? 'any') === purpose,
    );
  expect(icon('192x192', 'any'), 'ícone 192 (any)').toBeDefined();
  expect(icon('512x512', 'any'), 'ícone 512 (any)').toBeDefined();
  expect(icon('512x512', 'maskable'), 'ícone 512 (maskable)').toBeDefined();
  for (const { src, sizes } of manifest.icons)
    await expectPng(request, new URL(src, manifestUrl).href, sizes);

  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  await expectPng(request, new URL(appleIcon!, page.url()).href, '180x180');
});

test('a service worker at /sw.js controls every page of the app', async ({ page, request }) => {
  await page.goto('/login');
  expect(await workerScope(page)).toBe(new URL('/', page.url()).href);
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
    new URL('/sw.js', page.url()).href,
  );

  // Checked on every visit, so a deploy's new worker is found at once.
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toContain('javascript');
  expect(worker.headers()['cache-control']).toBe('no-cache');
});

test('offline, the app shell still opens from the precache and says it is offline', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await workerScope(page);
  await expect(offlineStatus(page)).toHaveCount(0);

  await context.setOffline(true);
  const reload = await page.reload();
  expect(reload?.fromServiceWorker(), 'página vinda do service worker').toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  await expect(offlineStatus(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tentar reconectar' })).toBeVisible();
  await expectAccessible(page, '/login sem conexão');

  // Another page of the app, with its own chunk: from the precache as well.
  const faq = await page.goto('/duvidas');
  expect(faq?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Dúvidas Frequentes' })).toBeVisible();
  await expect(offlineStatus(page)).toBeVisible();

  await context.setOffline(false);
  await expect(offlineStatus(page)).toHaveCount(0);
});

test('offline with a stored session, the page waits for the server and says why', async ({
  page,
  context,
  request,
}) => {
  await signInWithToken(page, request, demo.user);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
  await workerScope(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sem conexão com o servidor' })).toBeVisible();
  await expect(offlineStatus(page)).toBeVisible();

  // Back online, the session is confirmed again and the Home opens without a reload.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
  await expect(offlineStatus(page)).toHaveCount(0);
});
