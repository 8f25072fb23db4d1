import type { EntitySchema, MigrationObject } from '@mikro-orm/core';
import type { EventName, EventPayload } from '@encontro/contracts';
import { AdjustableClock } from '@encontro/server-clock';
import { DatabaseModule, qualified } from '@encontro/server-database';
import { EventsModule, JetStreamConnection, Outbox } from '@encontro/server-events';
import { randomUUID } from 'node:crypto';
import type { AppGetter } from './service-test-app.js';
import { testEnv } from './env.js';
import { type SuiteResources, releaseSuiteResources } from './suite-resources.js';
import { TestClockModule } from './test-clock.module.js';
import { type TestDatabase, createTestDatabase } from './test-database.js';
import { testEventBusOptions } from './test-event-bus.js';

/** Another suite's stream (tests/system), to share events with the other services. */
export type SharedBus = { stream: string; subjectPrefix: string };

/** The e-mail relay retries within a second, so a suite that stops its SMTP server sees the e-mail soon after. */
export const TEST_MAIL_DELIVERY = { pollIntervalMs: 200, firstRetryMs: 250, maxRetryMs: 1000 };

/**
 * What every service's suite runs on: a schema with the service's migrations, a JetStream stream
 * of its own (or `sharedBus`), a clock the suite moves, the variables every service's config reads
 * for them, and the modules that mount them (after the service's config module, before its
 * features). `release` (after the app is closed) drops them, with what else the suite created for
 * itself; a shared stream is left to its owner.
 */
export async function provisionPlatform(options: {
  service: string;
  prefix: string;
  entities: EntitySchema[];
  migrations: MigrationObject[];
  poolMax?: number;
  sharedBus?: SharedBus;
}) {
  const { service, prefix, entities, migrations, poolMax, sharedBus } = options;
  const db = await createTestDatabase({ prefix, entities, migrations });
  const own = testEventBusOptions(service, db.schema);
  const bus = sharedBus ? { ...own, stream: sharedBus.stream, subjectPrefix: sharedBus.subjectPrefix } : own;
  const clock = new AdjustableClock();
  const modules = [
    TestClockModule.forRoot(clock),
    DatabaseModule.forRoot({
      url: db.url,
      schema: db.schema,
      entities,
      migrations,
      ...(poolMax ? { poolMax } : {}),
    }),
    EventsModule.forRoot(bus),
  ];
  const env = {
    DATABASE_URL: db.url,
    DATABASE_SCHEMA: db.schema,
    NATS_URL: testEnv.natsUrl,
    REDIS_URL: testEnv.redisUrl,
  };
  const release = (also: Pick<SuiteResources, 'mailbox' | 'redisKeyPrefix'> = {}) =>
    releaseSuiteResources({ ...also, bus: sharedBus ? undefined : bus, db });
  return { db, bus, clock, env, modules, release };
}

/** Raw SQL on a suite's schema, for what a suite sets up or checks beside the service's own code. */
export function schemaQueries(db: Pick<TestDatabase, 'orm' | 'schema'>) {
  const sql = <T>(query: string, params: unknown[] = []) => db.orm.em.fork().execute<T[]>(query, params);
  const table = (name: string) => qualified(db.schema, name);
  /** The events of `name` the service wrote to its outbox, oldest first. */
  const outbox = async <N extends EventName>(name: N): Promise<EventPayload<N>[]> =>
    (
      await sql<{ payload: EventPayload<N> }>(
        `select payload from ${table('outbox')} where name = ? order by occurred_at, id`,
        [name],
      )
    ).map((r) => r.payload);
  return { sql, table, outbox };
}

/**
 * Publishes an event on the suite's stream as another service's outbox relay would (with its own
 * id, returned), so it reaches the service's consumer as in production.
 */
export async function publishAsRelay<N extends EventName>(
  app: AppGetter,
  bus: { subjectPrefix: string },
  name: N,
  payload: EventPayload<N>,
  id: string = randomUUID(),
): Promise<string> {
  const { js } = await app.get(JetStreamConnection).get();
  await js.publish(
    `${bus.subjectPrefix}.${name}`,
    JSON.stringify({ id, name, occurred_at: new Date().toISOString(), payload }),
    { msgID: id },
  );
  return id;
}

/** Records an event in the service's own outbox, which its relay then publishes on the suite's stream. */
export async function addToOutbox<N extends EventName>(
  db: Pick<TestDatabase, 'orm'>,
  app: AppGetter,
  name: N,
  payload: EventPayload<N>,
): Promise<void> {
  const em = db.orm.em.fork();
  app.get(Outbox).add(em, name, payload);
  await em.flush();
}
