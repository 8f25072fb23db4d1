// The chart's NATS users: the committed authorization block is what the contracts give (so it cannot
// drift from them), the bundled NATS loads it with each app's password from the Secret the hook Job
// makes, each app connects as its own user, and every app gets the caller-context key.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { natsPermissions } from '@encontro/contracts';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  expectedNatsAuthorization,
  natsAuthorizationPath,
  natsPasswordVariable,
} from '../tools/nats-config.mjs';
import { APPS, type K8sObject } from './chart-rules.js';
import { render } from './render.js';

type EnvVar = { name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } };
type PodOwner = { spec: { template: { spec: { containers: { name: string; env?: EnvVar[] }[] } } } };

const COMPONENT = 'app.kubernetes.io/component';
const APP_KEYS = ['gateway', 'identity', 'indication', 'forum', 'support', 'admin', 'notification'];
const workload = (objects: K8sObject[], kind: string, component: string) => {
  const found = objects.find((o) => o.kind === kind && o.metadata.labels?.[COMPONENT] === component);
  if (!found) throw new Error(`no ${kind} ${component}`);
  return found as unknown as PodOwner;
};
const envOf = (objects: K8sObject[], kind: string, component: string) =>
  workload(objects, kind, component).spec.template.spec.containers[0]?.env ?? [];
const natsConf = (objects: K8sObject[]) =>
  (
    objects.find((o) => o.kind === 'ConfigMap' && o.metadata.labels?.[COMPONENT] === 'nats') as unknown as {
      data: Record<string, string>;
    }
  ).data['nats.conf']!;

describe('nats-authorization.conf', () => {
  it('is what the contracts give (run `node deploy/tools/nats-config.mjs` after changing them)', () => {
    expect(readFileSync(natsAuthorizationPath, 'utf8')).toBe(expectedNatsAuthorization(natsPermissions));
  });

  it('names one user per app, whose password the server reads from its environment', () => {
    const text = readFileSync(natsAuthorizationPath, 'utf8');
    for (const app of APPS) {
      expect(text).toContain(`user: "${app}"`);
      expect(text).toContain(`password: $${natsPasswordVariable(app)}`);
    }
    expect(text).not.toMatch(/password: "/);
  });
});

describe('NATS users in the helm chart', () => {
  let defaults: K8sObject[];

  beforeAll(() => {
    defaults = render();
  });

  it('loads the users into the bundled NATS, for the release’s stream and subject prefix', () => {
    const conf = natsConf(defaults);
    expect(conf).toContain('authorization {');
    expect(conf).toContain('"$JS.API.CONSUMER.MSG.NEXT.EVENTS.indication-svc"');
    expect(conf).toContain('"evt.vote.cast"');
    expect(conf).not.toMatch(/@[A-Z_]+@/);

    const custom = natsConf(
      render([
        '--set',
        'config.eventsStream=ENCONTRO_EVENTS',
        '--set',
        'config.eventsSubjectPrefix=encontro.evt',
      ]),
    );
    expect(custom).toContain('"$JS.ACK.ENCONTRO_EVENTS.forum-svc.>"');
    expect(custom).toContain('"encontro.evt.forum.post_created"');
  });

  it('gives the NATS server every app’s password from the Secret <fullname>-internal', () => {
    const env = envOf(defaults, 'StatefulSet', 'nats');
    for (const key of APP_KEYS)
      expect(env).toContainEqual({
        name: `NATS_${key.toUpperCase()}_PASSWORD`,
        valueFrom: { secretKeyRef: { name: 'encontro-internal', key: `nats-${key}-password` } },
      });
  });

  it('lets each app connect as its own user and sign or verify caller contexts', () => {
    APPS.forEach((app, i) => {
      const env = envOf(defaults, 'Deployment', app);
      expect(env).toContainEqual({ name: 'NATS_USER', value: app });
      expect(env).toContainEqual({
        name: 'NATS_PASSWORD',
        valueFrom: { secretKeyRef: { name: 'encontro-internal', key: `nats-${APP_KEYS[i]}-password` } },
      });
      expect(env).toContainEqual({
        name: 'CALLER_CONTEXT_SECRET',
        valueFrom: { secretKeyRef: { name: 'encontro-internal', key: 'caller-context-secret' } },
      });
    });
  });

  it('renders a nats.conf that nats-server accepts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'encontro-nats-conf-'));
    try {
      const path = join(dir, 'nats.conf');
      writeFileSync(path, natsConf(defaults).replace('store_dir: /data', `store_dir: ${join(dir, 'js')}`));
      const passwords = Object.fromEntries(APPS.map((app) => [natsPasswordVariable(app), `p${app.length}x`]));
      const result = spawnSync('nats-server', ['-c', path, '-t'], {
        env: { ...process.env, ...passwords },
        encoding: 'utf8',
      });
      expect(`${result.stdout}${result.stderr}`).toMatch(/configuration file .* is valid/);
      expect(result.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('leaves NATS open and the apps without a NATS user when nats.auth is off', () => {
    const objects = render(['--set', 'nats.auth.enabled=false']);
    expect(natsConf(objects)).not.toContain('authorization');
    expect(envOf(objects, 'StatefulSet', 'nats')).toEqual([]);
    const env = envOf(objects, 'Deployment', 'forum-svc');
    expect(env.map((e) => e.name)).not.toContain('NATS_USER');
    expect(env.map((e) => e.name)).toContain('CALLER_CONTEXT_SECRET');
  });

  it('lets the apps of an external NATS connect as their users when externalNats.auth is on', () => {
    const external = ['--set', 'nats.enabled=false', '--set', 'externalNats.url=nats://nats.messaging:4222'];
    const off = render(external);
    expect(envOf(off, 'Deployment', 'gateway').map((e) => e.name)).not.toContain('NATS_USER');
    const on = render([...external, '--set', 'externalNats.auth.enabled=true']);
    expect(envOf(on, 'Deployment', 'admin-svc')).toContainEqual({ name: 'NATS_USER', value: 'admin-svc' });
  });
});
