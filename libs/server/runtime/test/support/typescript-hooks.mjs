// `node --conditions=@encontro/source --import ./typescript-hooks.mjs file.ts`: runs the workspace's
// TypeScript in a child process as jest runs it (swc with legacy decorators and metadata, the
// `@encontro/source` condition that points the libs at their src/), so a test can send a real
// signal to a real service process without a build.
import { readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';
import { transformSync } from '@swc/core';

const swcrc = JSON.parse(readFileSync(new URL('../../../../../.swcrc', import.meta.url), 'utf8'));

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      // Sources import each other as `./x.js`: the file is `./x.ts`.
      if (specifier.startsWith('.') && specifier.endsWith('.js'))
        return nextResolve(`${specifier.slice(0, -3)}.ts`, context);
      throw error;
    }
  },
  load(url, context, nextLoad) {
    if (!url.startsWith('file:') || !url.endsWith('.ts')) return nextLoad(url, context);
    const filename = fileURLToPath(url);
    const { code } = transformSync(readFileSync(filename, 'utf8'), {
      ...swcrc,
      swcrc: false,
      filename,
      sourceMaps: 'inline',
      module: { type: 'es6' },
    });
    return { format: 'module', source: code, shortCircuit: true };
  },
});
