// Prints the gzipped size of the JavaScript a first visit to /login loads, and fails above the budget.
// /login lives in the entry chunk, so that is the entry plus every chunk it imports statically.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 150 * 1024;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('report-size: no entry chunk in the Vite manifest');
  process.exit(1);
}

const seen = new Set();
const visit = (key) => {
  if (seen.has(key)) return;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) visit(dep);
};
visit(entryKey);

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
let total = 0;
const rows = [...seen].map((key) => {
  const file = manifest[key].file;
  const raw = readFileSync(join(dist, file));
  const gz = gzipSync(raw, { level: 9 }).length;
  total += gz;
  return { file, raw: raw.length, gz };
});

console.log('Initial JavaScript of /login:');
for (const r of rows)
  console.log(`  ${r.file.padEnd(40)} ${kb(r.raw).padStart(10)}  gzip ${kb(r.gz).padStart(9)}`);
console.log(`  total gzip: ${kb(total)} (budget ${kb(BUDGET_BYTES)})`);

if (total > BUDGET_BYTES) {
  console.error(
    `report-size: /login initial JS is ${kb(total)} gzipped, over the ${kb(BUDGET_BYTES)} budget`,
  );
  process.exit(1);
}
