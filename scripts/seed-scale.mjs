#!/usr/bin/env node
// `npm run seed:scale`: a year of a big city in a database of its own (default encontro_scale) for
// benchmarks and load tests. Flags: --people 1000000 --cities 50 --weeks 52 --database encontro_scale
// --seed 1 --no-build. Every account's password is SCALE_PASSWORD (scripts/seed-scale/run.mjs).
// Then `npm start -- --database encontro_scale` runs the stack on it.
import { execSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseScaleArgs } from './seed-scale/args.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
let options;
try {
  options = parseScaleArgs(process.argv.slice(2));
} catch (error) {
  console.error(error.message);
  process.exit(2);
}
if (options.build)
  execSync(`${join(root, 'node_modules/.bin/nx')} run-many -t build --output-style=stream`, {
    cwd: root,
    stdio: 'inherit',
  });
// Imported after the build: the seeders use the built contracts and migrations.
const { seedScale } = await import('./seed-scale/run.mjs');
const adminUrl = process.env.POSTGRES_ADMIN_URL ?? 'postgresql://postgres:postgres@127.0.0.1:5432/postgres';
try {
  await seedScale(options, { root, adminUrl });
} catch (error) {
  console.error(`\n${error.stack ?? error.message}\n`);
  process.exit(1);
}
