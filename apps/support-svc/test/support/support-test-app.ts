import type { EventName, EventPayload } from '@encontro/contracts';
import { MailModule } from '@encontro/server-mail';
import { REDIS, RedisModule } from '@encontro/server-redis';
import {
  type AppGetter,
  type Mailbox,
  type ServiceTestApp,
  type SharedBus,
  TEST_MAIL_DELIVERY,
  addToOutbox,
  provisionPlatform,
  schemaQueries,
  startMailbox,
  startServiceTestApp,
  testEnv,
  uniqueName,
  waitFor,
} from '@encontro/testing';
import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { SupportConfigModule, loadSupportConfig } from '../../src/config.js';
import { supportMigrations } from '../../src/migrations/index.js';
import { supportEntities } from '../../src/support.entities.js';
import { supportFeatures } from '../../src/support.features.js';

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
  shared: { bus?: SharedBus; mailbox?: Mailbox } = {},
) {
  const platform = await provisionPlatform({
    service: 'support-svc',
    prefix,
    entities: supportEntities,
    migrations: supportMigrations,
    sharedBus: shared.bus,
  });
  const { db, bus, clock, modules } = platform;
  const mailbox = shared.mailbox ?? (await startMailbox());
  const config = loadSupportConfig({
    ...platform.env,
    PUBLIC_URL,
    CONTACT_EMAIL,
    SMTP_URL: mailbox.smtpUrl,
    ...env,
  });
  const redisKeyPrefix = `${uniqueName(prefix)}:`;
  const imports = [
    SupportConfigModule.forRoot(config),
    ...modules,
    RedisModule.forRoot({ url: testEnv.redisUrl, keyPrefix: redisKeyPrefix }),
    MailModule.forRoot({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, delivery: TEST_MAIL_DELIVERY }),
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
    release: () => platform.release({ redisKeyPrefix, mailbox: shared.mailbox ? undefined : mailbox }),
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
export function supportFixtures(env: Provisioned, app: AppGetter) {
  const { sql, table } = schemaQueries(env.db);
  const publish = <N extends EventName>(name: N, payload: EventPayload<N>) =>
    addToOutbox(env.db, app, name, payload);

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
