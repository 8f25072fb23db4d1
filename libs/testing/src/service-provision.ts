import type { DynamicModule, Type } from '@nestjs/common';
import type { EntitySchema, MigrationObject } from '@mikro-orm/core';
import type { EventName, EventPayload } from '@encontro/contracts';
import { AdjustableClock } from '@encontro/server-clock';
import { DatabaseModule, qualified } from '@encontro/server-database';
import { EventsModule, JetStreamConnection, Outbox } from '@encontro/server-events';
import { MailModule } from '@encontro/server-mail';
import { ObservabilityModule, postgresCheck } from '@encontro/server-observability';
import { MikroORM } from '@mikro-orm/postgresql';
import { RedisModule } from '@encontro/server-redis';
import { randomUUID } from 'node:crypto';
import type { AppGetter } from './service-test-app.js';
import { testEnv } from './env.js';
import { type Mailbox, startMailbox } from './mailbox.js';
import { releaseSuiteResources } from './suite-resources.js';
import { TestClockModule } from './test-clock.module.js';
import { type TestDatabase, createTestDatabase } from './test-database.js';
import { testEventBusOptions } from './test-event-bus.js';
import { waitFor } from './wait-for.js';

/** Another suite's stream (tests/system), to share events with the other services. */
export type SharedBus = { stream: string; subjectPrefix: string };

/** The e-mail relay retries within a second, so a suite that stops its SMTP server sees the e-mail soon after. */
export const TEST_MAIL_DELIVERY = { pollIntervalMs: 200, firstRetryMs: 250, maxRetryMs: 1000 };

export type PlatformOptions = {
  service: string;
  prefix: string;
  entities: EntitySchema[];
  migrations: MigrationObject[];
  poolMax?: number;
  sharedBus?: SharedBus;
  /**
   * Redis for the service's own use, as `servicePlatformModules`' `redis`: under a key prefix of
   * the suite's own (`<schema>:`, its keys deleted on release), or under `keyPrefix`, another
   * suite's (tests/system), left to its owner.
   */
  redis?: true | { keyPrefix?: string };
  /**
   * SMTP, as `servicePlatformModules`' `mail`: an SMTP server of the suite's own (closed on
   * release), or `mailbox`, another suite's (maildev keeps one server per process), left to its
   * owner. The relay retries within a second (TEST_MAIL_DELIVERY).
   */
  mail?: true | { mailbox?: Mailbox };
};

/** What the platform adds with `redis` and `mail`: the key prefix and the SMTP server. */
type PlatformExtras<O extends PlatformOptions> = (O extends { redis: object | true }
  ? { redisKeyPrefix: string }
  : unknown) &
  (O extends { mail: object | true } ? { mailbox: Mailbox } : unknown);

/** A service's parsed config, as far as the platform reads it (mail: SMTP_URL and MAIL_FROM). */
type MountedConfig = { DATABASE_URL: string; SMTP_URL?: string; MAIL_FROM?: string };

/**
 * What every service's suite runs on: a schema with the service's migrations, a JetStream stream
 * of its own (or `sharedBus`), a clock the suite moves, Redis and an SMTP server when asked, and
 * the variables every service's config reads for them (`env`). `mount` puts the service on it as
 * production's `serviceApp` does — its config module, the platform's modules, its features — and
 * gives what startServiceTestApp and tests/system start; its `release` (after the app is closed)
 * drops what the suite created for itself. What is shared is left to its owner.
 */
export async function provisionPlatform<O extends PlatformOptions>(options: O) {
  const { service, prefix, entities, migrations, poolMax, sharedBus, redis, mail } = options;
  const db = await createTestDatabase({ prefix, entities, migrations });
  const own = testEventBusOptions(service, db.schema);
  const bus = sharedBus ? { ...own, stream: sharedBus.stream, subjectPrefix: sharedBus.subjectPrefix } : own;
  const clock = new AdjustableClock();
  const sharedKeyPrefix = redis && redis !== true ? redis.keyPrefix : undefined;
  const redisKeyPrefix = redis ? (sharedKeyPrefix ?? `${db.schema}:`) : undefined;
  const sharedMailbox = mail && mail !== true ? mail.mailbox : undefined;
  const mailbox = mail ? (sharedMailbox ?? (await startMailbox())) : undefined;
  const env: Record<string, string> = {
    DATABASE_URL: db.url,
    DATABASE_SCHEMA: db.schema,
    NATS_URL: testEnv.natsUrl,
    REDIS_URL: testEnv.redisUrl,
    ...(redisKeyPrefix ? { REDIS_KEY_PREFIX: redisKeyPrefix } : {}),
    ...(mailbox ? { SMTP_URL: mailbox.smtpUrl } : {}),
  };
  /** `base` with the key prefix and the SMTP server, when the service has them. */
  const withExtras = <T extends object>(base: T) =>
    ({
      ...base,
      ...(redisKeyPrefix ? { redisKeyPrefix } : {}),
      ...(mailbox ? { mailbox } : {}),
    }) as T & PlatformExtras<O>;

  /** After the app is closed: deletes the suite's Redis keys, closes its SMTP server, deletes its stream, drops its schema. */
  const release = () =>
    releaseSuiteResources({
      redisKeyPrefix: sharedKeyPrefix ? undefined : redisKeyPrefix,
      mailbox: sharedMailbox ? undefined : mailbox,
      bus: sharedBus ? undefined : bus,
      db,
    });

  /** The service on the platform, its modules wired from its parsed `config`. */
  const mount = <C extends MountedConfig>(app: {
    config: C;
    configModule: { forRoot(config: C): DynamicModule };
    features: (Type<unknown> | DynamicModule)[];
  }) => {
    const { config } = app;
    const modules: DynamicModule[] = [
      TestClockModule.forRoot(clock),
      DatabaseModule.forRoot({
        url: db.url,
        schema: db.schema,
        entities,
        migrations,
        ...(poolMax ? { poolMax } : {}),
      }),
      EventsModule.forRoot(bus),
      // /health, /health/ready and /metrics on the service's HTTP port, as in production.
      ObservabilityModule.forRoot({
        service,
        checks: { inject: [MikroORM], useFactory: (orm: MikroORM) => [postgresCheck(orm)] },
      }),
    ];
    if (redisKeyPrefix)
      modules.push(RedisModule.forRoot({ url: testEnv.redisUrl, keyPrefix: redisKeyPrefix }));
    if (mailbox) {
      if (!config.SMTP_URL || !config.MAIL_FROM)
        throw new Error(`${service}: mail needs SMTP_URL and MAIL_FROM`);
      modules.push(
        MailModule.forRoot({
          smtpUrl: config.SMTP_URL,
          from: config.MAIL_FROM,
          delivery: TEST_MAIL_DELIVERY,
        }),
      );
    }
    return withExtras({
      db,
      bus,
      clock,
      config,
      imports: [app.configModule.forRoot(config), ...modules, ...app.features],
      release,
    });
  };
  return withExtras({ db, bus, clock, env, mount, release });
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
  /** Waits until the service's consumer has applied the event `eventId` (its inbox has it). */
  const applied = (eventId: string) =>
    waitFor(
      async () => (await sql(`select 1 from ${table('inbox')} where event_id = ?`, [eventId])).length > 0,
    );
  return { sql, table, outbox, applied };
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

/**
 * Waits until the service's relay has published the outbox rows of `name`, then returns the last
 * event of `name` on the suite's stream, as the other services receive it.
 */
export async function lastPublished(
  db: Pick<TestDatabase, 'orm' | 'schema'>,
  app: AppGetter,
  bus: SharedBus,
  name: EventName,
): Promise<Record<string, unknown>> {
  const { sql, table } = schemaQueries(db);
  await waitFor(async () =>
    (
      await sql<{ published_at: Date | null }>(`select published_at from ${table('outbox')} where name = ?`, [
        name,
      ])
    ).every((row) => row.published_at !== null),
  );
  const { jsm } = await app.get(JetStreamConnection).get();
  const message = await jsm.streams.getMessage(bus.stream, { last_by_subj: `${bus.subjectPrefix}.${name}` });
  return message!.json<Record<string, unknown>>();
}
