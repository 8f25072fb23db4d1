import type { EventName, EventPayload } from '@encontro/contracts';
import { AdjustableClock } from '@encontro/server-clock';
import { DatabaseModule, qualified } from '@encontro/server-database';
import { EventsModule, Outbox } from '@encontro/server-events';
import { MailModule } from '@encontro/server-mail';
import { REDIS, RedisModule } from '@encontro/server-redis';
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
import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { SupportConfigModule, loadSupportConfig } from '../../src/config.js';
import { supportMigrations } from '../../src/migrations/index.js';
import { supportEntities } from '../../src/support.entities.js';
import { supportFeatures } from '../../src/support.features.js';
import { type Mailbox, startMailbox } from '@encontro/testing';

export const PUBLIC_URL = 'http://encontro.test';
export const CONTACT_EMAIL = 'contato@encontro.test';

/** support-svc's platform modules on resources of the suite's own, plus its features. */
export async function provisionSupport(
  prefix: string,
  env: Record<string, string> = {},
  /**
   * Resources of another service's suite (tests/system): its stream, to share events with the
   * other services, and its SMTP server (maildev keeps one server per process).
   */
  shared: { bus?: { stream: string; subjectPrefix: string }; mailbox?: Mailbox } = {},
) {
  const db = await createTestDatabase({ prefix, entities: supportEntities, migrations: supportMigrations });
  const own = testEventBusOptions('support-svc', db.schema);
  const bus = shared.bus
    ? { ...own, stream: shared.bus.stream, subjectPrefix: shared.bus.subjectPrefix }
    : own;
  const mailbox = shared.mailbox ?? (await startMailbox());
  const clock = new AdjustableClock();
  const config = loadSupportConfig({
    DATABASE_URL: db.url,
    DATABASE_SCHEMA: db.schema,
    PUBLIC_URL,
    CONTACT_EMAIL,
    SMTP_URL: mailbox.smtpUrl,
    NATS_URL: testEnv.natsUrl,
    REDIS_URL: testEnv.redisUrl,
    ...env,
  });
  const redisKeyPrefix = `${uniqueName(prefix)}:`;
  const imports = [
    SupportConfigModule.forRoot(config),
    TestClockModule.forRoot(clock),
    DatabaseModule.forRoot({
      url: db.url,
      schema: db.schema,
      entities: supportEntities,
      migrations: supportMigrations,
    }),
    EventsModule.forRoot(bus),
    RedisModule.forRoot({ url: testEnv.redisUrl, keyPrefix: redisKeyPrefix }),
    MailModule.forRoot({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      delivery: { pollIntervalMs: 200, firstRetryMs: 250, maxRetryMs: 1000 },
    }),
    ...supportFeatures,
  ];
  return {
    db,
    bus,
    mailbox,
    clock,
    config,
    redisKeyPrefix,
    imports,
    /** After the app is closed: drops what the suite created. */
    release: () =>
      releaseSuiteResources({
        redisKeyPrefix,
        mailbox: shared.mailbox ? undefined : mailbox,
        bus: shared.bus ? undefined : bus,
        db,
      }),
  };
}

export type Provisioned = Awaited<ReturnType<typeof provisionSupport>>;

export type Person = {
  user_id: string;
  name: string;
  surname: string;
  email: string;
  city: string;
  state: string;
};

/**
 * Helpers shared by the suites: what other services would have announced (people, indications) is
 * published on the suite's stream through the outbox, so it reaches support-svc's consumer as in
 * production.
 */
export function supportFixtures(
  env: Provisioned,
  app: { get<T>(type: abstract new (...args: never[]) => T): T },
) {
  const sql = <T>(query: string, params: unknown[] = []) => env.db.orm.em.fork().execute<T[]>(query, params);
  const table = (name: string) => qualified(env.db.schema, name);
  const publish = async <N extends EventName>(name: N, payload: EventPayload<N>) => {
    const em = env.db.orm.em.fork();
    app.get(Outbox).add(em, name, payload);
    await em.flush();
  };

  /** A person support-svc knows (after user.registered has been consumed). */
  const person = async (overrides: Partial<Person> = {}): Promise<Person> => {
    const who: Person = {
      user_id: randomUUID(),
      name: 'Ana',
      surname: 'Souza',
      email: `${uniqueName('pessoa')}@example.com`,
      city: 'São Paulo',
      state: 'São Paulo',
      ...overrides,
    };
    await publish('user.registered', {
      ...who,
      city_id: '3550308',
      gender: 'F',
      photo: null,
      is_admin: false,
      created_at: new Date().toISOString(),
    });
    await waitFor(
      async () => (await sql(`select 1 from ${table('users')} where id = ?`, [who.user_id])).length,
    );
    return who;
  };

  /** An indication of `owner`, announced by indication-svc and known to support-svc. */
  const indication = async (owner: Person, name = 'Bar do Zé') => {
    const indicationId = randomUUID();
    await publish('indication.submitted', {
      indication_id: indicationId,
      user_id: owner.user_id,
      week: '2026-W47',
      state: owner.state,
      city: owner.city,
      city_id: '3550308',
      name,
      address: 'Rua Augusta, 100',
      status: 'pending',
      submitted_at: new Date().toISOString(),
    });
    await waitFor(
      async () =>
        (await sql(`select 1 from ${table('host_indications')} where id = ?`, [indicationId])).length,
    );
    return { id: indicationId, name };
  };

  return { sql, table, publish, person, indication };
}

export type SupportTestApp = ServiceTestApp<Provisioned, ReturnType<typeof supportFixtures>> & {
  mailbox: Mailbox;
  redis: Redis;
};

export async function createSupportTestApp(
  prefix: string,
  env: Record<string, string> = {},
): Promise<SupportTestApp> {
  const started = await startServiceTestApp(await provisionSupport(prefix, env), supportFixtures);
  return { ...started, mailbox: started.env.mailbox, redis: started.app.get<Redis>(REDIS) };
}
