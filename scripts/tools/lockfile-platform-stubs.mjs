#!/usr/bin/env node
// This workplace's npm registry serves only the Linux builds of packages that ship native binaries
// per platform (@swc/core-darwin-*, @unrs/resolver-binding-*, …). `npm install` then writes a lock
// without entries for the other platforms' optional packages, and `npm ci` refuses that lock as out of
// sync. This adds a stub entry (version, optional, os/cpu from the name) for each such package, which
// npm ci skips as not for this platform. Run it after changing dependencies: `node scripts/tools/lockfile-platform-stubs.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const path = new URL('../../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
const packages = lock.packages;

const osOf = (name) =>
  ['darwin', 'win32', 'linux', 'freebsd', 'android', 'openbsd', 'sunos', 'aix', 'netbsd', 'wasm32'].find(
    (os) => name.includes(os),
  ) ?? null;
const cpuOf = (name) =>
  ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32'].find((cpu) =>
    new RegExp(`[-_]${cpu}(?:[-_.]|$)`).test(name),
  ) ?? null;

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [dep, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = location ? `${location}/node_modules/${dep}` : `node_modules/${dep}`;
    if (packages[base] || packages[`node_modules/${dep}`]) continue;
    const stub = { version: spec.replace(/^[\^~]/, ''), optional: true };
    if (entry.dev) stub.dev = true;
    const os = osOf(dep);
    const cpu = cpuOf(dep);
    if (os) stub.os = [os === 'wasm32' ? '!linux' : os];
    if (cpu) stub.cpu = [cpu];
    packages[`node_modules/${dep}`] = stub;
    added += 1;
  }
}
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`added ${added} platform stub entr${added === 1 ? 'y' : 'ies'} to package-lock.json`);
