// What the monitoring checks share: the chart's PrometheusRule and dashboards as rendered, and the
// PromQL of every alert, recording rule, panel and dashboard variable, parsed with Prometheus's own
// grammar (@prometheus-io/lezer-promql, the parser of Prometheus's web UI) into the metric names and
// label matchers it selects. Used by the deploy specs and by the system tests that hold them against
// the running apps' /metrics and a real Prometheus.
import { parser } from '@prometheus-io/lezer-promql';
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { K8sObject } from './chart-rules.js';
import { chartDir, render } from './render.js';

const testDir = dirname(fileURLToPath(import.meta.url));
export const repoRoot = join(testDir, '..', '..');
/** The values a platform team sets to turn monitoring on (ServiceMonitors, PrometheusRule, dashboards). */
export const monitoringValues = join(testDir, 'monitoring-values.yaml');
export const rulesSource = join(chartDir, 'files', 'prometheus-rules.yaml');
export const dashboardsDir = join(chartDir, 'files', 'dashboards');
export const ruleTestsDir = join(testDir, 'prometheus');
export const runbooksDir = join(repoRoot, 'docs', 'runbooks');

export type Rule = {
  alert?: string;
  record?: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
};
export type RuleGroups = { groups: { name: string; rules: Rule[] }[] };
export type PrometheusRuleObject = K8sObject & { spec: RuleGroups };

/** The PrometheusRule of `helm template` with the monitoring values (plus `args`). */
export function renderPrometheusRule(args: string[] = []): PrometheusRuleObject {
  const found = render(['-f', monitoringValues, ...args]).filter((o) => o.kind === 'PrometheusRule');
  if (found.length !== 1) throw new Error(`expected one PrometheusRule, rendered ${found.length}`);
  return found[0] as PrometheusRuleObject;
}

export const rulesOf = (groups: RuleGroups): Rule[] => groups.groups.flatMap((g) => g.rules);

/** `promtool`'s path (Debian's package `prometheus`), or undefined. */
export function promtoolPath(): string | undefined {
  if (process.env.PROMTOOL_BIN) return process.env.PROMTOOL_BIN;
  const found = spawnSync('sh', ['-c', 'command -v promtool'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : undefined;
}

/** `prometheus`'s path (Debian's package `prometheus`), or undefined. */
export function prometheusPath(): string | undefined {
  if (process.env.PROMETHEUS_BIN) return process.env.PROMETHEUS_BIN;
  const found = spawnSync('sh', ['-c', 'command -v prometheus'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : undefined;
}

export const MISSING_PROMETHEUS =
  'promtool/prometheus not found: install Debian\'s package "prometheus" (apt-get install -y prometheus), as .ci/run does';

/** One metric selector of a query: `name{label op "value", …}`. */
export type Selector = { metric: string; matchers: { label: string; op: string; value: string }[] };

/**
 * Grafana's variables made plain PromQL: the interval variables become a duration, any other
 * `$var` / `${var}` (always inside a label value here) its name.
 */
export function withoutGrafanaVariables(expr: string): string {
  return expr
    .replace(/\$__(rate_interval|interval|range)\b|\$\{__(rate_interval|interval|range)\}/g, '5m')
    .replace(
      /\$\{(\w+)(?::\w+)?\}|\$(\w+)/g,
      (_m, a: string | undefined, b: string | undefined) => a ?? b ?? '',
    );
}

const unquote = (literal: string): string =>
  literal.startsWith('`')
    ? literal.slice(1, -1)
    : literal.startsWith("'")
      ? literal.slice(1, -1).replace(/\\'/g, "'")
      : (JSON.parse(literal) as string);

/** The selectors of one PromQL expression; throws at a syntax error, naming its position. */
export function selectorsOf(expr: string): Selector[] {
  const tree = parser.parse(expr);
  const selectors: Selector[] = [];
  const text = (from: number, to: number) => expr.slice(from, to);
  const cursor = tree.cursor();
  do {
    if (cursor.type.isError) {
      throw new Error(`PromQL syntax error at ${cursor.from}: …${expr.slice(cursor.from, cursor.from + 40)}`);
    }
    if (cursor.name !== 'VectorSelector') continue;
    const selector: Selector = { metric: '', matchers: [] };
    const node = cursor.node;
    const name = node.getChild('Identifier');
    if (name) selector.metric = text(name.from, name.to);
    const matchers = node.getChild('LabelMatchers');
    for (let child = matchers?.firstChild; child; child = child.nextSibling) {
      if (child.name === 'UnquotedLabelMatcher' || child.name === 'QuotedLabelMatcher') {
        const label = child.getChild('LabelName') ?? child.getChild('QuotedLabelName');
        const op = child.getChild('MatchOp');
        const values = child.getChildren('StringLiteral');
        const value = values[values.length - 1];
        if (!label || !op || !value) throw new Error(`unreadable label matcher in ${expr}`);
        const labelText = text(label.from, label.to);
        selector.matchers.push({
          label: label.name === 'QuotedLabelName' ? unquote(labelText) : labelText,
          op: text(op.from, op.to),
          value: unquote(text(value.from, value.to)),
        });
      } else if (child.name === 'QuotedLabelName') {
        selector.metric = unquote(text(child.from, child.to)); // {"metric_name"}
      }
    }
    const byName = selector.matchers.find((m) => m.label === '__name__' && m.op === '=');
    if (byName) selector.metric = byName.value;
    if (!selector.metric) throw new Error(`a selector without a metric name in ${expr}`);
    selectors.push(selector);
  } while (cursor.next());
  return selectors;
}

export type Dashboard = {
  uid: string;
  title: string;
  panels?: Panel[];
  templating?: { list: { name: string; type: string; query?: string | { query: string } }[] };
  [key: string]: unknown;
};
type Panel = {
  type: string;
  title: string;
  datasource?: { type: string; uid: string };
  targets?: { expr?: string; refId: string }[];
  panels?: Panel[];
};

/** files/dashboards/*.json, by file name. */
export function dashboards(): Map<string, Dashboard> {
  return new Map(
    readdirSync(dashboardsDir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => [f, JSON.parse(readFileSync(join(dashboardsDir, f), 'utf8')) as Dashboard]),
  );
}

export type Query = { where: string; expr: string };

/** Every PromQL of a dashboard: each panel's targets (rows' panels too) and each variable's selector. */
export function dashboardQueries(file: string, dashboard: Dashboard): Query[] {
  const queries: Query[] = [];
  const walk = (panels: Panel[] = []) => {
    for (const panel of panels) {
      for (const target of panel.targets ?? [])
        if (target.expr)
          queries.push({ where: `${file} "${panel.title}" ${target.refId}`, expr: target.expr });
      walk(panel.panels);
    }
  };
  walk(dashboard.panels);
  for (const variable of dashboard.templating?.list ?? []) {
    if (variable.type !== 'query' || !variable.query) continue;
    const query = typeof variable.query === 'string' ? variable.query : variable.query.query;
    // label_values(<selector>, <label>) is Grafana's, not PromQL: its selector is.
    const labelValues = /^label_values\((.*),\s*\w+\)$/.exec(query);
    queries.push({
      where: `${file} variable $${variable.name}`,
      expr: labelValues ? labelValues[1]! : query,
    });
  }
  return queries;
}

/** Every PromQL of the rules: alerts and recording rules. */
export const ruleQueries = (groups: RuleGroups): Query[] =>
  rulesOf(groups).map((r) => ({ where: `rule ${r.alert ?? r.record}`, expr: r.expr }));

/** The names the rules record themselves (queries may use them: they are not the apps'). */
export const recordedNames = (groups: RuleGroups): Set<string> =>
  new Set(rulesOf(groups).flatMap((r) => (r.record ? [r.record] : [])));

/** A metric family of a /metrics page: its type and the label names and values of its samples. */
export type Family = { type: string; samples: { name: string; labels: Record<string, string> }[] };

/** Parses Prometheus's text format into families by name (histogram samples under their family). */
export function parseExposition(text: string, into = new Map<string, Family>()): Map<string, Family> {
  const familyOf = (sample: string) => {
    if (into.has(sample)) return into.get(sample)!;
    const base = sample.replace(/_(bucket|sum|count)$/, '');
    return into.get(base);
  };
  for (const line of text.split('\n')) {
    const type = /^# TYPE (\S+) (\S+)/.exec(line);
    if (type) {
      if (!into.has(type[1]!)) into.set(type[1]!, { type: type[2]!, samples: [] });
      continue;
    }
    if (!line || line.startsWith('#')) continue;
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s/.exec(line);
    if (!sample) continue;
    const labels = Object.fromEntries(
      [...(sample[2] ?? '').matchAll(/([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]),
    );
    familyOf(sample[1]!)?.samples.push({ name: sample[1]!, labels });
  }
  return into;
}

/** Labels Prometheus puts on every target (the ServiceMonitors and our scrape configs), not the apps. */
export const TARGET_LABELS = new Set([
  'app',
  'namespace',
  'instance',
  'job',
  'pod',
  'service',
  'container',
  'endpoint',
]);

/**
 * What in `queries` the apps do not expose: a metric that no /metrics page has (a histogram's
 * `_bucket`, `_sum` and `_count` are its family's), and a label matcher on a label that none of the
 * metric's samples has. Names the rules record and Prometheus's own `up` are not the apps'.
 */
export function missingFromMetrics(
  queries: Query[],
  families: Map<string, Family>,
  recorded: Set<string>,
): string[] {
  const problems = new Set<string>();
  for (const query of queries)
    for (const { metric, matchers } of selectorsOf(withoutGrafanaVariables(query.expr))) {
      if (recorded.has(metric)) continue;
      if (metric === 'up') {
        for (const m of matchers.filter((x) => !TARGET_LABELS.has(x.label)))
          problems.add(`${query.where}: up has no label ${m.label}`);
        continue;
      }
      const suffix = /_(bucket|sum|count)$/.exec(metric)?.[1];
      const family =
        families.get(metric) ?? (suffix ? families.get(metric.slice(0, -suffix.length - 1)) : undefined);
      const exists =
        family &&
        (families.has(metric) ||
          (family.type === 'histogram' && suffix) ||
          (family.type === 'summary' && suffix !== 'bucket'));
      if (!exists) {
        problems.add(`${query.where}: no metric ${metric}`);
        continue;
      }
      const samples = family.samples.filter((s) => s.name === metric);
      if (samples.length === 0) continue; // a labelled metric nothing has counted yet: its labels are unknown
      for (const { label } of matchers) {
        if (TARGET_LABELS.has(label) || label === '__name__') continue;
        if (!samples.some((s) => label in s.labels))
          problems.add(`${query.where}: ${metric} has no label ${label}`);
      }
    }
  return [...problems];
}
