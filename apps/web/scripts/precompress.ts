import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return (
    entries
      .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name))
      // `.vite/manifest.json` is for the build's own scripts; the gateway never serves dot folders.
      .filter((path) => !/[\\/]\./.test(path.slice(dir.length)))
  );
}

/**
 * Writes `x.br` (brotli, quality 11) and `x.gz` (gzip, level 9) beside each compressible file of the
 * build, once, so the gateway sends them without compressing per request. An encoding that does not
 * make the file smaller is not written (the gateway then sends the file itself).
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'encontro:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const outDir = resolve(config.root, config.build.outDir);
        await Promise.all(
          (await filesUnder(outDir)).map(async (path) => {
            const content = await readFile(path);
            const [br, gz] = await Promise.all([
              brotli(content, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
              gzipped(content, { level: 9 }),
            ]);
            if (br.length < content.length) await writeFile(`${path}.br`, br);
            if (gz.length < content.length) await writeFile(`${path}.gz`, gz);
          }),
        );
      },
    },
  };
}
