// Monitoring in the chart, offline: `helm template` with and without the monitoring values; the
// ServiceMonitors and the PrometheusRule validated against the Prometheus Operator's CRD schemas
// (@kubernetes-models/prometheus-operator) — shown to bite on a broken object —; the ServiceMonitors'
// knobs; the Grafana dashboards as labelled ConfigMaps, each panel's PromQL parsed with Prometheus's
// grammar. (The metric names themselves are checked against the running apps in
// tests/system/dashboards.integration-spec.ts.)
import { beforeAll, describe, expect, it } from '@jest/globals';
import { PrometheusRule } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1/PrometheusRule';
import { ServiceMonitor } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1/ServiceMonitor';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APPS, type K8sObject } from './chart-rules.js';
import {
  type Dashboard,
  dashboardQueries,
  dashboards,
  dashboardsDir,
  monitoringValues,
  recordedNames,
  renderPrometheusRule,
  selectorsOf,
  withoutGrafanaVariables,
} from './monitoring.js';
import { render } from './render.js';

type Endpoint = {
  port: string;
  honorLabels?: boolean;
  relabelings?: Record<string, unknown>[];
  metricRelabelings?: Record<string, unknown>[];
};
type Monitor = K8sObject & {
  metadata: K8sObject['metadata'] & { namespace: string };
  spec: { endpoints: Endpoint[]; namespaceSelector?: { matchNames: string[] } };
};
type DashboardMap = K8sObject & {
  metadata: K8sObject['metadata'] & { namespace: string };
  data: Record<string, string>;
};

const MONITORING_KINDS = ['ServiceMonitor', 'PrometheusRule'];
const isDashboard = (o: K8sObject) => o.kind === 'ConfigMap' && o.metadata.name.includes('-dashboard-');
const validate = (o: K8sObject) =>
  o.kind === 'ServiceMonitor'
    ? new ServiceMonitor(o as never).validate()
    : new PrometheusRule(o as never).validate();

describe('monitoring in the chart', () => {
  let plain: K8sObject[];
  let monitored: K8sObject[];

  beforeAll(() => {
    plain = render();
    monitored = render(['-f', monitoringValues]);
  });

  it('renders no ServiceMonitor, PrometheusRule or dashboard by default (the CRDs may be missing)', () => {
    expect(plain.filter((o) => MONITORING_KINDS.includes(o.kind) || isDashboard(o))).toEqual([]);
  });

  it('renders them all with the monitoring values, without --api-versions (helm template, GitOps)', () => {
    const kinds = monitored.filter((o) => MONITORING_KINDS.includes(o.kind)).map((o) => o.kind);
    expect(kinds.filter((k) => k === 'ServiceMonitor')).toHaveLength(APPS.length);
    expect(kinds.filter((k) => k === 'PrometheusRule')).toHaveLength(1);
    expect(monitored.filter(isDashboard).map((o) => o.metadata.name)).toEqual([
      'encontro-dashboard-event-pipeline',
      'encontro-dashboard-overview',
      'encontro-dashboard-push-and-mail',
      'encontro-dashboard-week',
    ]);
    // Everything else is what the default values render.
    const names = (objects: K8sObject[]) => objects.map((o) => `${o.kind}/${o.metadata.name}`);
    expect(names(monitored.filter((o) => !MONITORING_KINDS.includes(o.kind) && !isDashboard(o)))).toEqual(
      names(plain),
    );
  });

  it('renders ServiceMonitors and a PrometheusRule that match the Prometheus Operator CRD schemas', () => {
    const problems: string[] = [];
    for (const o of monitored.filter((x) => MONITORING_KINDS.includes(x.kind)))
      try {
        validate(o);
      } catch (error) {
        problems.push(`${o.kind}/${o.metadata.name}: ${(error as Error).message}`);
      }
    expect(problems).toEqual([]);
  });

  it('catches a broken ServiceMonitor or PrometheusRule with those schemas', () => {
    const monitor = structuredClone(monitored.find((o) => o.kind === 'ServiceMonitor')!) as Monitor;
    monitor.spec.endpoints[0]!.honorLabels = 'yes' as unknown as boolean;
    expect(() => validate(monitor)).toThrow(/honorLabels must be boolean/);
    const rule = structuredClone(monitored.find((o) => o.kind === 'PrometheusRule')!) as K8sObject & {
      spec: { groups: { rules: { for?: string }[] }[] };
    };
    rule.spec.groups[1]!.rules[0]!.for = 'two minutes';
    expect(() => validate(rule)).toThrow(/for must match pattern/);
  });

  describe('ServiceMonitors', () => {
    const monitors = (objects: K8sObject[]) =>
      objects.filter((o) => o.kind === 'ServiceMonitor') as Monitor[];

    it('label every target `app` with the app name, and drop the copy of the apps own `app`', () => {
      for (const monitor of monitors(monitored)) {
        const app = monitor.metadata.labels?.['app.kubernetes.io/component'];
        const [endpoint] = monitor.spec.endpoints;
        expect(endpoint).toMatchObject({
          port: app === 'gateway' ? 'metrics' : 'http',
          honorLabels: false,
          relabelings: [{ action: 'replace', targetLabel: 'app', replacement: app }],
          metricRelabelings: [{ action: 'labeldrop', regex: 'exported_app' }],
        });
        expect(monitor.metadata.labels).toMatchObject({ release: 'kube-prometheus-stack' });
      }
    });

    it('take honorLabels, relabelings, metricRelabelings and a namespace of their own', () => {
      const custom = monitors(
        render([
          '-f',
          monitoringValues,
          '--set',
          'metrics.serviceMonitor.honorLabels=true',
          '--set',
          'metrics.serviceMonitor.namespace=monitoring',
          '--set-json',
          'metrics.serviceMonitor.relabelings=[{"action":"replace","sourceLabels":["__meta_kubernetes_pod_node_name"],"targetLabel":"node"}]',
          '--set-json',
          'metrics.serviceMonitor.metricRelabelings=[{"action":"drop","sourceLabels":["__name__"],"regex":"encontro_nodejs_gc_.*"}]',
        ]),
      );
      expect(custom).toHaveLength(APPS.length);
      for (const monitor of custom) {
        expect(monitor.metadata.namespace).toBe('monitoring');
        expect(monitor.spec.namespaceSelector).toEqual({ matchNames: ['encontro'] });
        const [endpoint] = monitor.spec.endpoints;
        expect(endpoint?.honorLabels).toBe(true);
        expect(endpoint?.relabelings).toEqual([
          expect.objectContaining({ targetLabel: 'app' }),
          expect.objectContaining({ targetLabel: 'node' }),
        ]);
        // With honorLabels the apps' `app` wins: nothing to drop.
        expect(endpoint?.metricRelabelings).toEqual([expect.objectContaining({ action: 'drop' })]);
        validate(monitor);
      }
    });
  });

  it('renders the PrometheusRule in another namespace, labelled for the operator ruleSelector', () => {
    const rule = renderPrometheusRule(['--set', 'metrics.prometheusRule.namespace=monitoring']);
    expect(rule.metadata).toMatchObject({
      name: 'encontro',
      namespace: 'monitoring',
      labels: { release: 'kube-prometheus-stack' },
    });
  });

  describe('Grafana dashboards', () => {
    const files = dashboards();

    it('renders one ConfigMap per files/dashboards/*.json, labelled for the Grafana sidecar, the JSON unchanged', () => {
      const maps = monitored.filter(isDashboard) as DashboardMap[];
      expect(maps).toHaveLength(files.size);
      for (const map of maps) {
        expect(map.metadata.labels).toMatchObject({ grafana_dashboard: '1' });
        expect(map.metadata.annotations).toEqual({ grafana_folder: 'Encontro' });
        const [file, json] = Object.entries(map.data)[0]!;
        expect(json).toBe(readFileSync(join(dashboardsDir, file), 'utf8').trimEnd());
      }
      const relabelled = render([
        '-f',
        monitoringValues,
        '--set',
        'metrics.dashboards.label=dashboards',
        '--set',
        'metrics.dashboards.labelValue=encontro',
        '--set',
        'metrics.dashboards.namespace=monitoring',
      ]).filter(isDashboard) as DashboardMap[];
      for (const map of relabelled) {
        expect(map.metadata.labels).toMatchObject({ dashboards: 'encontro' });
        expect(map.metadata.labels?.grafana_dashboard).toBeUndefined();
        expect(map.metadata.namespace).toBe('monitoring');
      }
    });

    it('has the four dashboards of the issue, each with a unique uid', () => {
      const titles = [...files.values()].map((d) => d.title);
      expect(titles.sort()).toEqual([
        'Encontro / Event pipeline',
        'Encontro / Overview',
        'Encontro / Push and mail',
        'Encontro / The week',
      ]);
      expect(new Set([...files.values()].map((d) => d.uid)).size).toBe(files.size);
    });

    it('queries the ${datasource} variable in every panel, and parses every query as PromQL', () => {
      const recorded = recordedNames(renderPrometheusRule().spec);
      const problems: string[] = [];
      for (const [file, dashboard] of files) {
        const panels = (dashboard.panels ?? []) as (Dashboard & {
          type: string;
          datasource?: { uid: string };
        })[];
        for (const panel of panels.filter((p) => p.type !== 'row'))
          if (panel.datasource?.uid !== '${datasource}')
            problems.push(`${file} "${panel.title}": datasource`);
        for (const query of dashboardQueries(file, dashboard))
          try {
            for (const { metric } of selectorsOf(withoutGrafanaVariables(query.expr)))
              if (!metric.startsWith('encontro_') && metric !== 'up' && !recorded.has(metric))
                problems.push(`${query.where}: ${metric} is neither ours nor recorded by the rules`);
          } catch (error) {
            problems.push(`${query.where}: ${(error as Error).message}`);
          }
      }
      expect(problems).toEqual([]);
    });

    it('finds a syntax error in a query (the parser is no rubber stamp)', () => {
      expect(() => selectorsOf('sum(rate(encontro_rpc_handled_total[5m])')).toThrow(/syntax error/);
      expect(() => selectorsOf('encontro_rpc_handled_total{subject="x"')).toThrow(/syntax error/);
      expect(
        selectorsOf('sum by (le) (rate(encontro_x_bucket{route="/a", le!="+Inf"}[5m])) / on() group_left up'),
      ).toEqual([
        {
          metric: 'encontro_x_bucket',
          matchers: [
            { label: 'route', op: '=', value: '/a' },
            { label: 'le', op: '!=', value: '+Inf' },
          ],
        },
        { metric: 'up', matchers: [] },
      ]);
    });
  });
});
