// notification-svc in the chart: its Web Push (VAPID) pair and the e-mail unsubscribe secret come from
// a Secret (generated and kept, given, or existing), reach only the apps that use them, and the
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

  it('generates a valid VAPID pair and an unsubscribe secret in the release Secret', () => {
    const data = secretData(defaults, 'encontro-notifications');
    expect(Buffer.from(data['vapid-public-key'] ?? '', 'base64url')).toHaveLength(65);
    expect(Buffer.from(data['vapid-private-key'] ?? '', 'base64url')).toHaveLength(32);
    expect(data['vapid-public-key']).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect(publicOf(data['vapid-private-key'] ?? '')).toBe(data['vapid-public-key']);
    expect(data['email-unsubscribe-secret']).toMatch(/^[A-Za-z0-9]{48}$/);
  });

  it('gives the VAPID pair to notification-svc alone and the unsubscribe secret to it and indication-svc', () => {
    const ref = (key: string) => ({ name: 'encontro-notifications', key });
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

  it('migrates the notification schema with a throwaway VAPID pair and secret (migrate pushes nothing)', () => {
    const job = find(defaults, 'Job', (o) => o.metadata.name === 'encontro-notification-svc-migrate');
    const hook = secretData(defaults, 'encontro-migrations');
    expect(envOf(job)).toEqual(expect.arrayContaining([{ name: 'DATABASE_SCHEMA', value: 'notification' }]));
    expect(secretRefs(job, PUSH_VARS)).toEqual({
      VAPID_PUBLIC_KEY: { name: 'encontro-migrations', key: 'vapid-public-key' },
      VAPID_PRIVATE_KEY: { name: 'encontro-migrations', key: 'vapid-private-key' },
      EMAIL_UNSUBSCRIBE_SECRET: { name: 'encontro-migrations', key: 'email-unsubscribe-secret' },
    });
    expect(publicOf(hook['vapid-private-key'] ?? '')).toBe(hook['vapid-public-key']);
    const indication = find(defaults, 'Job', (o) => o.metadata.name === 'encontro-indication-svc-migrate');
    expect(Object.keys(secretRefs(indication, PUSH_VARS))).toEqual(['EMAIL_UNSUBSCRIBE_SECRET']);
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
