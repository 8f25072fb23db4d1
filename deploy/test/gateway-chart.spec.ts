// The gateway's client addresses in the chart: which proxies it believes (gateway.trustedProxies →
// TRUST_PROXY, none by default even behind the Ingress) and the key of its network hashes (generated
// once in the cluster by the secrets hook, given, or an existing Secret), which only the gateway receives;
// and the public address its link previews are absolute on (PUBLIC_URL).
import { beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { APPS, type K8sObject } from './chart-rules.js';
import { chartDir, haValues, render, runHelm } from './render.js';

type EnvVar = { name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } };
type Workload = {
  spec: {
    template: {
      metadata: { annotations: Record<string, string> };
      spec: { containers: { env?: EnvVar[] }[] };
    };
  };
};

const COMPONENT = 'app.kubernetes.io/component';
const find = (objects: K8sObject[], kind: string, test: (o: K8sObject) => boolean) => {
  const found = objects.find((o) => o.kind === kind && test(o));
  if (!found) throw new Error(`no ${kind} found`);
  return found;
};
const ofApp = (objects: K8sObject[], kind: string, app: string) =>
  find(objects, kind, (o) => o.metadata.labels?.[COMPONENT] === app);
const configOf = (objects: K8sObject[], app: string) =>
  (ofApp(objects, 'ConfigMap', app) as { data?: Record<string, string> }).data ?? {};
const secretData = (objects: K8sObject[], name: string) =>
  (
    find(objects, 'Secret', (o) => o.metadata.name === name) as unknown as {
      stringData: Record<string, string>;
    }
  ).stringData;
const envOf = (o: K8sObject) => (o as unknown as Workload).spec.template.spec.containers[0]?.env ?? [];
const hashSecretRef = (objects: K8sObject[], app: string) =>
  envOf(ofApp(objects, 'Deployment', app)).find((e) => e.name === 'NETWORK_HASH_SECRET')?.valueFrom
    ?.secretKeyRef;
const refused = (args: string[]) => runHelm(['template', 'x', chartDir, ...args]);

describe('the gateway’s client addresses in the helm chart', () => {
  let defaults: K8sObject[];

  beforeAll(() => {
    defaults = render();
  });

  describe('gateway.trustedProxies', () => {
    it('trusts no proxy by default, even with the Ingress on', () => {
      expect(defaults.some((o) => o.kind === 'Ingress')).toBe(true);
      expect(configOf(defaults, 'gateway').TRUST_PROXY).toBe('false');
      expect(configOf(render(['--set', 'ingress.enabled=false']), 'gateway').TRUST_PROXY).toBe('false');
      for (const app of APPS.filter((a) => a !== 'gateway'))
        expect(configOf(defaults, app)).not.toHaveProperty('TRUST_PROXY');
    });

    it('becomes TRUST_PROXY: the ingress controller’s pod CIDR, or a list of CIDRs and names', () => {
      const given = render(['--set-string', 'gateway.trustedProxies=10.244.0.0/16\\,fd00::/8\\, loopback']);
      expect(configOf(given, 'gateway').TRUST_PROXY).toBe('10.244.0.0/16,fd00::/8, loopback');
      expect(configOf(render(['-f', haValues]), 'gateway').TRUST_PROXY).toBe('10.244.0.0/16');
    });

    it.each([
      ['true', /would trust every hop/],
      ['2', /a hop count \(2\) cannot tell a proxy/],
    ])('refuses %p by the schema, and by the templates without it', (value, message) => {
      const withSchema = refused(['--set-string', `gateway.trustedProxies=${value}`]);
      expect(withSchema.status).not.toBe(0);
      expect(withSchema.stderr).toMatch(/schema/);
      const withoutSchema = refused([
        '--set-string',
        `gateway.trustedProxies=${value}`,
        '--skip-schema-validation',
      ]);
      expect(withoutSchema.status).not.toBe(0);
      expect(withoutSchema.stderr).toMatch(message);
    });

    it('warns after an install behind the Ingress that trusts no proxy', () => {
      const notes = (args: string[]) =>
        runHelm(['install', 'encontro', chartDir, '-n', 'encontro', '--dry-run=client', ...args]).stdout;
      expect(notes([])).toContain('WARNING: gateway.trustedProxies is empty');
      expect(notes(['--set', 'gateway.trustedProxies=10.244.0.0/16'])).not.toContain('WARNING');
    });

    it('refuses what is not an address, a CIDR or a name', () => {
      for (const value of ['ingress-nginx', '10.0.0.0/8 10.1.0.0/16', '*'])
        expect([value, refused(['--set-string', `gateway.trustedProxies=${value}`]).status === 0]).toEqual([
          value,
          false,
        ]);
    });
  });

  describe('NETWORK_HASH_SECRET', () => {
    it('is generated once in the cluster by the secrets hook and given to the gateway alone', () => {
      expect(secretData(defaults, 'encontro-connections')).not.toHaveProperty('network-hash-secret');
      expect(hashSecretRef(defaults, 'gateway')).toEqual({
        name: 'encontro-network-hash',
        key: 'network-hash-secret',
      });
      const plan = JSON.parse(
        (
          find(defaults, 'ConfigMap', (o) => o.metadata.name === 'encontro-ensure-secrets') as unknown as {
            data: Record<string, string>;
          }
        ).data['plan.json'] ?? '',
      ) as { secrets: { group: string; name: string }[] };
      expect(plan.secrets).toContainEqual(
        expect.objectContaining({ group: 'network-hash', name: 'encontro-network-hash' }),
      );
      for (const app of APPS.filter((a) => a !== 'gateway'))
        expect(hashSecretRef(defaults, app)).toBeUndefined();
      expect(configOf(defaults, 'gateway')).not.toHaveProperty('NETWORK_HASH_SECRET');
    });

    it('uses the value given, and rolls the pods when it changes', () => {
      const secret = 'a-network-hash-secret-of-our-own-0123456789';
      const given = render(['--set', `gateway.networkHashSecret=${secret}`]);
      expect(secretData(given, 'encontro-connections')['network-hash-secret']).toBe(secret);
      const checksum = (objects: K8sObject[]) =>
        (ofApp(objects, 'Deployment', 'gateway') as unknown as Workload).spec.template.metadata.annotations[
          'checksum/secrets'
        ];
      expect(checksum(given)).not.toBe(checksum(render(['--set', `gateway.networkHashSecret=${secret}!`])));
    });

    it('comes from an existing Secret, and then the chart makes none', () => {
      const existing = render(['--set', 'gateway.existingSecret=gateway-keys']);
      expect(secretData(existing, 'encontro-connections')).not.toHaveProperty('network-hash-secret');
      expect(hashSecretRef(existing, 'gateway')).toEqual({
        name: 'gateway-keys',
        key: 'network-hash-secret',
      });
      expect(hashSecretRef(render(['-f', haValues]), 'gateway')).toEqual({
        name: 'encontro-gateway',
        key: 'network-hash-secret',
      });
    });

    it('refuses a given secret shorter than 32 characters', () => {
      const result = refused(['--set', 'gateway.networkHashSecret=short']);
      expect(result.status).not.toBe(0);
      expect(result.stderr).toMatch(/schema/);
    });

    it('keeps no secret value in values.yaml', () => {
      const values = parseDocument(readFileSync(join(chartDir, 'values.yaml'), 'utf8')).toJS() as {
        gateway: Record<string, unknown>;
      };
      expect(values.gateway).toEqual({
        trustedProxies: '',
        existingSecret: '',
        networkHashSecret: '',
        apiDocs: { enabled: false },
      });
    });
  });

  describe('PUBLIC_URL', () => {
    const SENDS_MAIL = ['identity-svc', 'indication-svc', 'support-svc', 'notification-svc'];

    it('gives the gateway the address of its link previews, as the apps that send e-mail get it', () => {
      for (const app of ['gateway', ...SENDS_MAIL])
        expect(configOf(defaults, app).PUBLIC_URL).toBe('https://encontro.example.com');
      for (const app of APPS.filter((a) => a !== 'gateway' && !SENDS_MAIL.includes(a)))
        expect(configOf(defaults, app)).not.toHaveProperty('PUBLIC_URL');
      expect(configOf(defaults, 'gateway')).not.toHaveProperty('MAIL_FROM');
    });

    it('is config.publicUrl when set, for the gateway and the e-mails alike', () => {
      const given = render(['--set', 'config.publicUrl=https://encontro.com.br']);
      for (const app of ['gateway', ...SENDS_MAIL])
        expect(configOf(given, app).PUBLIC_URL).toBe('https://encontro.com.br');
    });
  });
});
