import { defineConfig } from '@playwright/test';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { chromiumLaunchOptions } from './scripts/tools/chromium.mjs';

// The browser tests start their own isolated stack (scripts/start.mjs --profile=e2e): other ports,
// a private NATS and Redis, a fresh database. Build first (npm test does).
// STACK_PORT_OFFSET moves every port of that stack, so several runs can share this machine.
const portOffset = Number(process.env.STACK_PORT_OFFSET ?? 0) || 0;
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${8180 + portOffset}`;
process.env.E2E_MAILDEV_URL ??= `http://localhost:${1180 + portOffset}`;

export default defineConfig({
  testDir: './apps/web/e2e',
  testMatch: '**/*.e2e.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The e2e stack (eight processes) and Chromium share the machine with the tests: one worker per two
  // cores keeps the load where the timeouts hold (two workers on two cores pushed the load average to 12).
  workers: Number(process.env.E2E_WORKERS) || Math.max(1, Math.floor(availableParallelism() / 2)),
  // A test that needs a retry is a failing test: none are retried.
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // Recording a trace of every test to keep the failing ones costs a quarter of the suite's time on
    // 2 cores; a failure still leaves its screenshot and page snapshot. E2E_TRACE=1 records them again.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    launchOptions: chromiumLaunchOptions,
  },
  // Mobile first: every journey runs once, on the phone (390 px). A test runs at another width only
  // where that width changes what it checks (issue 32: no journey repeated where one proves it), by tag:
  // - `@every-width`: its assertions are about the layout (toasts over sheets, errors scrolled into
  //   view, nothing wider than the screen): also on the smallest phones still sold (320 px);
  // - the desktop runs what its layout changes (top navigation, wide grids: the main journey, smoke)
  //   and what only happens there: the route guards, the admin flows, axe on the admin panel and
  //   `@desk` tests (the Integridade tab, where admins work); `@one-width` tests of those files (links,
  //   honeypot, Votar nele) do not depend on the width and are not repeated there.
  // Installability (manifest, service worker, offline shell) is the same code at every width: phone only.
  projects: [
    {
      name: 'mobile',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      testIgnore: ['**/a11y-admin.e2e.ts', '**/guards.e2e.ts', '**/admin.e2e.ts', '**/admin-desk.e2e.ts'],
      grepInvert: /@desk/,
    },
    {
      name: 'phone-320',
      use: { viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true },
      grep: /@every-width/,
    },
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
      testMatch: [
        '**/journey.e2e.ts',
        '**/smoke.e2e.ts',
        '**/guards.e2e.ts',
        '**/admin.e2e.ts',
        '**/admin-desk.e2e.ts',
        '**/a11y-admin.e2e.ts',
        '**/vote-integrity.e2e.ts',
      ],
      grepInvert: /@one-width/,
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        // The project's Node 24, whoever runs Playwright (a bare `playwright test` may be on the system's Node).
        command: `${resolve('node_modules/.bin/node')} scripts/start.mjs --profile=e2e --no-build`,
        url: `${baseURL}/health`,
        reuseExistingServer: false,
        timeout: Number(process.env.E2E_STACK_TIMEOUT_MS) || 180_000,
        stdout: 'pipe',
        stderr: 'pipe',
      },
});
