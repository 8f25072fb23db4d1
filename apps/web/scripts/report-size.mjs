// Prints the gzipped size of the JavaScript a first visit to /login and to the signed-in Home loads, and
// fails above a budget. /login lives in the entry chunk, so that is the entry plus every chunk it imports
// statically; the Home adds its lazy page chunk and that chunk's static imports (no zod: its dialogs and
// their checks load when opened).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
/** A module's chunk: its own, or the one vite.config.ts's `routeChunks` put it in (named `group`). */
const chunkOf = (src, group) =>
  manifest[src]
    ? src
    : Object.keys(manifest).find((key) => manifest[key].name === group && key.endsWith('.js'));
const homeKey = chunkOf('src/features/home/HomePage.tsx', 'home');
const homeExtras = [
  chunkOf('src/features/notifications/NotificationBell.tsx', 'bell'),
  chunkOf('src/features/home/InviteToVote.tsx', 'home'),
];
if (!entryKey || !homeKey || homeExtras.some((key) => !key)) {
  console.error('report-size: no entry chunk, Home chunk, bell or invitation chunk in the Vite manifest');
  process.exit(1);
}

/** The chunks `keys` load before they run: themselves and their static imports, transitively. */
function staticClosure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return [...seen];
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
let failed = false;
for (const { page, keys, budget } of [
  { page: '/login', keys: [entryKey], budget: 150 * 1024 },
  // 139 after issue 30's seats, time and line on the cards; issue 32 item 5 took react-router's production build and
  // one Home chunk instead of 18. What the Home shares with the bell is in the bell's chunk, counted here too.
  { page: '/ (Home, signed in)', keys: [entryKey, homeKey], budget: 138 * 1024 },
  // What the Home's first screen loads besides, as Lighthouse sees it: the header's bell (its panel waits
  // for a click) and, while voting, the invitation below the venues (zod-free since issue 32: was +27 KB).
  {
    page: '/ (Home, signed in, with its bell and invitation)',
    keys: [entryKey, homeKey, ...homeExtras],
    budget: 145 * 1024,
  },
]) {
  let total = 0;
  const rows = staticClosure(keys).map((key) => {
    const file = manifest[key].file;
    const raw = readFileSync(join(dist, file));
    const gz = gzipSync(raw, { level: 9 }).length;
    total += gz;
    return { file, raw: raw.length, gz };
  });
  console.log(`Initial JavaScript of ${page}:`);
  for (const r of rows)
    console.log(`  ${r.file.padEnd(40)} ${kb(r.raw).padStart(10)}  gzip ${kb(r.gz).padStart(9)}`);
  console.log(`  total gzip: ${kb(total)} (budget ${kb(budget)})`);
  if (total > budget) {
    console.error(`report-size: ${page} initial JS is ${kb(total)} gzipped, over the ${kb(budget)} budget`);
    failed = true;
  }
}
if (failed) process.exit(1);
