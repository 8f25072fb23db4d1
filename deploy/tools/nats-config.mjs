#!/usr/bin/env node
// The NATS users of the chart: deploy/helm/encontro/files/nats-authorization.conf, an `authorization`
// block for nats-server with one user per app and the permissions libs/contracts gives it
// (natsPermissions). Written by this script, committed, and checked by deploy/test/nats-config.spec.ts:
//   node deploy/tools/nats-config.mjs           # (re)writes the file from the contracts
//   node deploy/tools/nats-config.mjs --check   # exit 1 when the committed file is not what they give
// Runs the contracts from their TypeScript source (Node's type stripping), so no build is needed.
import { readFileSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const natsAuthorizationPath = join(
  root,
  'deploy',
  'helm',
  'encontro',
  'files',
  'nats-authorization.conf',
);

/**
 * What the chart (or an operator, for their own NATS) replaces in the file: the events stream and
 * subject prefix are values of the chart (config.eventsStream, config.eventsSubjectPrefix).
 */
export const natsConfigPlaceholders = {
  eventsStream: '@EVENTS_STREAM@',
  eventsSubjectPrefix: '@EVENTS_SUBJECT_PREFIX@',
};
/** Forum pushes keep the apps' default prefix (the chart does not change PUSH_SUBJECT_PREFIX). */
export const PUSH_SUBJECT_PREFIX = 'push';

/** The environment variable that gives nats-server an app's password: NATS_<APP KEY>_PASSWORD. */
export const natsPasswordVariable = (user) => `NATS_${user.replace(/-svc$/, '').toUpperCase()}_PASSWORD`;

const list = (subjects, indent) =>
  `[\n${subjects.map((s) => `${indent}  ${JSON.stringify(s)},`).join('\n')}\n${indent}]`;

/** The `authorization` block for `permissions` (natsPermissions' answer), passwords read from the environment. */
export function natsAuthorizationConf(permissions) {
  const users = Object.entries(permissions).map(([user, p]) =>
    [
      '    {',
      `      user: ${JSON.stringify(user)}`,
      `      password: $${natsPasswordVariable(user)}`,
      '      permissions: {',
      `        publish: { allow: ${list(p.publish, '        ')} }`,
      `        subscribe: { allow: ${list(p.subscribe, '        ')} }`,
      ...(p.allowResponses ? ['        allow_responses: true'] : []),
      '      }',
      '    }',
    ].join('\n'),
  );
  return [
    '# Generated from libs/contracts (natsPermissions) by `node deploy/tools/nats-config.mjs`: do not edit.',
    '# One user per app, allowed only its own subjects. Fill in the placeholders between @ signs with the',
    '# events stream and subject prefix (EVENTS_STREAM, EVENTS_SUBJECT_PREFIX; the chart does it from',
    '# config.eventsStream and config.eventsSubjectPrefix), and give nats-server each password in the',
    '# environment as NATS_<APP>_PASSWORD (the chart: from the Secret <fullname>-internal).',
    'authorization {',
    '  users: [',
    users.join('\n'),
    '  ]',
    '}',
    '',
  ].join('\n');
}

/** The file as the contracts give it (the contracts passed in: jest hands over its own import). */
export function expectedNatsAuthorization(natsPermissions) {
  return natsAuthorizationConf(
    natsPermissions({ ...natsConfigPlaceholders, pushSubjectPrefix: PUSH_SUBJECT_PREFIX }),
  );
}

/** Imports @encontro/contracts from its TypeScript source: `./x.js` specifiers resolve to `./x.ts`. */
async function contractsFromSource() {
  const hooks = `
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
export async function resolve(specifier, context, next) {
  if (specifier.startsWith('.') && specifier.endsWith('.js') && context.parentURL?.includes('/libs/')) {
    const ts = new URL(specifier.replace(/\\.js$/, '.ts'), context.parentURL);
    if (existsSync(fileURLToPath(ts))) return next(ts.href, context);
  }
  return next(specifier, { ...context, conditions: [...context.conditions, '@encontro/source'] });
}`;
  register(`data:text/javascript,${encodeURIComponent(hooks)}`, import.meta.url);
  return import('@encontro/contracts');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { natsPermissions } = await contractsFromSource();
  const expected = expectedNatsAuthorization(natsPermissions);
  const current = (() => {
    try {
      return readFileSync(natsAuthorizationPath, 'utf8');
    } catch {
      return '';
    }
  })();
  if (process.argv.includes('--check')) {
    if (current !== expected) {
      console.error(
        `${natsAuthorizationPath} is not what the contracts give: run node deploy/tools/nats-config.mjs`,
      );
      process.exit(1);
    }
    console.log('nats-authorization.conf matches the contracts');
  } else {
    writeFileSync(natsAuthorizationPath, expected);
    console.log(`wrote ${natsAuthorizationPath}`);
  }
}
