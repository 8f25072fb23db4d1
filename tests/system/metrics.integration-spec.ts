import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { waitFor } from '@encontro/testing';
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { type Stack, startSeededWeek } from './support/stack.js';
import { type SeededUser, apiClient } from './support/system-harness.js';
import { winnersKit } from './support/winners.js';

type Service = 'identity' | 'indication' | 'support' | 'forum' | 'admin' | 'notification';
const SERVICES: readonly Service[] = ['identity', 'indication', 'support', 'forum', 'admin', 'notification'];

/** What every service exports (issue 29's metric names: /tmp/briefs/metrics-contract.md, deploy/README.md). */
const EVERY_SERVICE = [
  'encontro_rpc_handled_total',
  'encontro_rpc_handler_duration_seconds',
  'encontro_events_handled_total',
  'encontro_events_redelivered_total',
  'encontro_event_handler_duration_seconds',
  'encontro_events_dead_lettered_total',
  'encontro_dead_letter_messages',
  'encontro_outbox_backlog',
  'encontro_outbox_oldest_age_seconds',
  'encontro_event_consumer_pending',
  'encontro_event_consumer_ack_pending',
  'encontro_job_last_success_timestamp_seconds',
  'encontro_db_pool_in_use',
  'encontro_db_pool_waiting',
  'encontro_process_start_time_seconds',
];
/** Beyond EVERY_SERVICE. */
const OWN: Record<Service | 'gateway', string[]> = {
  identity: ['encontro_mail_outbox_pending'],
  indication: [
    'encontro_mail_outbox_pending',
    'encontro_week_close_last_success_timestamp_seconds',
    'encontro_week_close_overdue',
  ],
  support: ['encontro_mail_outbox_pending'],
  forum: [],
  admin: [],
  notification: ['encontro_mail_outbox_pending'],
  gateway: [
    'encontro_http_request_duration_seconds',
    'encontro_nats_request_duration_seconds',
    'encontro_process_start_time_seconds',
  ],
};
/** A series of `name` carrying these labels (in any order, among others). */
const series = (name: string, labels: Record<string, string> = {}): RegExp =>
  new RegExp(
    `^${name}\\{${Object.entries(labels)
      .map(([key, value]) => `(?=[^}]*\\b${key}="${value}")`)
      .join('')}[^}]*\\} [\\d.e+-]+$`,
    'm',
  );
/** Series the actions below must have produced (a sample, not only the metric's HELP). */
const SAMPLES: Record<Service | 'gateway', RegExp[]> = {
  identity: [series('encontro_job_last_success_timestamp_seconds', { job_name: 'mail_relay' })],
  indication: [
    series('encontro_rpc_handled_total', { subject: 'indication\\.vote\\.cast', outcome: 'ok' }),
    series('encontro_rpc_handled_total', { subject: 'indication\\.vote\\.cast', outcome: 'refused' }),
    series('encontro_rpc_handler_duration_seconds_count', { subject: 'indication\\.vote\\.cast' }),
    series('encontro_week_close_last_success_timestamp_seconds', { city: '3550308' }),
    /^encontro_week_close_overdue\{[^}]*\} 0$/m,
    series('encontro_job_last_success_timestamp_seconds', { job_name: 'week_close' }),
    series('encontro_job_last_success_timestamp_seconds', { job_name: 'reminders' }),
    series('encontro_event_consumer_pending', { consumer: 'indication-svc' }),
  ],
  support: [series('encontro_event_consumer_ack_pending', { consumer: 'support-svc' })],
  forum: [series('encontro_events_handled_total', { event: 'week\\.closed', outcome: 'ok' })],
  admin: [series('encontro_event_consumer_pending', { consumer: 'admin-svc' })],
  notification: [
    series('encontro_job_last_success_timestamp_seconds', { job_name: 'push_relay' }),
    series('encontro_event_handler_duration_seconds_count', { event: '[a-z_.]+' }),
  ],
  gateway: [series('encontro_http_request_duration_seconds_count')],
};
const ALWAYS: RegExp[] = [
  series('encontro_outbox_backlog'),
  series('encontro_outbox_oldest_age_seconds'),
  /^encontro_dead_letter_messages\{[^}]*\} 0$/m,
  series('encontro_db_pool_in_use'),
  series('encontro_db_pool_waiting'),
  series('encontro_job_last_success_timestamp_seconds', { job_name: 'outbox_relay' }),
];

/** `promtool check metrics` on the text: its complaints, or '' when clean. */
function promtool(text: string): string {
  const run = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
  if (run.error)
    throw new Error(
      `promtool is needed (Debian's prometheus package: apt-get install prometheus): ${run.error.message}`,
    );
  return `${run.stdout}${run.stderr}`.trim() + (run.status === 0 ? '' : ` (exit ${run.status})`);
}

/**
 * Every app's /metrics after a few real actions (a nomination approved, votes, a refused vote, the
 * Friday close, the events they cause): promtool finds nothing to say, and each app exports the
 * names of issue 29. All the services run in this one process and share prom-client's registry,
 * so here each /metrics shows them all (one `app` label); in production each process has its own.
 */
describe('metrics: every app’s /metrics is promtool-clean and has issue 29’s names', () => {
  let stack: Stack<Service>;
  let users: Record<string, SeededUser> = {};
  const texts = new Map<Service | 'gateway', string>();
  const api = apiClient(() => stack.base);

  const metricsOf = async (app: Service | 'gateway') => {
    if (app === 'gateway') return (await fetch(`${stack.metricsBase}/metrics`)).text();
    const server = stack.services.get(`${app}-svc`)!.getHttpServer() as { address(): AddressInfo };
    return (await fetch(`http://127.0.0.1:${server.address().port}/metrics`)).text();
  };

  beforeAll(async () => {
    ({ stack, users } = await startSeededWeek('metrics', ['admin', 'ana', 'bruno'], { services: SERVICES }));
    const kit = winnersKit({ api, stack, users: () => users });
    const venue = await kit.nominate('ana', 'Bar das Métricas');
    await kit.vote('bruno', venue);
    // A vote for a venue that does not exist: refused by indication-svc (a domain error, not a failure).
    const missing = await api(`/api/indications/${randomUUID()}/vote`, {
      method: 'POST',
      token: users.bruno!.token,
    });
    expect(missing.status).toBe(404);
    await kit.closeWeek('bruno', 1);
    // The close's event reaches forum-svc (its forum), and every relay has passed since.
    await waitFor(async () => /event="week\.closed",outcome="ok"/.test(await metricsOf('forum')), 20_000);
    await waitFor(async () => /job_name="push_relay"/.test(await metricsOf('notification')), 20_000);
    for (const app of [...SERVICES, 'gateway'] as const) texts.set(app, await metricsOf(app));
  }, 180_000);

  afterAll(() => stack?.stop());

  it.each([...SERVICES, 'gateway'] as const)('%s: promtool check metrics finds nothing', (app) => {
    expect(promtool(texts.get(app)!)).toBe('');
  });

  it.each(SERVICES)('%s-svc: exports every name it owns, with the series the actions made', (app) => {
    const text = texts.get(app)!;
    for (const name of [...EVERY_SERVICE, ...OWN[app]]) expect(text).toContain(`# TYPE ${name} `);
    for (const sample of [...ALWAYS, ...SAMPLES[app]]) expect(text).toMatch(sample);
    expect(text).toMatch(/\bapp="[a-z]+-svc"/);
    expect(text).not.toMatch(/\bservice="/);
  });

  it('gateway: exports its request metrics on the metrics port', () => {
    const text = texts.get('gateway')!;
    for (const name of OWN.gateway) expect(text).toContain(`# TYPE ${name} `);
    for (const sample of SAMPLES.gateway) expect(text).toMatch(sample);
  });
});
