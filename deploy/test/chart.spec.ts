// The Helm chart, checked offline: helm lint --strict, helm template for the default values and for
// the production-like file (external services, HA), every object validated against the Kubernetes
// schemas (kubernetes-models) and the chart's rules (chart-rules.ts) — which these specs also break
// on purpose to show that each one bites.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { APPS, type K8sObject, checkChart, checkServiceMonitor } from './chart-rules.js';
import { monitoringValues } from './monitoring.js';
import { chartDir, haValues, render, runHelm } from './render.js';

type Model = { validate(): void };
type ModelClass = new (data: unknown) => Model;

/** Validates every object against its Kubernetes schema; returns "Kind/name: problem" lines. */
async function schemaProblems(objects: K8sObject[]): Promise<string[]> {
  const problems: string[] = [];
  for (const o of objects) {
    if (o.kind === 'ServiceMonitor')
      problems.push(...checkServiceMonitor(o).map((p) => `${o.kind}/${o.metadata.name}: ${p}`));
    // The Prometheus Operator's CRDs have models of their own (monitoring-chart.spec.ts).
    const models = (await import(
      o.apiVersion.startsWith('monitoring.coreos.com/')
        ? `@kubernetes-models/prometheus-operator/${o.apiVersion}/${o.kind}`
        : `kubernetes-models/${o.apiVersion}`
    )) as Record<string, ModelClass>;
    const ModelOfKind = models[o.kind];
    if (!ModelOfKind) {
      problems.push(`${o.kind}/${o.metadata.name}: no schema for ${o.apiVersion} ${o.kind}`);
      continue;
    }
    try {
      new ModelOfKind(o).validate();
    } catch (error) {
      problems.push(`${o.kind}/${o.metadata.name}: ${(error as Error).message}`);
    }
  }
  return problems;
}

const byComponent = (objects: K8sObject[], kind: string, component: string) =>
  objects.find((o) => o.kind === kind && o.metadata.labels?.['app.kubernetes.io/component'] === component);

type Container = {
  name: string;
  env?: { name: string; value?: string }[];
  securityContext?: Record<string, unknown>;
  [probe: string]: unknown;
};
type PodTemplate = { spec: { template: { spec: { containers: Container[]; affinity?: unknown } } } };
const containersOf = (o: K8sObject | undefined) =>
  (o as unknown as PodTemplate).spec.template.spec.containers;

describe('helm chart deploy/helm/encontro', () => {
  let defaults: K8sObject[];
  let ha: K8sObject[];

  beforeAll(() => {
    defaults = render();
    ha = render(['-f', haValues, '-f', monitoringValues]);
  });

  it.each([
    ['the default values', []],
    ['the external-services HA values', ['-f', haValues]],
    ['the monitoring values', ['-f', monitoringValues]],
  ])('passes helm lint --strict with %s', (_label, args) => {
    const result = runHelm(['lint', '--strict', chartDir, ...args]);
    expect(`${result.stdout}${result.stderr}`).toContain('0 chart(s) failed');
    expect(result.status).toBe(0);
  });

  it('renders objects that match the Kubernetes schemas', async () => {
    expect(await schemaProblems(defaults)).toEqual([]);
    expect(await schemaProblems(ha)).toEqual([]);
  });

  it('keeps every rule with the default values', () => {
    expect(checkChart(defaults)).toEqual([]);
  });

  it('keeps every rule, with ≥ 2 replicas and anti-affinity per app, with the HA values', () => {
    expect(checkChart(ha, { highAvailability: true })).toEqual([]);
    for (const app of APPS) {
      const spec = (byComponent(ha, 'Deployment', app) as unknown as PodTemplate).spec.template.spec;
      expect(spec.affinity).toMatchObject({
        podAntiAffinity: { requiredDuringSchedulingIgnoredDuringExecution: [expect.anything()] },
      });
    }
  });

  it('gives every app a probed, hardened Deployment with a Service, PDB, NetworkPolicy and ServiceAccount', () => {
    for (const app of APPS) {
      const [container] = containersOf(byComponent(defaults, 'Deployment', app));
      expect(container).toMatchObject({
        startupProbe: { httpGet: { path: '/health', port: 'http' } },
        livenessProbe: { httpGet: { path: '/health', port: 'http' } },
        readinessProbe: { httpGet: { path: '/health/ready', port: 'http' } },
        securityContext: {
          runAsNonRoot: true,
          readOnlyRootFilesystem: true,
          allowPrivilegeEscalation: false,
          capabilities: { drop: ['ALL'] },
          seccompProfile: { type: 'RuntimeDefault' },
        },
      });
      for (const kind of ['Service', 'PodDisruptionBudget', 'NetworkPolicy', 'ServiceAccount', 'ConfigMap'])
        expect(byComponent(defaults, kind, app)).toBeDefined();
    }
    expect(defaults.filter((o) => o.kind === 'HorizontalPodAutoscaler').map((o) => o.metadata.name)).toEqual([
      'encontro-gateway',
    ]);
  });

  it('renders the ServiceMonitors when asked, without asking the cluster for the CRD (helm template, GitOps)', () => {
    expect(defaults.some((o) => o.kind === 'ServiceMonitor')).toBe(false);
    expect(ha.filter((o) => o.kind === 'ServiceMonitor')).toHaveLength(APPS.length);
  });

  it('scrapes the gateway on a metrics port of its own, never on its public API port', () => {
    type Port = { name: string; port?: number; containerPort?: number };
    const ports = (o: K8sObject | undefined) => (o as unknown as { spec: { ports: Port[] } }).spec.ports;
    const gatewayServices = defaults.filter(
      (o) => o.kind === 'Service' && o.metadata.labels?.['app.kubernetes.io/component'] === 'gateway',
    );
    expect(gatewayServices.map((o) => o.metadata.name)).toEqual([
      'encontro-gateway',
      'encontro-gateway-metrics',
    ]);
    const [publicService, metricsService] = gatewayServices;
    expect(ports(publicService).map((p) => p.name)).toEqual(['http']);
    expect((metricsService as unknown as { spec: { type: string } }).spec.type).toBe('ClusterIP');
    expect(ports(metricsService)).toEqual([
      expect.objectContaining({ name: 'metrics', port: 9464, targetPort: 'metrics' }),
    ]);
    const [container] = containersOf(byComponent(defaults, 'Deployment', 'gateway'));
    expect((container as unknown as { ports: Port[] }).ports).toEqual([
      expect.objectContaining({ name: 'http', containerPort: 8080 }),
      expect.objectContaining({ name: 'metrics', containerPort: 9464 }),
    ]);
    expect(
      (byComponent(defaults, 'ConfigMap', 'gateway') as { data?: Record<string, string> }).data,
    ).toMatchObject({ HTTP_PORT: '8080', METRICS_PORT: '9464' });

    type Monitor = { spec: { endpoints: { port: string; path: string }[] } };
    for (const app of APPS)
      expect((byComponent(ha, 'ServiceMonitor', app) as unknown as Monitor).spec.endpoints).toEqual([
        expect.objectContaining({ port: app === 'gateway' ? 'metrics' : 'http', path: '/metrics' }),
      ]);

    // Only Prometheus may reach the metrics port; the ingress controller reaches `http` alone.
    type Rule = { ports: { port: string }[]; from?: unknown[] };
    const policy = byComponent(defaults, 'NetworkPolicy', 'gateway') as unknown as {
      spec: { ingress: Rule[] };
    };
    const rulesFor = (port: string) =>
      policy.spec.ingress.filter((r) => r.ports.some((p) => p.port === port));
    expect(rulesFor('metrics')).toEqual([
      { ports: [{ port: 'metrics', protocol: 'TCP' }], from: [{ namespaceSelector: expect.anything() }] },
    ]);
    expect(rulesFor('http')).toHaveLength(1);
  });

  it('bundles NATS, PostgreSQL, Redis and MinIO by default and none of them with external services', () => {
    const statefulSets = (objects: K8sObject[]) =>
      objects
        .filter((o) => o.kind === 'StatefulSet')
        .map((o) => o.metadata.labels?.['app.kubernetes.io/component']);
    expect(statefulSets(defaults).sort()).toEqual(['minio', 'nats', 'postgresql', 'redis']);
    expect(statefulSets(ha)).toEqual([]);
  });

  it('migrates every service with a database in hook Jobs, after the bundled PostgreSQL or before the release', () => {
    const jobs = (objects: K8sObject[]) =>
      objects.filter(
        (o) => o.kind === 'Job' && o.metadata.labels?.['app.kubernetes.io/component'] === 'migrations',
      );
    expect(jobs(defaults).map((j) => j.metadata.name)).toEqual(
      APPS.filter((a) => a !== 'gateway').map((a) => `encontro-${a}-migrate`),
    );
    expect(jobs(defaults)[0]?.metadata.annotations?.['helm.sh/hook']).toBe('post-install,pre-upgrade');
    expect(jobs(ha)[0]?.metadata.annotations?.['helm.sh/hook']).toBe('pre-install,pre-upgrade');
    for (const app of APPS.filter((a) => a !== 'gateway'))
      expect(
        (byComponent(defaults, 'ConfigMap', app) as { data?: Record<string, string> }).data,
      ).toMatchObject({
        DATABASE_SCHEMA: expect.any(String),
        MIGRATE_ON_START: 'false',
      });
  });

  it('prints NOTES.txt after an install (client-side dry run)', () => {
    const result = runHelm(['install', 'encontro', chartDir, '-n', 'encontro', '--dry-run=client']);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('URL: https://encontro.example.com');
    expect(result.stdout).toContain('The dev clock is off');
  });

  it('exposes the gateway through an Ingress with TLS', () => {
    const ingress = defaults.find((o) => o.kind === 'Ingress') as unknown as {
      spec: { tls: { hosts: string[]; secretName: string }[]; rules: { host: string }[] };
    };
    expect(ingress.spec.tls).toEqual([{ hosts: ['encontro.example.com'], secretName: 'encontro-tls' }]);
    expect(ingress.spec.rules[0]?.host).toBe('encontro.example.com');
  });

  it('signs with the JWT pair the secrets hook generates: identity-svc the private half, the gateway the public one', () => {
    // The pair itself is made in the cluster (files/ensure-secrets.mjs; ensure-secrets.spec.ts checks it).
    const refOf = (app: string, name: string) =>
      (
        containersOf(byComponent(defaults, 'Deployment', app))[0]?.env as
          { name: string; valueFrom?: { secretKeyRef?: unknown } }[] | undefined
      )?.find((e) => e.name === name)?.valueFrom?.secretKeyRef;
    expect(refOf('identity-svc', 'JWT_PRIVATE_KEY')).toEqual({
      name: 'encontro-jwt-keys',
      key: 'private.pem',
    });
    expect(refOf('gateway', 'JWT_PUBLIC_KEY')).toEqual({ name: 'encontro-jwt-keys', key: 'public.pem' });
    expect(refOf('gateway', 'JWT_PRIVATE_KEY')).toBeUndefined();
    expect(defaults.some((o) => o.kind === 'Secret' && /jwt/.test(o.metadata.name))).toBe(false);
  });

  describe('the dev clock cannot be enabled', () => {
    it('runs every app container with NODE_ENV=production and DEV_CLOCK_ENABLED=false', () => {
      for (const objects of [defaults, ha])
        for (const o of objects.filter((x) => x.kind === 'Deployment' || x.kind === 'Job')) {
          if (
            o.kind === 'Deployment' &&
            !(APPS as readonly string[]).includes(o.metadata.labels?.['app.kubernetes.io/component'] ?? '')
          )
            continue;
          for (const container of containersOf(o)) {
            const env = container.env ?? [];
            expect(env.slice(-2)).toEqual([
              { name: 'NODE_ENV', value: 'production' },
              { name: 'DEV_CLOCK_ENABLED', value: 'false' },
            ]);
          }
        }
    });

    it.each([
      ['config.extraEnv.DEV_CLOCK_ENABLED=true'],
      ['apps.gateway.env.DEV_CLOCK_ENABLED=true'],
      ['apps.identity.env.NODE_ENV=development'],
      ['apps.forum.env.dev_clock_enabled=true'],
    ])('refuses --set %s (schema), and the templates refuse it without the schema', (assignment) => {
      const withSchema = runHelm(['template', 'x', chartDir, '--set', assignment]);
      expect(withSchema.status).not.toBe(0);
      expect(withSchema.stderr).toMatch(/schema/);
      const withoutSchema = runHelm([
        'template',
        'x',
        chartDir,
        '--set',
        assignment,
        '--skip-schema-validation',
      ]);
      expect(withoutSchema.status).not.toBe(0);
      expect(withoutSchema.stderr).toMatch(/cannot be set/);
    });
  });

  describe('a broken rule fails the checks', () => {
    const clone = (objects: K8sObject[]) => structuredClone(objects);
    const find = (objects: K8sObject[], kind: string, app: string) => {
      const found = byComponent(objects, kind, app);
      if (!found) throw new Error(`${kind} of ${app} not rendered`);
      return found;
    };

    it('reports a missing probe (rendered with probes.readiness.enabled=false)', () => {
      const rules = checkChart(render(['--set', 'probes.readiness.enabled=false']));
      expect(rules.filter((v) => v.rule === 'probes')).toHaveLength(APPS.length);
      expect(rules[0]?.message).toMatch(/no readinessProbe/);
    });

    it('reports a removed liveness probe, a root container and a writable root filesystem', () => {
      const objects = clone(defaults);
      delete containersOf(find(objects, 'Deployment', 'gateway'))[0]?.livenessProbe;
      const identity = containersOf(find(objects, 'Deployment', 'identity-svc'))[0];
      if (identity?.securityContext) {
        identity.securityContext.runAsNonRoot = false;
        identity.securityContext.readOnlyRootFilesystem = false;
      }
      expect(checkChart(objects).map((v) => `${v.object} ${v.rule}`)).toEqual([
        'Deployment/encontro-gateway probes',
        'Deployment/encontro-identity-svc non-root',
        'Deployment/encontro-identity-svc read-only-root',
      ]);
    });

    it('reports a Deployment without PDB or NetworkPolicy, and a container without limits', () => {
      const objects = clone(defaults).filter(
        (o) =>
          !(o.kind === 'PodDisruptionBudget' && o.metadata.name === 'encontro-forum-svc') &&
          !(o.kind === 'NetworkPolicy' && o.metadata.name === 'encontro-admin-svc'),
      );
      const support = containersOf(find(objects, 'Deployment', 'support-svc'))[0] as { resources?: unknown };
      support.resources = { requests: { cpu: '50m', memory: '64Mi' } };
      expect(checkChart(objects).map((v) => `${v.object} ${v.rule}: ${v.message}`)).toEqual([
        'Deployment/encontro-support-svc resources: container support-svc: no cpu limit',
        'Deployment/encontro-support-svc resources: container support-svc: no memory limit',
        'Deployment/encontro-forum-svc pdb: no PodDisruptionBudget selects its pods',
        'Deployment/encontro-admin-svc network-policy: no NetworkPolicy selects its pods',
      ]);
    });

    it('reports a dev clock switched on in a rendered object, and single replicas in HA', () => {
      const objects = clone(defaults);
      containersOf(find(objects, 'Deployment', 'indication-svc'))[0]?.env?.push({
        name: 'DEV_CLOCK_ENABLED',
        value: 'true',
      });
      expect(checkChart(objects).map((v) => v.rule)).toEqual(['dev-clock', 'dev-clock']);
      expect(
        checkChart(defaults, { highAvailability: true }).filter((v) => v.rule === 'high-availability'),
      ).toHaveLength(
        APPS.length - 1, // the gateway autoscales from 2
      );
    });
  });

  describe('values.yaml and values.schema.json', () => {
    const valuesText = readFileSync(join(chartDir, 'values.yaml'), 'utf8');
    const values = parseDocument(valuesText).toJS() as Record<string, unknown>;
    const schema = JSON.parse(readFileSync(join(chartDir, 'values.schema.json'), 'utf8')) as SchemaNode;
    type SchemaNode = {
      properties?: Record<string, SchemaNode>;
      $ref?: string;
      definitions?: Record<string, SchemaNode>;
    };

    /** Leaf paths: scalars, lists and empty maps (a map with keys is walked into). */
    const leaves = (value: unknown, prefix = ''): string[] =>
      value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 0
        ? Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key))
        : [prefix];
    // Maps of free-form entries documented as a whole.
    const documentedAsWhole = [
      'ingress.annotations',
      'networkPolicy.ingressControllerPeers',
      'networkPolicy.prometheusPeers',
      'networkPolicy.dnsPeers',
    ];
    const paths = leaves(values).map((p) => documentedAsWhole.find((w) => p.startsWith(`${w}.`)) ?? p);
    const documented = new Set([...valuesText.matchAll(/^\s*## @param (\S+)/gm)].map((m) => m[1]));

    it('documents every parameter with an @param line, and only existing ones', () => {
      expect([...new Set(paths)].filter((p) => !documented.has(p))).toEqual([]);
      expect([...documented].filter((p) => !paths.includes(p ?? ''))).toEqual([]);
    });

    it('declares every parameter in the schema', () => {
      const resolve = (node: SchemaNode): SchemaNode =>
        node.$ref ? (schema.definitions?.[node.$ref.split('/').pop() ?? ''] ?? node) : node;
      const inSchema = (path: string) => {
        let node: SchemaNode | undefined = schema;
        for (const key of path.split('.')) {
          node = node && resolve(node).properties?.[key];
          if (!node) return false;
        }
        return true;
      };
      expect([...new Set(paths)].filter((p) => !inSchema(p))).toEqual([]);
    });
  });
});
