import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { weekInstant, weekOf } from '@encontro/contracts';
import { freePort } from '@encontro/testing';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { MISSING_PROMETHEUS, prometheusPath, renderPrometheusRule } from '../../deploy/test/monitoring.js';
import { stackApi } from './support/stack-api.js';
import { type ProcessStack, type StackApp, startProcessStack } from './support/process-stack.js';

const DAY = 24 * 60 * 60 * 1000;
const APPS: readonly StackApp[] = ['identity-svc', 'indication-svc', 'forum-svc', 'gateway'];

type Alert = { labels: Record<string, string>; state: 'pending' | 'firing' };

/**
 * Issue 29's real Prometheus: Debian's `prometheus` scrapes the built apps (processes, as the image runs
 * them) and evaluates the chart's rules as rendered, every `for:` scaled down to seconds
 * (metrics.prometheusRule.forScale). A service stopped fires EncontroAppDown and resolves it when it is
 * back; NATS stopped while indication-svc closes a week fires EncontroEventBacklog, resolved once NATS
 * returns and the outbox is published.
 */
describe('a real Prometheus with the chart’s rules, scraping the apps', () => {
  let stack: ProcessStack;
  let prometheus: ChildProcess | undefined;
  let prometheusUrl = '';
  let work = '';

  const { api, signIn, knownToIndications, nominate } = stackApi(() => stack);

  const alerts = async (): Promise<Alert[]> => {
    const answer = (await (await fetch(`${prometheusUrl}/api/v1/alerts`)).json()) as {
      data: { alerts: Alert[] };
    };
    return answer.data.alerts;
  };
  const firing = async (name: string) =>
    (await alerts()).filter((a) => a.labels.alertname === name && a.state === 'firing').map((a) => a.labels);
  const until = async <T>(what: string, check: () => Promise<T | undefined | false>, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = await check().catch(() => undefined);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  };
  const query = async (promql: string) => {
    const answer = (await (
      await fetch(`${prometheusUrl}/api/v1/query?query=${encodeURIComponent(promql)}`)
    ).json()) as { data: { result: { metric: Record<string, string>; value: [number, string] }[] } };
    return answer.data.result;
  };

  beforeAll(async () => {
    const binary = prometheusPath();
    if (!binary) throw new Error(MISSING_PROMETHEUS);
    // The chart's PrometheusRule, every `for:` a hundredth (5m → 3 s).
    const rules = renderPrometheusRule(['--set-json', 'metrics.prometheusRule.forScale=0.01']).spec;
    stack = await startProcessStack({ prefix: 'prom', apps: APPS, seed: true, objectStorage: true });

    work = mkdtempSync(join(tmpdir(), 'encontro-prometheus-'));
    writeFileSync(join(work, 'rules.yaml'), stringify(rules, { lineWidth: 0 }));
    writeFileSync(
      join(work, 'prometheus.yaml'),
      stringify({
        // Scrapes read the database and JetStream with a 1.5 s bound: 2 s leaves them room when NATS is down.
        global: { scrape_interval: '2s', scrape_timeout: '2s', evaluation_interval: '1s' },
        rule_files: ['rules.yaml'],
        scrape_configs: [
          {
            job_name: 'encontro',
            // `app` on each target, as the chart's ServiceMonitors put it; the apps' own copy dropped.
            static_configs: APPS.map((app) => ({
              targets: [new URL(stack.app(app).metricsUrl).host],
              labels: { app },
            })),
            metric_relabel_configs: [{ action: 'labeldrop', regex: 'exported_app' }],
          },
        ],
      }),
    );
    const port = await freePort();
    prometheusUrl = `http://127.0.0.1:${port}`;
    prometheus = spawn(
      binary,
      [
        `--config.file=${join(work, 'prometheus.yaml')}`,
        `--storage.tsdb.path=${join(work, 'data')}`,
        `--web.listen-address=127.0.0.1:${port}`,
        '--log.level=warn',
      ],
      { stdio: 'ignore' },
    );
    await until('Prometheus to be ready', async () => (await fetch(`${prometheusUrl}/-/ready`)).ok, 20_000);
    await until(
      'every app to be scraped',
      async () => (await query('up == 1')).length === APPS.length,
      20_000,
    );
  }, 240_000);

  afterAll(async () => {
    prometheus?.kill('SIGTERM');
    await stack?.stopAll();
    if (work) rmSync(work, { recursive: true, force: true });
  }, 60_000);

  it('keeps the jobs’ label through the scrape, as the relay alerts query it (job_name: an app’s own `job` becomes exported_job)', async () => {
    const series = await until(
      'the jobs’ last-success series',
      async () => {
        const found = await query('encontro_job_last_success_timestamp_seconds');
        return found.length >= 3 && found;
      },
      10_000,
    );
    const metrics = series.map((s) => s.metric);
    for (const app of ['identity-svc', 'indication-svc', 'forum-svc'])
      expect(metrics).toContainEqual(
        expect.objectContaining({ app, job: 'encontro', job_name: 'outbox_relay' }),
      );
  });

  it('fires EncontroAppDown for a stopped service, and resolves it when the service is back', async () => {
    expect(await firing('EncontroAppDown')).toEqual([]);
    await stack.stop('forum-svc');
    const down = await until(
      'EncontroAppDown to fire',
      async () => {
        const found = await firing('EncontroAppDown');
        return found.length > 0 && found;
      },
      30_000,
    );
    expect(down).toEqual([expect.objectContaining({ app: 'forum-svc', severity: 'critical' })]);

    await stack.start('forum-svc');
    await until(
      'EncontroAppDown to resolve',
      async () => (await firing('EncontroAppDown')).length === 0,
      30_000,
    );
  }, 90_000);

  it('fires EncontroEventBacklog when NATS is down as indication-svc closes a week, resolved when NATS is back', async () => {
    // A Monday ahead (nominations and votes open): an approved venue with a vote in São Paulo.
    const week = weekOf(new Date(Date.now() + 14 * DAY)).week;
    expect(
      (await api('/api/dev/clock', { body: { now: weekInstant(week, 1, 10).toISOString() } })).status,
    ).toBe(200);
    const [ana, bruno, admin] = [
      await signIn('ana@example.com'),
      await signIn('bruno@example.com'),
      await signIn('admin@example.com', 'Admin123'),
    ];
    await knownToIndications(ana, bruno);
    const id = await nominate(ana, 'Bar do Alerta');
    expect((await api(`/api/admin/indications/${id}/approve`, { method: 'PUT', token: admin })).status).toBe(
      200,
    );
    expect((await api(`/api/indications/${id}/vote`, { method: 'POST', token: bruno })).status).toBe(200);
    expect(await firing('EncontroEventBacklog')).toEqual([]);

    // Seconds before Friday 00:00, NATS goes away: the close happens, its events wait in the outbox.
    const friday = weekInstant(week, 5, 0);
    expect(
      (await api('/api/dev/clock', { body: { now: new Date(friday.getTime() - 2000).toISOString() } }))
        .status,
    ).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500)); // the clock's broadcast reaches the services
    await stack.nats.stop();
    const backlog = await until(
      'EncontroEventBacklog to fire',
      async () => {
        const found = await firing('EncontroEventBacklog');
        return found.length > 0 && found;
      },
      75_000,
    );
    expect(backlog).toContainEqual(expect.objectContaining({ app: 'indication-svc', severity: 'warning' }));
    // Prometheus saw the unpublished week.closed (and the mails' events) waiting.
    expect(
      Number((await query('max(encontro_outbox_backlog{app="indication-svc"})'))[0]?.value[1]),
    ).toBeGreaterThan(0);

    await stack.nats.start();
    await until(
      'EncontroEventBacklog to resolve',
      async () => (await firing('EncontroEventBacklog')).length === 0,
      45_000,
    );
  }, 180_000);
});
