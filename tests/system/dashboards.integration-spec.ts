import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import * as contracts from '@encontro/contracts';
import { waitFor } from '@encontro/testing';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { parse } from 'yaml';
import {
  type Family,
  type Query,
  type RuleGroups,
  dashboardQueries,
  dashboards,
  missingFromMetrics,
  parseExposition,
  recordedNames,
  ruleQueries,
  rulesOf,
  rulesSource,
  selectorsOf,
  withoutGrafanaVariables,
} from '../../deploy/test/monitoring.js';
import { type Stack, startSeededWeek } from './support/stack.js';
import { type SeededUser, apiClient } from './support/system-harness.js';
import { winnersKit } from './support/winners.js';

type Service = 'identity' | 'indication' | 'support' | 'forum' | 'admin' | 'notification';
const SERVICES: readonly Service[] = ['identity', 'indication', 'support', 'forum', 'admin', 'notification'];

/** Every request subject of the contracts (`indication.vote.cast`…) and every event name (`vote.cast`…). */
const SUBJECTS = new Set(
  Object.values(contracts).flatMap((exported) =>
    exported && typeof exported === 'object'
      ? Object.values(exported as Record<string, unknown>).flatMap((c) =>
          c && typeof c === 'object' && typeof (c as { subject?: unknown }).subject === 'string'
            ? [(c as { subject: string }).subject]
            : [],
        )
      : [],
  ),
);
const EVENTS = new Set<string>(contracts.eventNames);

/**
 * Issue 29's dashboard query test: every metric that a Grafana dashboard (deploy/helm/encontro/files/
 * dashboards) or a Prometheus rule (files/prometheus-rules.yaml) selects is on the /metrics of the
 * running apps, with the labels it filters on — after a vote, a consumed event and the Friday close,
 * through the real gateway and services. The values they filter on name real routes, subjects and
 * events. All the services run in this one process (one prom-client registry): their pages are read
 * together, as Prometheus would gather them.
 */
describe('dashboards and alerts query what the apps export', () => {
  let stack: Stack<Service>;
  let users: Record<string, SeededUser> = {};
  const families = new Map<string, Family>();
  const api = apiClient(() => stack.base);
  const groups = parse(readFileSync(rulesSource, 'utf8')) as RuleGroups;
  const queries: Query[] = [
    ...[...dashboards()].flatMap(([file, dashboard]) => dashboardQueries(file, dashboard)),
    ...ruleQueries(groups),
  ];
  const selectors = queries.flatMap((q) =>
    selectorsOf(withoutGrafanaVariables(q.expr)).map((s) => ({ ...s, where: q.where })),
  );

  const metricsOf = async (app: Service | 'gateway') => {
    if (app === 'gateway') return (await fetch(`${stack.metricsBase}/metrics`)).text();
    const server = stack.services.get(`${app}-svc`)!.getHttpServer() as { address(): AddressInfo };
    return (await fetch(`http://127.0.0.1:${server.address().port}/metrics`)).text();
  };

  beforeAll(async () => {
    ({ stack, users } = await startSeededWeek('dashboards', ['admin', 'ana', 'bruno'], {
      services: SERVICES,
    }));
    const kit = winnersKit({ api, stack, users: () => users });
    const bruno = users.bruno!.token;
    // The journeys of the SLOs: the city list, a vote, the forum's routes (a forum that does not exist
    // still answers through its route) and the logins of startSeededWeek.
    const venue = await kit.nominate('ana', 'Bar dos Painéis');
    expect((await api('/api/indications?city=3550308', { token: bruno })).status).toBe(200);
    await kit.vote('bruno', venue);
    const nowhere = randomUUID();
    await api(`/api/forum/${nowhere}`, { token: bruno });
    await api(`/api/forum/${nowhere}/posts`, { token: bruno, body: { content: 'Oi' } });
    await api(`/api/forum/posts/${nowhere}/comments`, { token: bruno });
    await api(`/api/forum/posts/${nowhere}/comments`, { token: bruno, body: { content: 'Oi' } });
    // The vote's event consumed elsewhere, then the reveal.
    await waitFor(
      async () => /event="vote\.cast",outcome="ok"/.test(await metricsOf('notification')),
      20_000,
    );
    await kit.closeWeek('bruno', 1);
    await waitFor(async () => /event="week\.closed",outcome="ok"/.test(await metricsOf('forum')), 20_000);
    await waitFor(async () => /job(_name)?="push_relay"/.test(await metricsOf('notification')), 20_000);
    for (const app of [...SERVICES, 'gateway'] as const) parseExposition(await metricsOf(app), families);
  }, 180_000);

  afterAll(() => stack?.stop());

  it('reads the queries of all four dashboards and of every rule', () => {
    expect(new Set(queries.map((q) => q.where.split(' ')[0])).size).toBeGreaterThanOrEqual(5);
    expect(selectors.length).toBeGreaterThan(100);
  });

  it('finds every metric and every label the queries select on the apps’ /metrics', () => {
    expect(missingFromMetrics(queries, families, recordedNames(groups))).toEqual([]);
  });

  it('catches a metric or a label that no app exports (the check is no rubber stamp)', () => {
    expect(
      missingFromMetrics(
        [
          { where: 'a', expr: 'rate(encontro_votes_total[5m])' },
          { where: 'b', expr: 'sum(rate(encontro_rpc_handled_total{outcome="ok", verb="x"}[5m]))' },
          {
            where: 'c',
            expr: 'histogram_quantile(0.9, rate(encontro_rpc_handler_duration_seconds_bucket[5m]))',
          },
        ],
        families,
        new Set(),
      ),
    ).toEqual(['a: no metric encontro_votes_total', 'b: encontro_rpc_handled_total has no label verb']);
  });

  it('filters on subjects, events and routes that exist', () => {
    const problems: string[] = [];
    const requests = families.get('encontro_http_request_duration_seconds')?.samples ?? [];
    const routes = new Set(requests.flatMap((s) => [s.labels.route, `${s.labels.method} ${s.labels.route}`]));
    for (const { where, metric, matchers } of selectors) {
      const equal = (label: string) => matchers.filter((m) => m.label === label && m.op === '=');
      for (const m of equal('subject'))
        if (!SUBJECTS.has(m.value)) problems.push(`${where}: subject ${m.value}`);
      // `event` of the event metrics (encontro_auth_events_total has a list of its own).
      for (const m of matchers.filter((x) => x.label === 'event' && metric.startsWith('encontro_event')))
        for (const event of m.op === '=~' ? m.value.split('|') : m.op === '=' ? [m.value] : [])
          if (!EVENTS.has(event)) problems.push(`${where}: event ${event}`);
      // Every route a query names was requested above (with its method, when the query names one).
      const [method] = equal('method');
      for (const m of equal('route')) {
        const route = method ? `${method.value} ${m.value}` : m.value;
        if (metric.startsWith('encontro_http_') && !routes.has(route))
          problems.push(`${where}: route ${route}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('joins the SLO journeys on routes the gateway labels its requests with', () => {
    const info = rulesOf(groups).find((r) => r.record === 'encontro:journey_route:info')!;
    const journeyRoutes = [...info.expr.matchAll(/"method", "(\w+)", "", ""\), "route", "([^"]+)"/g)].map(
      (m) => `${m[1]} ${m[2]}`,
    );
    expect(journeyRoutes).toHaveLength(7);
    const seen = new Set(
      (families.get('encontro_http_request_duration_seconds')?.samples ?? []).map(
        (s) => `${s.labels.method} ${s.labels.route}`,
      ),
    );
    expect(journeyRoutes.filter((r) => !seen.has(r))).toEqual([]);
    // The latency thresholds are buckets of the histogram.
    const buckets = new Set(
      (families.get('encontro_http_request_duration_seconds')?.samples ?? []).map((s) => s.labels.le),
    );
    for (const [, le] of info.expr.matchAll(/"le", "([^"]+)"/g)) expect(buckets).toContain(le);
  });
});
