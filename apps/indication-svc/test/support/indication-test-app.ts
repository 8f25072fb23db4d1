import { Test, type TestingModule } from '@nestjs/testing';
import type { EventName, EventPayload, Gender } from '@encontro/contracts';
import type { AdjustableClock } from '@encontro/server-clock';
import {
  type Mailbox,
  SAO_PAULO,
  type SharedBus,
  type TestDatabase,
  provisionPlatform,
  publishAsRelay,
  schemaQueries,
} from '@encontro/testing';
import { randomUUID } from 'node:crypto';
import { type IndicationConfig, IndicationConfigModule, loadIndicationConfig } from '../../src/config.js';
import { WeeklyCycleScheduler } from '../../src/cycle/weekly-cycle.scheduler.js';
import { indicationEntities } from '../../src/indication.entities.js';
import { indicationFeatures } from '../../src/indication.features.js';
import { IndicationsHandlers } from '../../src/indications/indications.handlers.js';
import { indicationMigrations } from '../../src/migrations/index.js';
import { PeopleRepository } from '../../src/people/people.repository.js';
import { nominationForm, photoKey } from './nomination.js';

export const PUBLIC_URL = 'http://encontro.test';
export { RIO, SAO_PAULO, newCity } from '@encontro/testing';

export type Provisioned = Awaited<ReturnType<typeof provisionIndication>>;

/**
 * indication-svc's platform modules on a schema, a JetStream stream, a Redis key prefix and an
 * SMTP server of the suite's own, with a clock the suite moves. `imports` mounts the whole service; several apps
 * built from one provision share the database, as replicas do.
 */
export async function provisionIndication(
  prefix: string,
  env: Record<string, string> = {},
  /**
   * Resources of another service's suite (tests/system): its stream, to hear its events, and its
   * SMTP server (maildev keeps one server per process, so two would not both close).
   */
  shared: {
    bus?: SharedBus;
    mailbox?: Mailbox;
    /** The gateway's Redis prefix, so it sees the read versions this service advances. */
    redisKeyPrefix?: string;
  } = {},
) {
  const platform = await provisionPlatform({
    service: 'indication-svc',
    prefix,
    entities: indicationEntities,
    migrations: indicationMigrations,
    poolMax: 30,
    sharedBus: shared.bus,
    redis: { keyPrefix: shared.redisKeyPrefix },
    mail: { mailbox: shared.mailbox },
  });
  const config = loadIndicationConfig({ ...platform.env, PUBLIC_URL, CYCLE_TICK_MS: '200', ...env });
  return platform.mount({ config, configModule: IndicationConfigModule, features: indicationFeatures });
}

export type IndicationTestApp = {
  app: TestingModule;
  /** The provision's clock and SMTP server, shared by its replicas. */
  clock: AdjustableClock;
  mailbox: Mailbox;
  get<T>(type: abstract new (...args: never[]) => T): T;
  sql<T>(query: string, params?: unknown[]): Promise<T[]>;
  table(name: string): string;
  outbox<N extends EventName>(name: N): Promise<EventPayload<N>[]>;
  /** A person as identity-svc's events would describe them; returns the id. */
  person(
    place?: typeof SAO_PAULO,
    overrides?: { name?: string; email?: string; gender?: Gender | null },
  ): Promise<string>;
  /**
   * Submits `nomination()` with `overrides` through the handler, as the gateway forwards it, with
   * one stored photo unless told otherwise.
   */
  nominate(
    userId: string,
    overrides?: Record<string, string>,
    photoKeys?: string[],
  ): ReturnType<IndicationsHandlers['submit']>;
  /** Publishes an event on the suite's stream, as another service's outbox relay would. */
  publish<N extends EventName>(name: N, payload: EventPayload<N>): Promise<void>;
  /** Another running instance on the same provision (its own close() leaves the provision alone). */
  replica(options?: { scheduler?: boolean }): Promise<IndicationTestApp>;
  close(): Promise<void>;
};

/**
 * A suite's own provision and one replica on it, as identity's createIdentityTestApp: its close()
 * closes the replica and releases the provision.
 */
export async function createIndicationTestApp(
  prefix: string,
  env: Record<string, string> = {},
): Promise<IndicationTestApp> {
  const p = await provisionIndication(prefix, env);
  let t: IndicationTestApp;
  try {
    t = await startIndicationApp(p);
  } catch (error) {
    await p.release();
    throw error;
  }
  return {
    ...t,
    close: async () => {
      await t.close();
      await p.release();
    },
  };
}

/**
 * One running instance ("replica") of the service on a provision. The weekly scheduler is
 * stopped unless `scheduler: true`, so a suite drives the cycle by calling the services.
 */
export async function startIndicationApp(
  p: Provisioned,
  options: { scheduler?: boolean } = {},
): Promise<IndicationTestApp> {
  const app = await Test.createTestingModule({ imports: p.imports }).compile();
  await app.init();
  if (!options.scheduler) await app.get(WeeklyCycleScheduler).stop();
  const { sql, table, outbox } = schemaQueries(p.db);
  let people = 0;
  return {
    app,
    clock: p.clock,
    mailbox: p.mailbox,
    get: (type) => app.get(type),
    sql,
    table,
    outbox,
    person: async (place = SAO_PAULO, overrides = {}) => {
      const id = randomUUID();
      people += 1;
      const em = p.db.orm.em.fork();
      await app.get(PeopleRepository).upsert(
        em,
        {
          user_id: id,
          name: overrides.name ?? `Pessoa${people}`,
          surname: 'Teste',
          email: overrides.email ?? `pessoa-${id}@example.com`,
          gender: overrides.gender ?? null,
          photo: null,
          is_admin: false,
          ...place,
        },
        new Date(),
      );
      await em.flush();
      return id;
    },
    nominate: (userId, overrides = {}, photoKeys = [photoKey(userId)]) =>
      app
        .get(IndicationsHandlers)
        .submit({ user_id: userId, body: nominationForm(overrides), photo_keys: photoKeys }),
    publish: async (name, payload) => {
      await publishAsRelay(app, p.bus, name, payload);
    },
    replica: (replicaOptions) => startIndicationApp(p, replicaOptions),
    close: () => app.close(),
  };
}

export type { IndicationConfig, Mailbox, TestDatabase };
