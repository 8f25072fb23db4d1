import type { EventName, EventPayload } from '@encontro/contracts';
import { REDIS } from '@encontro/server-redis';
import {
  type AppGetter,
  type Mailbox,
  type RegisteredPerson,
  type ServiceTestApp,
  type SharedBus,
  addToOutbox,
  provisionPlatform,
  registeredPerson,
  schemaQueries,
  startServiceTestApp,
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
    redis: true,
    mail: { mailbox: shared.mailbox },
  });
  const config = loadSupportConfig({ ...platform.env, PUBLIC_URL, CONTACT_EMAIL, ...env });
  return platform.mount({ config, configModule: SupportConfigModule, features: supportFeatures });
}

export type Provisioned = Awaited<ReturnType<typeof provisionSupport>>;

export type Person = RegisteredPerson;

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
    const { who, registered } = registeredPerson(overrides);
    await publish('user.registered', registered);
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
