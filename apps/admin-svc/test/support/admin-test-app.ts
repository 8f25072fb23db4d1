import type { EventName, EventPayload, ReportType } from '@encontro/contracts';
import { AdjustableClock } from '@encontro/server-clock';
import { DatabaseModule, qualified } from '@encontro/server-database';
import { EventsModule, JetStreamConnection, Outbox } from '@encontro/server-events';
import {
  TestClockModule,
  createTestDatabase,
  releaseSuiteResources,
  testEnv,
  testEventBusOptions,
  uniqueName,
  waitFor,
  type ServiceTestApp,
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
  shared: { bus?: { stream: string; subjectPrefix: string } } = {},
) {
  const db = await createTestDatabase({ prefix, entities: adminEntities, migrations: adminMigrations });
  const own = testEventBusOptions('admin-svc', db.schema);
  const bus = shared.bus
    ? { ...own, stream: shared.bus.stream, subjectPrefix: shared.bus.subjectPrefix }
    : own;
  const clock = new AdjustableClock();
  const config = loadAdminConfig({
    DATABASE_URL: db.url,
    DATABASE_SCHEMA: db.schema,
    NATS_URL: testEnv.natsUrl,
    REDIS_URL: testEnv.redisUrl,
    NATS_REQUEST_TIMEOUT_MS: '5000',
    ...env,
  });
  const imports = [
    AdminConfigModule.forRoot(config),
    TestClockModule.forRoot(clock),
    DatabaseModule.forRoot({
      url: db.url,
      schema: db.schema,
      entities: adminEntities,
      migrations: adminMigrations,
    }),
    EventsModule.forRoot(bus),
    ...adminFeatures,
  ];
  return {
    db,
    bus,
    clock,
    config,
    imports,
    /** After the app is closed: drops what the suite created. */
    release: () => releaseSuiteResources({ bus: shared.bus ? undefined : bus, db }),
  };
}

export type ProvisionedAdmin = Awaited<ReturnType<typeof provisionAdmin>>;

export type AdminPerson = {
  user_id: string;
  name: string;
  surname: string;
  email: string;
  city: string;
  state: string;
};

type Getter = { get<T>(type: abstract new (...args: never[]) => T): T };

/**
 * Helpers shared by the suites: other services' events are published on the suite's stream as
 * their outbox relays would, so they reach admin-svc's consumer as in production.
 */
export function adminFixtures(env: ProvisionedAdmin, app: Getter) {
  const sql = <T>(query: string, params: unknown[] = []) => env.db.orm.em.fork().execute<T[]>(query, params);
  const table = (name: string) => qualified(env.db.schema, name);

  /** Publishes an event as another service's relay would (with its own id). */
  const publish = async <N extends EventName>(
    name: N,
    payload: EventPayload<N>,
    id: string = randomUUID(),
  ) => {
    const { js } = await app.get(JetStreamConnection).get();
    await js.publish(
      `${env.bus.subjectPrefix}.${name}`,
      JSON.stringify({ id, name, occurred_at: new Date().toISOString(), payload }),
      { msgID: id },
    );
    return id;
  };

  /** Waits until admin-svc's consumer has applied an event id. */
  const applied = (eventId: string) =>
    waitFor(
      async () => (await sql(`select 1 from ${table('inbox')} where event_id = ?`, [eventId])).length > 0,
    );

  /** A person admin-svc knows (after user.registered has been consumed). */
  const person = async (
    overrides: Partial<AdminPerson> & { created_at?: string; is_admin?: boolean } = {},
  ) => {
    const { created_at, is_admin, ...rest } = overrides;
    const who: AdminPerson = {
      user_id: randomUUID(),
      name: 'Ana',
      surname: 'Souza',
      email: `${uniqueName('pessoa')}@example.com`,
      city: 'São Paulo',
      state: 'São Paulo',
      ...rest,
    };
    await applied(
      await publish('user.registered', {
        ...who,
        city_id: '3550308',
        gender: 'F',
        photo: null,
        is_admin: is_admin ?? false,
        created_at: created_at ?? env.clock.now().toISOString(),
      }),
    );
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

  /** The events admin-svc wrote to its outbox, oldest first. */
  const outbox = async <N extends EventName>(name: N) =>
    (
      await sql<{ payload: EventPayload<N> }>(
        `select payload from ${table('outbox')} where name = ? order by occurred_at, id`,
        [name],
      )
    ).map((r) => r.payload);

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
  const outboxAdd = async <N extends EventName>(name: N, payload: EventPayload<N>) => {
    const em = env.db.orm.em.fork();
    app.get(Outbox).add(em, name, payload);
    await em.flush();
  };

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
