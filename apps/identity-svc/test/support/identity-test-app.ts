import type { EventName } from '@encontro/contracts';
import { MailRelay } from '@encontro/server-mail';
import { REDIS } from '@encontro/server-redis';
import {
  type AppGetter,
  type ServiceTestApp,
  lastPublished,
  provisionPlatform,
  schemaQueries,
  startServiceTestApp,
  waitFor,
} from '@encontro/testing';
import type { Redis } from 'ioredis';
import { generateKeyPairSync } from 'node:crypto';
import { AfterAnswer } from '../../src/account-mail/after-answer.service.js';
import { IdentityConfigModule, loadIdentityConfig } from '../../src/config.js';
import { identityEntities } from '../../src/identity.entities.js';
import { identityFeatures } from '../../src/identity.features.js';
import { identityMigrations } from '../../src/migrations/index.js';

export const PUBLIC_URL = 'http://encontro.test';

export type OutboxRow = { name: string; payload: Record<string, unknown>; published_at: Date | null };

/**
 * The platform modules identity-svc needs — a schema, a JetStream stream, a Redis key prefix and an
 * SMTP server of the suite's own, with a clock the suite can move — plus its features.
 */
export async function provisionIdentity(prefix: string) {
  const platform = await provisionPlatform({
    service: 'identity-svc',
    prefix,
    entities: identityEntities,
    migrations: identityMigrations,
    redis: true,
    mail: true,
  });
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const config = loadIdentityConfig({
    ...platform.env,
    JWT_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    JWT_KEY_ID: 'test-key',
    PUBLIC_URL,
  });
  return {
    ...platform.mount({ config, configModule: IdentityConfigModule, features: identityFeatures }),
    publicKey,
  };
}

export type ProvisionedIdentity = Awaited<ReturnType<typeof provisionIdentity>>;

/** Raw SQL on the suite's schema, its outbox, and what the other services receive of it. */
export function identityFixtures(env: ProvisionedIdentity, app: AppGetter) {
  const { sql, table } = schemaQueries(env.db);
  const outbox = (name?: EventName) =>
    sql<OutboxRow>(
      `select name, payload, published_at from ${table('outbox')} ${name ? 'where name = ?' : ''} order by occurred_at, id`,
      name ? [name] : [],
    );
  return {
    db: env.db,
    mailbox: env.mailbox,
    publicKey: env.publicKey,
    sql,
    table,
    outbox,
    /** Waits until the outbox rows of `name` are published and returns the last one found on the stream. */
    lastPublished: (name: EventName) => lastPublished(env.db, app, env.bus, name),
    /** Waits until the work started after answering is done and the mail outbox has nothing pending. */
    mailSettled: async () => {
      await app.get(AfterAnswer).settled();
      await waitFor(async () => (await app.get(MailRelay).pending()) === 0);
    },
  };
}

export type IdentityFixtures = ReturnType<typeof identityFixtures>;

/** identity-svc in the test process on resources of the suite's own (handlers are called directly). */
export type IdentityTestApp = ServiceTestApp<ProvisionedIdentity, IdentityFixtures> & { redis: Redis };

export async function createIdentityTestApp(prefix: string): Promise<IdentityTestApp> {
  const started = await startServiceTestApp(await provisionIdentity(prefix), identityFixtures);
  return { ...started, redis: started.app.get<Redis>(REDIS) };
}
