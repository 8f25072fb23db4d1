// The chart's alerts, held to promtool: the PrometheusRule that `helm template` renders with the
// monitoring values is written out as a rules file, `promtool check rules` checks it and `promtool
// test rules` runs the unit tests of deploy/test/prometheus/*.test.yaml against it — for every alert
// (and each of its severities) a case where it fires and a case where it stays quiet. Every alert has
// a severity, a summary, a description and a runbook_url whose page exists in docs/runbooks.
// promtool comes from Debian's package `prometheus` (CI installs it): without it these specs fail.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import {
  MISSING_PROMETHEUS,
  type PrometheusRuleObject,
  type RuleGroups,
  promtoolPath,
  renderPrometheusRule,
  ruleTestsDir,
  rulesOf,
  rulesSource,
  runbooksDir,
} from './monitoring.js';

type RuleTests = {
  rule_files: string[];
  tests: {
    name: string;
    alert_rule_test?: {
      alertname: string;
      eval_time: string;
      exp_alerts: { exp_labels?: Record<string, string> }[];
    }[];
  }[];
};

const testFiles = readdirSync(ruleTestsDir)
  .filter((f) => f.endsWith('.test.yaml'))
  .sort();
const DEFAULT_RUNBOOKS = 'https://github.com/encontro/encontro/blob/main/docs/runbooks';

describe('PrometheusRule (files/prometheus-rules.yaml) and promtool', () => {
  const promtool = promtoolPath();
  let rule: PrometheusRuleObject;
  let dir: string;

  const run = (args: string[]) => {
    if (!promtool) throw new Error(MISSING_PROMETHEUS);
    const result = spawnSync(promtool, args, { cwd: dir, encoding: 'utf8', timeout: 120_000 });
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  };

  beforeAll(() => {
    rule = renderPrometheusRule();
    dir = mkdtempSync(join(tmpdir(), 'encontro-rules-'));
    writeFileSync(join(dir, 'rules.yaml'), stringify(rule.spec, { lineWidth: 0 }));
    for (const file of testFiles) copyFileSync(join(ruleTestsDir, file), join(dir, file));
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds promtool (Debian package "prometheus")', () => {
    expect(promtool ?? MISSING_PROMETHEUS).not.toBe(MISSING_PROMETHEUS);
  });

  it('passes promtool check rules', () => {
    const result = run(['check', 'rules', 'rules.yaml']);
    expect(result.output).toContain('SUCCESS');
    expect(result.status).toBe(0);
  });

  it('passes promtool test rules (deploy/test/prometheus/*.test.yaml)', () => {
    for (const file of testFiles)
      expect(parse(readFileSync(join(ruleTestsDir, file), 'utf8'))).toMatchObject({
        rule_files: ['rules.yaml'],
      });
    const result = run(['test', 'rules', ...testFiles]);
    if (result.status !== 0) throw new Error(result.output);
    expect(result.output.match(/SUCCESS/g)).toHaveLength(testFiles.length);
  });

  it('tests every alert: each of its severities firing, and a case where it stays quiet', () => {
    const fires = new Set<string>();
    const quiet = new Set<string>();
    const tested = new Set<string>();
    for (const file of testFiles) {
      const suite = parse(readFileSync(join(ruleTestsDir, file), 'utf8')) as RuleTests;
      for (const test of suite.tests)
        for (const check of test.alert_rule_test ?? []) {
          tested.add(check.alertname);
          if (check.exp_alerts.length === 0) quiet.add(check.alertname);
          for (const alert of check.exp_alerts) fires.add(`${check.alertname}/${alert.exp_labels?.severity}`);
        }
    }
    const alerts = rulesOf(rule.spec).filter((r) => r.alert);
    const names = new Set(alerts.map((a) => a.alert!));
    expect(alerts.map((a) => `${a.alert}/${a.labels?.severity}`).filter((a) => !fires.has(a))).toEqual([]);
    expect([...names].filter((name) => !quiet.has(name))).toEqual([]);
    expect([...tested].filter((name) => !names.has(name))).toEqual([]); // no test of a removed alert
  });

  it('gives every alert a severity, a summary, a description and a runbook page that exists', () => {
    const alerts = rulesOf(rule.spec).filter((r) => r.alert);
    expect(alerts.length).toBeGreaterThanOrEqual(10);
    const runbookIndex = readFileSync(join(runbooksDir, 'README.md'), 'utf8');
    for (const alert of alerts) {
      const name = alert.alert!;
      expect({ name, severity: alert.labels?.severity }).toEqual({
        name,
        severity: expect.stringMatching(/^(critical|warning|info)$/),
      });
      expect(alert.annotations).toEqual({
        summary: expect.any(String),
        description: expect.any(String),
        runbook_url: `${DEFAULT_RUNBOOKS}/${name}.md`,
      });
      const page = join(runbooksDir, `${name}.md`);
      expect({ name, runbook: existsSync(page) }).toEqual({ name, runbook: true });
      const text = readFileSync(page, 'utf8');
      expect(text.startsWith(`# ${name}\n`)).toBe(true);
      expect(text).toMatch(/^## Look at$/m);
      expect(text).toMatch(/^## Do$/m);
      expect(runbookIndex).toContain(`[runbook](${name}.md)`);
    }
  });

  it('renders files/prometheus-rules.yaml itself: only runbook_url is added with the default values', () => {
    const source = parse(readFileSync(rulesSource, 'utf8')) as RuleGroups;
    for (const r of rulesOf(rule.spec)) if (r.annotations) delete r.annotations.runbook_url;
    expect(rule.spec).toEqual(source);
  });

  it('scales every for: window with forScale, sets one with forOverrides, and adds the rule labels', () => {
    const scaled = renderPrometheusRule([
      '--set-json',
      'metrics.prometheusRule.forScale=0.01',
      '--set',
      'metrics.prometheusRule.forOverrides.EncontroAppDown=1s',
      '--set',
      'metrics.prometheusRule.additionalRuleLabels.team=platform',
      '--set',
      'metrics.prometheusRule.runbookBaseUrl=https://wiki.example.com/runbooks/',
    ]);
    const forOf = (r: PrometheusRuleObject, name: string) =>
      rulesOf(r.spec)
        .filter((a) => a.alert === name)
        .map((a) => a.for);
    expect(forOf(rule, 'EncontroEventBacklog')).toEqual(['5m']);
    expect(forOf(scaled, 'EncontroEventBacklog')).toEqual(['3s']); // 300 s × 0.01
    expect(forOf(scaled, 'EncontroJourneyErrorBudgetBurn')).toEqual(['2s', '9s']); // 1.2 and 9 s, rounded up
    expect(forOf(scaled, 'EncontroAppDown')).toEqual(['1s']);
    expect(forOf(scaled, 'EncontroAppRestarting')).toEqual([undefined]);
    for (const alert of rulesOf(scaled.spec).filter((r) => r.alert)) {
      expect(alert.labels).toEqual({ severity: expect.any(String), team: 'platform' });
      expect(alert.annotations?.runbook_url).toBe(`https://wiki.example.com/runbooks/${alert.alert}.md`);
    }
  });
});
