import type { EventName, EventPayload, ReportType } from '@encontro/contracts';
import {
  type AppGetter,
  type RegisteredPerson,
  type ServiceTestApp,
  type SharedBus,
  addToOutbox,
  provisionPlatform,
  publishAsRelay,
  registeredPerson,
  schemaQueries,
  startServiceTestApp,
} from '@encontro/testing';
import { randomUUID } from 'node:crypto';
import { adminEntities } from '../../src/admin.entities.js';
import { adminFeatures } from '../../src/admin.features.js';
import { AdminConfigModule, loadAdminConfig } from '../../src/config.js';
import { adminMigrations } from '../../src/migrations/index.js';
import type { ReportSnapshot } from '../../src/reports/report-snapshot.js';
import { searchTextOf } from '../../src/reports/report-snapshot.js';
import { ReportsRepository } from '../../src/reports/reports.repository.js';

/**
 * admin-svc's platform modules on a schema and a JetStream stream of the suite's own, plus its
 * features. `env.NATS_URL` is where it asks the owning services for reported content (a private
 * nats-server in suites that run them).
 */
export async function provisionAdmin(
  prefix: string,
  env: Record<string, string> = {},
  /** Another suite's stream (tests/system), to hear the other services' events. */
  shared: { bus?: SharedBus } = {},
) {
  const platform = await provisionPlatform({
    service: 'admin-svc',
    prefix,
    entities: adminEntities,
    migrations: adminMigrations,
    sharedBus: shared.bus,
  });
  const config = loadAdminConfig({ ...platform.env, NATS_REQUEST_TIMEOUT_MS: '5000', ...env });
  return platform.mount({ config, configModule: AdminConfigModule, features: adminFeatures });
}

export type ProvisionedAdmin = Awaited<ReturnType<typeof provisionAdmin>>;

export type AdminPerson = RegisteredPerson;

/**
 * Helpers shared by the suites: other services' events are published on the suite's stream as
 * their outbox relays would, so they reach admin-svc's consumer as in production.
 */
export function adminFixtures(env: ProvisionedAdmin, app: AppGetter) {
  const { sql, table, outbox, applied } = schemaQueries(env.db);

  /** Publishes an event as another service's relay would (with its own id). */
  const publish = <N extends EventName>(name: N, payload: EventPayload<N>, id?: string) =>
    publishAsRelay(app, env.bus, name, payload, id);

  /** A person admin-svc knows (after user.registered has been consumed). */
  const person = async (
    overrides: Partial<AdminPerson> & { created_at?: string; is_admin?: boolean } = {},
  ) => {
    const { who, registered } = registeredPerson({
      ...overrides,
      created_at: overrides.created_at ?? env.clock.now().toISOString(),
    });
    await applied(await publish('user.registered', registered));
    return who;
  };

  /**
   * A report stored directly (its snapshot made up), for suites about the admin's list; the
   * reported-content round trip is covered where the owning services run.
   */
  const seedReport = async (input: {
    type: ReportType;
    reporterId: string | null;
    targetId?: string;
    message?: string | null;
    snapshot: ReportSnapshot;
    createdAt?: Date;
  }) => {
    const em = env.db.orm.em.fork();
    const snapshot = input.snapshot as ReportSnapshot & { city: string; state: string };
    const report = app.get(ReportsRepository).add(em, {
      type: input.type,
      targetId: input.targetId ?? randomUUID(),
      reporterId: input.reporterId,
      message: input.message ?? null,
      snapshot,
      searchText: searchTextOf(input.type, snapshot, input.message ?? null),
      city: snapshot.city,
      state: snapshot.state,
      createdAt: input.createdAt ?? env.clock.now(),
    });
    await em.flush();
    return report;
  };

  const auditEntries = () =>
    sql<{
      id: string;
      action: string;
      actor_id: string;
      target_type: string;
      target_id: string;
      source: string;
    }>(
      `select id, action, actor_id, target_type, target_id, source from ${table('audit_log')} order by at, id`,
    );

  /** Records an event in admin-svc's own outbox (as the services would do in theirs). */
  const outboxAdd = <N extends EventName>(name: N, payload: EventPayload<N>) =>
    addToOutbox(env.db, app, name, payload);

  return { sql, table, publish, applied, person, seedReport, outbox, outboxAdd, auditEntries };
}

export type AdminFixtures = ReturnType<typeof adminFixtures>;

export type AdminTestApp = ServiceTestApp<ProvisionedAdmin, AdminFixtures>;

/** admin-svc in the test process: handlers are called directly, events flow through JetStream. */
export async function createAdminTestApp(
  prefix: string,
  env: Record<string, string> = {},
): Promise<AdminTestApp> {
  return startServiceTestApp(await provisionAdmin(prefix, env), adminFixtures);
}
