// tracing.* in the chart: off by default (no OTEL_* variable anywhere, so the apps load no SDK); on,
// every app's ConfigMap carries the OTLP endpoint and a parent-based ratio sampler, and the apps may
// reach the collector through their NetworkPolicies.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { APPS, type K8sObject } from './chart-rules.js';
import { chartDir, render, runHelm } from './render.js';

type ConfigMap = K8sObject & { data?: Record<string, string> };
type Egress = { ports?: { port: number | string }[]; to?: unknown[] };
type NetworkPolicy = K8sObject & { spec: { egress: Egress[] } };

const enabled = [
  '--set',
  'tracing.enabled=true',
  '--set',
  'tracing.otlpEndpoint=http://otel-collector.observability:4318',
  '--set',
  'tracing.samplingRatio=0.25',
  '--set-json',
  'tracing.networkPolicyPeers=[{"namespaceSelector":{"matchLabels":{"kubernetes.io/metadata.name":"observability"}}}]',
];

const isApp = (o: K8sObject) =>
  (APPS as readonly string[]).includes(o.metadata.labels?.['app.kubernetes.io/component'] ?? '');

/** The ConfigMap of each app (the one its Deployment takes its environment from). */
const appConfigMaps = (objects: K8sObject[]) =>
  objects.filter((o): o is ConfigMap => o.kind === 'ConfigMap' && isApp(o));
const collectorRules = (policy: NetworkPolicy) =>
  policy.spec.egress.filter((rule) => rule.ports?.some((p) => String(p.port) === '4318'));

describe('tracing values', () => {
  let off: K8sObject[];
  let on: K8sObject[];
  beforeAll(() => {
    off = render();
    on = render(enabled);
  });

  it('sets no OTEL_ variable anywhere by default', () => {
    expect(appConfigMaps(off)).toHaveLength(APPS.length);
    expect(JSON.stringify(off)).not.toContain('OTEL_');
  });

  it('gives every app the OTLP endpoint and a parent-based ratio sampler when enabled', () => {
    const maps = appConfigMaps(on);
    expect(maps).toHaveLength(APPS.length);
    for (const map of maps)
      expect(map.data).toMatchObject({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector.observability:4318',
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/protobuf',
        OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
        OTEL_TRACES_SAMPLER_ARG: '0.25',
      });
  });

  it("lets every app reach the collector's port, only when enabled", () => {
    const policies = (objects: K8sObject[]) =>
      objects.filter((o): o is NetworkPolicy => o.kind === 'NetworkPolicy' && isApp(o));
    expect(policies(on)).toHaveLength(APPS.length);
    for (const policy of policies(on))
      expect(collectorRules(policy)).toEqual([
        {
          ports: [{ port: 4318, protocol: 'TCP' }],
          to: [{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'observability' } } }],
        },
      ]);
    for (const policy of policies(off)) expect(collectorRules(policy)).toEqual([]);
  });

  it('refuses tracing without an endpoint, and a ratio outside 0–1', () => {
    const noEndpoint = runHelm(['template', 'encontro', chartDir, '--set', 'tracing.enabled=true']);
    expect(noEndpoint.status).not.toBe(0);
    expect(noEndpoint.stderr).toContain('tracing.otlpEndpoint');
    const ratio = runHelm(['template', 'encontro', chartDir, '--set-json', 'tracing.samplingRatio=2']);
    expect(ratio.status).not.toBe(0);
    expect(ratio.stderr).toContain('samplingRatio');
  });
});
