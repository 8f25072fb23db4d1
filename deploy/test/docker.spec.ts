// docker/Dockerfile and docker/compose.yaml, checked without Docker. The build stage's bundle command
// itself runs (and every bundle starts) in `npm test`'s "bundles" step (scripts/tools/check-bundles.mjs).
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { APPS } from './chart-rules.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dockerfile = readFileSync(join(root, 'docker', 'Dockerfile'), 'utf8');

/** Dockerfile instructions (continuation lines joined), grouped by stage name. */
function stages(text: string): Map<string, { instruction: string; args: string }[]> {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const result = new Map<string, { instruction: string; args: string }[]>();
  let current = '(global)';
  result.set(current, []);
  for (const line of lines) {
    const [instruction = '', ...rest] = line.split(/\s+/);
    const args = rest.join(' ');
    if (instruction.toUpperCase() === 'FROM') {
      current = /\bAS\s+(\S+)/i.exec(args)?.[1] ?? `stage${result.size}`;
      result.set(current, []);
    }
    result.get(current)?.push({ instruction: instruction.toUpperCase(), args });
  }
  return result;
}

describe('docker/Dockerfile', () => {
  const parsed = stages(dockerfile);
  const names = [...parsed.keys()];
  const runtime = parsed.get(names[names.length - 1] ?? '') ?? [];
  const build = parsed.get('build') ?? [];
  const args = (instruction: string, stage = runtime) =>
    stage.filter((i) => i.instruction === instruction).map((i) => i.args);

  it('builds on a Node 24 LTS slim image', () => {
    const image = /ARG NODE_IMAGE=(\S+)/.exec(dockerfile)?.[1] ?? '';
    expect(image).toMatch(/^node:24[\w.-]*-slim$/);
    for (const stage of parsed.values())
      for (const from of stage.filter((i) => i.instruction === 'FROM'))
        expect(from.args).toMatch(/^(\$\{NODE_IMAGE\}|deps)(\s|$)/);
  });

  it('makes the production bundle in the build stage with the script npm test runs', () => {
    expect(args('RUN', build).join('\n')).toContain('node scripts/tools/bundle-app.mjs "$APP" /out');
    expect(args('COPY')).toContain('--from=build /out/ ./');
  });

  it('runs as a non-root user, production, with a HEALTHCHECK on /health', () => {
    const user = args('USER').at(-1) ?? '';
    expect(user).toMatch(/^[1-9]\d*(:\d+)?$/);
    expect(args('ENV').join(' ')).toMatch(/NODE_ENV=production/);
    expect(args('ENV').join(' ')).not.toMatch(/DEV_CLOCK_ENABLED/);
    expect(args('HEALTHCHECK').join(' ')).toMatch(/\/health/);
    // The tracing preload first, as `npm start` runs the apps (scripts/stack/app-command.mjs).
    expect(args('ENTRYPOINT')).toEqual([
      '["node", "--import", "@encontro/server-tracing/register", "dist/main.js"]',
    ]);
  });

  it('leaves installed and built files out of the build context', () => {
    const ignored = readFileSync(join(root, '.dockerignore'), 'utf8').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '**/dist', '.git', '.stack']));
  });
});

describe('docker/compose.yaml', () => {
  type ComposeService = {
    image?: string;
    command?: string[];
    read_only?: boolean;
    user?: string;
    cap_drop?: string[];
    environment?: Record<string, string>;
    build?: { args?: Record<string, string> };
    profiles?: string[];
  };
  const compose = parse(readFileSync(join(root, 'docker', 'compose.yaml'), 'utf8'), { merge: true }) as {
    services: Record<string, ComposeService>;
  };

  it('runs every app from docker/Dockerfile, hardened, in production with the dev clock off', () => {
    for (const app of APPS) {
      const service = compose.services[app];
      expect(service?.build?.args?.APP).toBe(app);
      expect(service).toMatchObject({ read_only: true, user: '1000:1000', cap_drop: ['ALL'] });
      expect(service?.environment).toMatchObject({ NODE_ENV: 'production', DEV_CLOCK_ENABLED: 'false' });
    }
  });

  it('brings PostgreSQL, NATS with JetStream, Redis, MinIO and an SMTP catcher', () => {
    expect(Object.keys(compose.services)).toEqual(
      expect.arrayContaining(['postgres', 'nats', 'redis', 'minio', 'mail']),
    );
    expect(compose.services.nats?.command).toContain('-js');
  });
});
