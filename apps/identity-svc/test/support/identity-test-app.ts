import { Test, type TestingModule } from '@nestjs/testing';
import type { EventName } from '@encontro/contracts';
import type { AdjustableClock } from '@encontro/server-clock';
import { JetStreamConnection } from '@encontro/server-events';
import { MailModule, MailRelay } from '@encontro/server-mail';
import { REDIS, RedisModule } from '@encontro/server-redis';
import {
  type Mailbox,
  TEST_MAIL_DELIVERY,
  type TestDatabase,
  provisionPlatform,
  schemaQueries,
  startMailbox,
  testEnv,
  uniqueName,
  waitFor,
} from '@encontro/testing';
import type { Redis } from 'ioredis';
import { type KeyObject, generateKeyPairSync } from 'node:crypto';
import { AfterAnswer } from '../../src/account-mail/after-answer.service.js';
import { type IdentityConfig, IdentityConfigModule, loadIdentityConfig } from '../../src/config.js';
import { identityEntities } from '../../src/identity.entities.js';
import { identityFeatures } from '../../src/identity.features.js';
import { identityMigrations } from '../../src/migrations/index.js';

export const PUBLIC_URL = 'http://encontro.test';

export type OutboxRow = { name: string; payload: Record<string, unknown>; published_at: Date | null };

/**
 * identity-svc's feature modules on a schema, a JetStream stream, a Redis key prefix and an SMTP
 * server of the suite's own, with a clock the suite can move.
 */
export type IdentityTestApp = {
  app: TestingModule;
  db: TestDatabase;
  clock: AdjustableClock;
  mailbox: Mailbox;
  redis: Redis;
  config: IdentityConfig;
  publicKey: KeyObject;
  get<T>(type: abstract new (...args: never[]) => T): T;
  /** Waits until the work started after answering is done and the mail outbox has nothing pending. */
  mailSettled(): Promise<void>;
  sql<T>(query: string, params?: unknown[]): Promise<T[]>;
  table(name: string): string;
  outbox(name?: EventName): Promise<OutboxRow[]>;
  /** Waits until the outbox rows of `name` are published and returns the last one found on the stream. */
  lastPublished(name: EventName): Promise<Record<string, unknown>>;
  close(): Promise<void>;
};

/** The platform modules identity-svc needs, on resources of the suite's own, plus its features. */
export async function provisionIdentity(prefix: string) {
  const platform = await provisionPlatform({
    service: 'identity-svc',
    prefix,
    entities: identityEntities,
    migrations: identityMigrations,
  });
  const { db, bus, clock, modules } = platform;
  const mailbox = await startMailbox();
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const config = loadIdentityConfig({
    ...platform.env,
    JWT_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    JWT_KEY_ID: 'test-key',
    PUBLIC_URL,
    SMTP_URL: mailbox.smtpUrl,
  });
  const redisKeyPrefix = `${uniqueName(prefix)}:`;
  const imports = [
    IdentityConfigModule.forRoot(config),
    ...modules,
    RedisModule.forRoot({ url: testEnv.redisUrl, keyPrefix: redisKeyPrefix }),
    MailModule.forRoot({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, delivery: TEST_MAIL_DELIVERY }),
    ...identityFeatures,
  ];
  return {
    db,
    bus,
    mailbox,
    clock,
    config,
    publicKey,
    redisKeyPrefix,
    imports,
    /** After the app is closed: drops what the suite created. */
    release: () => platform.release({ mailbox }),
  };
}

export async function createIdentityTestApp(prefix: string): Promise<IdentityTestApp> {
  const { db, bus, mailbox, clock, config, publicKey, redisKeyPrefix, imports, release } =
    await provisionIdentity(prefix);
  const app = await Test.createTestingModule({ imports }).compile();
  await app.init();
  const redis = app.get<Redis>(REDIS);

  const { sql, table } = schemaQueries(db);
  const outbox = (name?: EventName) =>
    sql<OutboxRow>(
      `select name, payload, published_at from ${table('outbox')} ${name ? 'where name = ?' : ''} order by occurred_at, id`,
      name ? [name] : [],
    );

  return {
    app,
    db,
    clock,
    mailbox,
    redis,
    config,
    publicKey,
    get: (type) => app.get(type),
    mailSettled: async () => {
      await app.get(AfterAnswer).settled();
      await waitFor(async () => (await app.get(MailRelay).pending()) === 0);
    },
    sql,
    table,
    outbox,
    lastPublished: async (name) => {
      await waitFor(async () => (await outbox(name)).every((row) => row.published_at !== null));
      const { jsm } = await app.get(JetStreamConnection).get();
      const message = await jsm.streams.getMessage(bus.stream, {
        last_by_subj: `${bus.subjectPrefix}.${name}`,
      });
      return message!.json<Record<string, unknown>>();
    },
    close: async () => {
      const keys = await redis.keys(`${redisKeyPrefix}*`);
      if (keys.length) await redis.unlink(...keys.map((k) => k.slice(redisKeyPrefix.length)));
      await app.close();
      await release();
    },
  };
}
