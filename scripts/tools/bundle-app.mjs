#!/usr/bin/env node
// The production bundle of one app, as the Docker image's build stage makes it (docker/Dockerfile) and
// as `npm test` checks it (scripts/tools/check-bundles.mjs):
//   node scripts/tools/bundle-app.mjs <app> <outDir> [--link]
// From an installed, built workspace (`npm ci`, `nx build`), writes
//   <outDir>/package.json                 the app's manifest with its exact production dependencies
//   <outDir>/dist/                        the app's build
//   <outDir>/node_modules/@encontro/<lib>  each workspace library it imports (package.json + dist)
//   <outDir>/node_modules/<pkg>            each third-party package it needs, with their own dependencies
//   <outDir>/web/                         the built web app (gateway only: it serves it)
// Which packages: the bare imports of the app's and its libraries' compiled JavaScript, closed over
// the dependencies recorded in package-lock.json (dependencies, optional ones that are installed, and
// peers), copied from node_modules as installed — no registry, no second install, devDependencies
// never included. --link hard-links files instead of copying them (fast; for the checks).
import { builtinModules } from 'node:module';
import {
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const builtins = new Set(builtinModules);
const importPattern = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire(?:\.resolve)?\(\s*)['"]([^'"./][^'"]*)['"]/g;

/** The package name of a bare specifier (`@scope/name/sub` → `@scope/name`), or null for node builtins. */
export function packageName(specifier) {
  if (specifier.startsWith('node:') || builtins.has(specifier.split('/')[0])) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

function* jsFiles(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* jsFiles(path);
    else if (/\.(m|c)?js$/.test(entry.name)) yield path;
  }
}

/** Bare package names imported by the JavaScript under dir. */
export function importsOf(dir) {
  const names = new Set();
  for (const file of jsFiles(dir))
    for (const match of readFileSync(file, 'utf8').matchAll(importPattern)) {
      const name = packageName(match[1]);
      if (name) names.add(name);
    }
  return names;
}

/**
 * Plans the bundle: the workspace libraries and the lockfile locations of the third-party packages
 * the app needs. Throws when an import resolves to nothing installed.
 */
export function planBundle(app, { lock = readLock() } = {}) {
  const packages = lock.packages;
  const appDir = join(root, 'apps', app);
  if (!existsSync(join(appDir, 'dist', 'main.js')))
    throw new Error(`apps/${app}/dist/main.js is missing: build first (npx nx run @encontro/${app}:build)`);

  const workspaceLibs = new Map(); // name → directory
  const thirdParty = new Set(); // root-level names imported by app or libs
  const pending = [...importsOf(join(appDir, 'dist'))];
  while (pending.length > 0) {
    const name = pending.pop();
    const entry = packages[`node_modules/${name}`];
    if (entry?.link) {
      if (workspaceLibs.has(name)) continue;
      const dir = join(root, entry.resolved);
      if (!existsSync(join(dir, 'dist'))) throw new Error(`${name} (${entry.resolved}) is not built`);
      workspaceLibs.set(name, dir);
      pending.push(...importsOf(join(dir, 'dist')));
      pending.push(...Object.keys(packages[entry.resolved]?.dependencies ?? {}));
    } else if (entry) thirdParty.add(name);
    else throw new Error(`${app} imports ${name}, which package-lock.json does not install`);
  }

  // Node's resolution, on lockfile locations: from `from`, look in its node_modules, then its parents'.
  const locate = (from, name) => {
    let base = from;
    for (;;) {
      const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
      if (packages[candidate]) return candidate;
      if (!base) return null;
      const index = base.lastIndexOf('/node_modules/');
      base = index < 0 ? '' : base.slice(0, index);
    }
  };
  const locations = new Set();
  const queue = [...thirdParty].map((name) => `node_modules/${name}`);
  while (queue.length > 0) {
    const location = queue.pop();
    if (locations.has(location)) continue;
    const entry = packages[location];
    if (entry.link) continue; // a workspace package reached through a dependency: already handled
    if (entry.dev && !thirdParty.has(location.slice('node_modules/'.length)))
      throw new Error(`${location} is a devDependency but a production package needs it`);
    locations.add(location);
    const optionalPeers = new Set(
      Object.entries(entry.peerDependenciesMeta ?? {})
        .filter(([, meta]) => meta.optional)
        .map(([name]) => name),
    );
    const wanted = [
      ...Object.keys(entry.dependencies ?? {}).map((name) => [name, false]),
      ...Object.keys(entry.optionalDependencies ?? {}).map((name) => [name, true]),
      ...Object.keys(entry.peerDependencies ?? {}).map((name) => [name, optionalPeers.has(name)]),
    ];
    for (const [name, optional] of wanted) {
      const found = locate(location, name);
      const installed = found && existsSync(join(root, found, 'package.json'));
      if (!optional) {
        if (!installed) throw new Error(`${location} needs ${name}, which is not installed`);
        queue.push(found);
      }
      // Optional ones only when installed for production: other platforms' binaries are lockfile
      // stubs, and optional peers present for the tooling (typescript for @nestjs/swagger) are dev(Optional).
      else if (installed && !packages[found].dev && !packages[found].devOptional) queue.push(found);
    }
  }
  return { app, appDir, workspaceLibs, thirdParty, locations: [...locations].sort() };
}

export function readLock() {
  return JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
}

/** Copies (or hard-links) a directory, leaving out nested node_modules (they are planned one by one). */
function copyTree(from, to, link) {
  if (!link) {
    cpSync(from, to, {
      recursive: true,
      dereference: true,
      filter: (source) => !relative(from, source).split('/').includes('node_modules'),
    });
    return;
  }
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    const stat = statSync(source);
    if (stat.isDirectory()) copyTree(source, target, link);
    else linkSync(source, target);
  }
}

/** Writes the bundle of `app` into outDir (emptied first); returns the plan. */
export function bundleApp(app, outDir, { link = false } = {}) {
  const lock = readLock();
  const plan = planBundle(app, { lock });
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });

  const manifest = JSON.parse(readFileSync(join(plan.appDir, 'package.json'), 'utf8'));
  const dependencies = Object.fromEntries(
    [...plan.thirdParty].sort().map((name) => [name, lock.packages[`node_modules/${name}`].version]),
  );
  writeFileSync(
    join(outDir, 'package.json'),
    `${JSON.stringify(
      {
        name: manifest.name,
        version: manifest.version,
        private: true,
        type: 'module',
        description: manifest.description,
        main: 'dist/main.js',
        engines: { node: '>=24' },
        dependencies,
      },
      null,
      2,
    )}\n`,
  );
  copyTree(join(plan.appDir, 'dist'), join(outDir, 'dist'), link);

  for (const [name, dir] of plan.workspaceLibs) {
    const target = join(outDir, 'node_modules', name);
    const libManifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    // The `@encontro/source` condition points at TypeScript sources that the bundle does not carry.
    const exports = Object.fromEntries(
      Object.entries(libManifest.exports ?? {}).map(([key, value]) => [
        key,
        typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).filter(([c]) => c !== '@encontro/source'))
          : value,
      ]),
    );
    mkdirSync(target, { recursive: true });
    writeFileSync(
      join(target, 'package.json'),
      `${JSON.stringify({ name, version: libManifest.version, type: 'module', exports }, null, 2)}\n`,
    );
    copyTree(join(dir, 'dist'), join(target, 'dist'), link);
  }

  for (const location of plan.locations) copyTree(join(root, location), join(outDir, location), link);

  if (app === 'gateway') {
    const web = join(root, 'apps', 'web', 'dist');
    if (!existsSync(join(web, 'index.html')))
      throw new Error('apps/web/dist is missing: build the web app (npx nx run @encontro/web:build)');
    copyTree(web, join(outDir, 'web'), link);
  }
  return plan;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [app, outDir] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  if (!app || !outDir) {
    console.error('usage: node scripts/tools/bundle-app.mjs <app> <outDir> [--link]');
    process.exit(2);
  }
  const started = Date.now();
  const plan = bundleApp(app, resolve(outDir), { link: process.argv.includes('--link') });
  console.log(
    `${app}: ${plan.workspaceLibs.size} workspace libraries, ${plan.thirdParty.size} direct and ` +
      `${plan.locations.length} installed packages → ${outDir} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}
