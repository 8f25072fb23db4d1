// notification-svc in the chart: its Web Push (VAPID) pair and the e-mail unsubscribe secret come from
// Secrets (generated once in the cluster by the secrets hook, given, or existing), reach only the apps
// that use them, and the
// NetworkPolicy lets notification-svc reach the browsers' push services.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { createECDH } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { APPS, type K8sObject } from './chart-rules.js';
import { chartDir, render, runHelm } from './render.js';

type EnvVar = { name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } };
type Workload = { spec: { template: { spec: { containers: { env?: EnvVar[] }[] } } } };
type Rule = { ports?: { port: number | string }[]; to?: unknown[] };

const COMPONENT = 'app.kubernetes.io/component';
const find = (objects: K8sObject[], kind: string, test: (o: K8sObject) => boolean) => {
  const found = objects.find((o) => o.kind === kind && test(o));
  if (!found) throw new Error(`no ${kind} found`);
  return found;
};
const ofApp = (objects: K8sObject[], kind: string, app: string) =>
  find(objects, kind, (o) => o.metadata.labels?.[COMPONENT] === app);
const secretData = (objects: K8sObject[], name: string) =>
  (
    find(objects, 'Secret', (o) => o.metadata.name === name) as unknown as {
      stringData: Record<string, string>;
    }
  ).stringData;
const envOf = (o: K8sObject) => (o as unknown as Workload).spec.template.spec.containers[0]?.env ?? [];
const secretRefs = (o: K8sObject, names: string[]) =>
  Object.fromEntries(
    envOf(o)
      .filter((e) => names.includes(e.name))
      .map((e) => [e.name, e.valueFrom?.secretKeyRef]),
  );

const PUSH_VARS = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'EMAIL_UNSUBSCRIBE_SECRET'];

/** The public key of `privateKey` (both base64url): a pair is valid when it matches its public half. */
const publicOf = (privateKey: string) => {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
  return ecdh.getPublicKey('base64url');
};

describe('notification-svc in the helm chart', () => {
  let defaults: K8sObject[];

  beforeAll(() => {
    defaults = render();
  });

  it('leaves the VAPID pair and the unsubscribe secret to the secrets hook: none is rendered', () => {
    // ensure-secrets.spec.ts checks the pair it makes with web-push.
    const plan = JSON.parse(
      (
        find(defaults, 'ConfigMap', (o) => o.metadata.name === 'encontro-ensure-secrets') as unknown as {
          data: Record<string, string>;
        }
      ).data['plan.json'] ?? '',
    ) as { secrets: { group: string; name: string }[] };
    expect(plan.secrets.filter((s) => s.group === 'vapid' || s.group === 'unsubscribe')).toEqual([
      expect.objectContaining({ group: 'unsubscribe', name: 'encontro-unsubscribe' }),
      expect.objectContaining({ group: 'vapid', name: 'encontro-vapid-keys' }),
    ]);
    expect(defaults.some((o) => o.kind === 'Secret' && o.metadata.name === 'encontro-notifications')).toBe(
      false,
    );
  });

  it('gives the VAPID pair to notification-svc alone and the unsubscribe secret to it and indication-svc', () => {
    const ref = (key: string) => ({
      name: key === 'email-unsubscribe-secret' ? 'encontro-unsubscribe' : 'encontro-vapid-keys',
      key,
    });
    expect(secretRefs(ofApp(defaults, 'Deployment', 'notification-svc'), PUSH_VARS)).toEqual({
      VAPID_PUBLIC_KEY: ref('vapid-public-key'),
      VAPID_PRIVATE_KEY: ref('vapid-private-key'),
      EMAIL_UNSUBSCRIBE_SECRET: ref('email-unsubscribe-secret'),
    });
    expect(secretRefs(ofApp(defaults, 'Deployment', 'indication-svc'), PUSH_VARS)).toEqual({
      EMAIL_UNSUBSCRIBE_SECRET: ref('email-unsubscribe-secret'),
    });
    for (const app of APPS.filter((a) => a !== 'notification-svc' && a !== 'indication-svc'))
      expect(secretRefs(ofApp(defaults, 'Deployment', app), PUSH_VARS)).toEqual({});
    const config = (ofApp(defaults, 'ConfigMap', 'notification-svc') as { data?: Record<string, string> })
      .data;
    expect(config).toMatchObject({
      DATABASE_SCHEMA: 'notification',
      VAPID_SUBJECT: 'mailto:contato@encontro.app',
    });
    expect(Object.keys(config ?? {})).not.toEqual(expect.arrayContaining(['VAPID_PRIVATE_KEY']));
  });

  it('migrates the notification schema with the same Secrets (given values: from the migrations hook Secret)', () => {
    const job = (objects: K8sObject[], app: string) =>
      find(objects, 'Job', (o) => o.metadata.name === `encontro-${app}-migrate`);
    expect(envOf(job(defaults, 'notification-svc'))).toEqual(
      expect.arrayContaining([{ name: 'DATABASE_SCHEMA', value: 'notification' }]),
    );
    expect(secretRefs(job(defaults, 'notification-svc'), PUSH_VARS)).toEqual({
      VAPID_PUBLIC_KEY: { name: 'encontro-vapid-keys', key: 'vapid-public-key' },
      VAPID_PRIVATE_KEY: { name: 'encontro-vapid-keys', key: 'vapid-private-key' },
      EMAIL_UNSUBSCRIBE_SECRET: { name: 'encontro-unsubscribe', key: 'email-unsubscribe-secret' },
    });
    expect(Object.keys(secretRefs(job(defaults, 'indication-svc'), PUSH_VARS))).toEqual([
      'EMAIL_UNSUBSCRIBE_SECRET',
    ]);
    const pair = createECDH('prime256v1');
    pair.generateKeys();
    const given = render([
      '--set',
      `notifications.vapidPublicKey=${pair.getPublicKey('base64url')}`,
      '--set',
      `notifications.vapidPrivateKey=${Buffer.concat([Buffer.alloc(32), pair.getPrivateKey()])
        .subarray(-32)
        .toString('base64url')}`,
    ]);
    expect(secretRefs(job(given, 'notification-svc'), PUSH_VARS)).toEqual({
      VAPID_PUBLIC_KEY: { name: 'encontro-migrations', key: 'vapid-public-key' },
      VAPID_PRIVATE_KEY: { name: 'encontro-migrations', key: 'vapid-private-key' },
      EMAIL_UNSUBSCRIBE_SECRET: { name: 'encontro-unsubscribe', key: 'email-unsubscribe-secret' },
    });
    expect(publicOf(secretData(given, 'encontro-migrations')['vapid-private-key'] ?? '')).toBe(
      pair.getPublicKey('base64url'),
    );
  });

  it('lets notification-svc reach the push services on 443, anywhere by default or at the peers given', () => {
    const egress = (objects: K8sObject[]) =>
      (ofApp(objects, 'NetworkPolicy', 'notification-svc') as unknown as { spec: { egress: Rule[] } }).spec
        .egress;
    expect(egress(defaults).filter((r) => r.ports?.some((p) => p.port === 443))).toEqual([
      { ports: [{ port: 443, protocol: 'TCP' }] },
    ]);
    const peers = render(['--set', 'notifications.push.networkPolicyPeers[0].ipBlock.cidr=0.0.0.0/0']);
    expect(egress(peers).find((r) => r.ports?.some((p) => p.port === 443))?.to).toEqual([
      { ipBlock: { cidr: '0.0.0.0/0' } },
    ]);
    const forum = ofApp(defaults, 'NetworkPolicy', 'forum-svc') as unknown as { spec: { egress: Rule[] } };
    expect(forum.spec.egress.some((r) => r.ports?.some((p) => p.port === 443))).toBe(false);
  });

  it('tells notification-svc alone the push services’ hosts (PUSH_ENDPOINT_HOSTS) from notifications.push.endpointHosts', () => {
    const configOf = (objects: K8sObject[], app: string) =>
      (ofApp(objects, 'ConfigMap', app) as { data?: Record<string, string> }).data ?? {};
    expect(configOf(defaults, 'notification-svc').PUSH_ENDPOINT_HOSTS).toBe(
      'fcm.googleapis.com,updates.push.services.mozilla.com,*.push.apple.com,*.notify.windows.com',
    );
    expect(configOf(defaults, 'indication-svc')).not.toHaveProperty('PUSH_ENDPOINT_HOSTS');
    const given = render([
      '--set',
      'notifications.push.endpointHosts={fcm.googleapis.com,*.push.example.com}',
    ]);
    expect(configOf(given, 'notification-svc').PUSH_ENDPOINT_HOSTS).toBe(
      'fcm.googleapis.com,*.push.example.com',
    );
    for (const hosts of ['{}', '{https://fcm.googleapis.com}', '{fcm.googleapis.com:443}', '{*.com}']) {
      const result = runHelm([
        'template',
        'x',
        chartDir,
        '--set',
        `notifications.push.endpointHosts=${hosts}`,
      ]);
      expect([hosts, result.status === 0]).toEqual([hosts, false]);
      expect(result.stderr).toMatch(/schema/);
    }
  });

  it('uses the values given, or an existing Secret and then makes none', () => {
    const pair = createECDH('prime256v1');
    pair.generateKeys();
    const given = {
      'vapid-public-key': pair.getPublicKey('base64url'),
      'vapid-private-key': Buffer.concat([Buffer.alloc(32), pair.getPrivateKey()])
        .subarray(-32)
        .toString('base64url'),
      'email-unsubscribe-secret': 'a-secret-of-our-own-0123456789',
    };
    const withValues = render([
      '--set',
      `notifications.vapidPublicKey=${given['vapid-public-key']}`,
      '--set',
      `notifications.vapidPrivateKey=${given['vapid-private-key']}`,
      '--set',
      `notifications.emailUnsubscribeSecret=${given['email-unsubscribe-secret']}`,
    ]);
    expect(secretData(withValues, 'encontro-notifications')).toEqual(given);

    const existing = render(['--set', 'notifications.existingSecret=push-keys']);
    expect(existing.some((o) => o.kind === 'Secret' && o.metadata.name === 'encontro-notifications')).toBe(
      false,
    );
    expect(secretRefs(ofApp(existing, 'Deployment', 'indication-svc'), PUSH_VARS)).toEqual({
      EMAIL_UNSUBSCRIBE_SECRET: { name: 'push-keys', key: 'email-unsubscribe-secret' },
    });
  });

  it.each([
    [['--set', 'notifications.vapidPublicKey=B' + 'A'.repeat(86)], /go together/],
    [['--set', 'notifications.vapidPrivateKey=not-a-key'], /schema/],
    [['--set', 'notifications.emailUnsubscribeSecret=short'], /schema/],
    [['--set', 'notifications.vapidSubject=contato@encontro.app'], /schema/],
  ])('refuses %p', (args, message) => {
    const result = runHelm(['template', 'x', chartDir, ...args]);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(message);
  });

  it('keeps no secret value in values.yaml', () => {
    const values = parseDocument(readFileSync(join(chartDir, 'values.yaml'), 'utf8')).toJS() as {
      notifications: Record<string, unknown>;
    };
    expect(values.notifications).toMatchObject({
      existingSecret: '',
      vapidPublicKey: '',
      vapidPrivateKey: '',
      emailUnsubscribeSecret: '',
    });
  });
});
