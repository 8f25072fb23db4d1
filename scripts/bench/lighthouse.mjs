#!/usr/bin/env node
// The first screens on a phone (issue 14): Lighthouse's performance audit of /login and of the signed-in
// Home (ana@example.com, her session put in localStorage where the web app keeps it) in Debian's
// Chromium, headless, with Lighthouse's defaults: mobile form factor and simulated throttling (slow 4G,
// 4× CPU). Per page, of the run with the median score: the performance score, FCP, LCP, TBT, CLS, the
// JavaScript transferred and Lighthouse's CPU benchmark of the machine; then the load average. The
// CPU figures are the observed ones times four, so a busy machine scores lower: it first waits (up to two
// minutes) for the CPU to be quiet, and prints how long it waited and the load average.
//   BENCH_URL (http://localhost:8080), LIGHTHOUSE_CHROMIUM (/usr/bin/chromium), LIGHTHOUSE_RUNS (3),
//   LIGHTHOUSE_REPORT_DIR (unset: with a folder, each audit's full report is written there as JSON)
// Runs alone: node scripts/bench/lighthouse.mjs
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { demoToken } from '../load/client.mjs';
import { waitForQuietMachine } from './quiet-machine.mjs';

const chromium = process.env.LIGHTHOUSE_CHROMIUM ?? '/usr/bin/chromium';
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
let reportsWritten = 0;
// apps/web/src/features/auth/session.ts: the session token's localStorage key.
const TOKEN_KEY = 'token';

const fmt = (n, digits = 1) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A headless Chromium with a fresh profile and a DevTools port, for Lighthouse to drive. */
async function launchChromium() {
  const browser = await launch({
    chromePath: chromium,
    chromeFlags: ['--headless=new', ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])],
  });
  return { port: browser.port, close: () => browser.kill() };
}

/**
 * Writes localStorage of `origin` in the browser on `port` over the DevTools protocol: a tab opens a
 * small page of the origin (/health, which loads nothing else), sets the item and closes. Lighthouse
 * clears the HTTP cache before each audit but not localStorage, so the audited page finds the session.
 */
async function putInLocalStorage(port, origin, key, value) {
  const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
  const socket = new globalThis.WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', () => reject(new Error('no DevTools connection')), { once: true });
  });
  const pending = new Map();
  let lastId = 0;
  socket.addEventListener('message', ({ data }) => {
    const message = JSON.parse(data);
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    if (message.error) waiting.reject(new Error(message.error.message));
    else waiting.resolve(message.result);
  });
  const send = (method, params = {}, sessionId = undefined) =>
    new Promise((resolve, reject) => {
      lastId += 1;
      pending.set(lastId, { resolve, reject });
      socket.send(JSON.stringify({ id: lastId, method, params, sessionId }));
    });
  try {
    const { targetId } = await send('Target.createTarget', { url: `${origin}/health` });
    const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
    const evaluate = (expression) => send('Runtime.evaluate', { expression, returnByValue: true }, sessionId);
    for (let attempt = 0; ; attempt += 1) {
      // The tab starts on about:blank; its context changes when the page of the origin commits.
      const at = await evaluate('location.origin').catch(() => null);
      if (at?.result?.value === origin) break;
      if (attempt === 100) throw new Error(`the tab never reached ${origin}`);
      await sleep(100);
    }
    await evaluate(`localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)})`);
    await send('Target.closeTarget', { targetId });
  } finally {
    socket.close();
  }
}

/** One Lighthouse performance audit with the default (mobile, simulated throttling) settings. */
async function audit(port, url) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    reportsWritten += 1;
    const page = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
    writeFileSync(join(reportDir, `${page}-${reportsWritten}.json`), JSON.stringify(lhr));
  }
  const scripts = lhr.audits['resource-summary']?.details?.items?.find(
    (item) => item.resourceType === 'script',
  );
  return {
    finalUrl: lhr.finalDisplayedUrl,
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    jsBytes: scripts?.transferSize ?? 0,
    // Lighthouse's own measure of the machine's speed: the 4× slowdown is applied to what was observed.
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** The run with the median score of `runs` audits of one page, each in the same fresh browser. */
async function medianAudit(url, prepare) {
  const browser = await launchChromium();
  try {
    if (prepare) await prepare(browser.port);
    const results = [];
    for (let i = 0; i < runs; i += 1) {
      // A trace now and then comes back without its navigation (NO_NAVSTART) on a busy machine: once more.
      results.push(await audit(browser.port, url).catch(() => audit(browser.port, url)));
    }
    results.sort((a, b) => a.score - b.score);
    return results[Math.floor(results.length / 2)];
  } finally {
    await browser.close();
  }
}

function printRow(label, r) {
  const cells = [
    `score ${String(r.score).padStart(3)}`,
    `FCP ${fmt(r.fcp / 1000)} s`,
    `LCP ${fmt(r.lcp / 1000)} s`,
    `TBT ${fmt(r.tbt, 0)} ms`,
    `CLS ${fmt(r.cls, 3)}`,
    `JS ${fmt(r.jsBytes / 1024)} KiB`,
    `(CPU benchmark ${fmt(r.benchmarkIndex, 0)})`,
  ];
  console.log(`  ${label.padEnd(20)} ${cells.join('   ')}`);
}

export async function lighthouseBench() {
  const base = (process.env.BENCH_URL ?? 'http://localhost:8080').replace(/\/$/, '');
  console.log(
    `\nLighthouse, first screens on a phone (mobile, simulated slow 4G and 4× CPU; median of ${runs} by score)`,
  );
  if (!existsSync(chromium)) {
    console.log(`  skipped: no Chromium at ${chromium} (set LIGHTHOUSE_CHROMIUM)`);
    return;
  }
  const token = await demoToken(base);
  if (!token) {
    console.log(`  skipped: no demo stack answers on ${base} (start it with npm start, or set BENCH_URL)`);
    return;
  }
  const origin = new URL(base).origin;
  const quiet = await waitForQuietMachine();
  console.log(
    `  waited ${fmt(quiet.waited, 0)} s for a quiet machine (CPU ${fmt(quiet.busyShare * 100, 0)} % busy in the last second)`,
  );
  const loadBefore = loadavg();

  try {
    printRow('/login', await medianAudit(`${base}/login`));
    const home = await medianAudit(`${base}/`, (port) => putInLocalStorage(port, origin, TOKEN_KEY, token));
    if (new URL(home.finalUrl).pathname === '/') printRow('/ (Home, signed in)', home);
    else
      console.log(
        `  / (Home, signed in)  skipped: the session was not taken (the page ended on ${home.finalUrl})`,
      );
  } catch (error) {
    console.log(`  failed: ${error.message}`);
  }
  const load = (values) => values.map((n) => fmt(n, 2)).join(' ');
  console.log(`  load average (1, 5, 15 min): before ${load(loadBefore)}, after ${load(loadavg())}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await lighthouseBench();
