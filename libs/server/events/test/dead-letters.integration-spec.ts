import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Test, type TestingModule } from '@nestjs/testing';
import { Migration } from '@mikro-orm/migrations';
import { DatabaseModule, qualified } from '@encontro/server-database';
import { eventsDeadLettered, eventsHandled, eventsRedelivered } from '@encontro/server-observability';
import { createTestDatabase, testEventBusOptions, waitFor, type TestDatabase } from '@encontro/testing';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { register } from 'prom-client';
import {
  EventConsumer,
  EventsModule,
  JetStreamConnection,
  Outbox,
  OutboxRelay,
  deadLetterHeaders,
  eventEntities,
  outboxInboxMigration,
  outboxTraceparentMigration,
} from '../src/index.js';

class AppliedTableMigration extends Migration {
  override up(): void {
    this.addSql('create table applied (event_id uuid primary key, user_id uuid not null)');
  }
}

const root = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
const MAX_DELIVER = 3;

type Listed = {
  seq: number;
  service: string;
  subject: string;
  event: string;
  id: string | null;
  deliveries: number;
  reason: string;
};

describe('dead letters: a poison event after its last delivery', () => {
  let db: TestDatabase;
  let bus: ReturnType<typeof testEventBusOptions>;
  let app: TestingModule;
  let consumer: EventConsumer;
  const poisoned = new Set<string>();

  const applied = async (userId: string) =>
    (
      await db.orm.em
        .fork()
        .execute(`select 1 from ${qualified(db.schema, 'applied')} where user_id = ?`, [userId])
    ).length > 0;
  const emit = (userId: string) =>
    db.orm.em
      .fork()
      .transactional(async (em) =>
        app.get(Outbox).add(em, 'user.verified', { user_id: userId, verified_at: new Date().toISOString() }),
      );
  const counted = async (
    metric: { get(): Promise<{ values: { labels: object; value: number }[] }> },
    labels: object,
  ) =>
    (await metric.get()).values
      .filter((v) => Object.entries(labels).every(([k, x]) => (v.labels as Record<string, unknown>)[k] === x))
      .reduce((sum, v) => sum + v.value, 0);
  const deadLetters = async () => {
    const { jsm } = await app.get(JetStreamConnection).get();
    return (await jsm.streams.info(`${bus.stream}_DEAD`)).state.messages;
  };
  const script = async (...args: string[]) => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        'scripts/tools/dead-letters.mjs',
        ...args,
        '--nats',
        bus.natsUrl,
        '--stream',
        bus.stream,
        '--prefix',
        bus.subjectPrefix,
      ],
      { cwd: root },
    );
    return stdout;
  };
  const list = async () => JSON.parse(await script('list', '--json')) as Listed[];

  beforeAll(async () => {
    const migrations = [
      outboxInboxMigration,
      outboxTraceparentMigration,
      { name: '0001-applied', class: AppliedTableMigration },
    ];
    db = await createTestDatabase({ prefix: 'deadletters', entities: eventEntities, migrations });
    bus = testEventBusOptions('dead-letters-test', db.schema);
    app = await Test.createTestingModule({
      imports: [
        DatabaseModule.forRoot({ url: db.url, schema: db.schema, entities: eventEntities, migrations }),
        EventsModule.forRoot({ ...bus, maxDeliver: MAX_DELIVER }),
      ],
    }).compile();
    consumer = app.get(EventConsumer);
    consumer.on('user.verified', async (payload, em, envelope) => {
      if (poisoned.has(payload.user_id)) throw new Error('handler failed');
      await em.execute(`insert into ${qualified(db.schema, 'applied')} (event_id, user_id) values (?, ?)`, [
        envelope.id,
        payload.user_id,
      ]);
    });
    app.get(OutboxRelay).start();
    await consumer.start();
  });

  afterAll(async () => {
    await app.close();
    await bus.deleteStream();
    await db.drop();
  });

  it('moves the event to the dead-letter stream with its reason, counts it, and goes on with the next', async () => {
    const event = { event: 'user.verified' };
    const before = {
      failed: await counted(eventsHandled, { ...event, outcome: 'failed' }),
      redelivered: await counted(eventsRedelivered, event),
      dead: await counted(eventsDeadLettered, event),
    };
    const poison = randomUUID();
    const next = randomUUID();
    poisoned.add(poison);
    await emit(poison);
    await emit(next);

    await waitFor(() => applied(next));
    await waitFor(async () => (await deadLetters()) === 1, 20_000);

    const [letter] = await list();
    expect(letter).toMatchObject({
      service: 'dead-letters-test',
      subject: `${bus.subjectPrefix}.user.verified`,
      event: 'user.verified',
      deliveries: MAX_DELIVER,
      reason: 'handler failed',
    });
    const [row] = await db.orm.em
      .fork()
      .execute<{ id: string }[]>(
        `select id from ${qualified(db.schema, 'outbox')} where payload->>'user_id' = ?`,
        [poison],
      );
    expect(letter!.id).toBe(row!.id);
    expect(await counted(eventsHandled, { ...event, outcome: 'failed' })).toBe(before.failed + MAX_DELIVER);
    expect(await counted(eventsRedelivered, event)).toBe(before.redelivered + MAX_DELIVER - 1);
    expect(await counted(eventsDeadLettered, event)).toBe(before.dead + 1);
    // Settled: nothing waits on the consumer, and the gauge reads the stream.
    const { jsm } = await app.get(JetStreamConnection).get();
    await waitFor(
      async () => (await jsm.consumers.info(bus.stream, consumer.durableName)).num_ack_pending === 0,
    );
    expect(await register.getSingleMetricAsString('encontro_dead_letter_messages')).toMatch(
      /^encontro_dead_letter_messages 1$/m,
    );
    expect(await register.getSingleMetricAsString('encontro_event_consumer_ack_pending')).toMatch(
      /^encontro_event_consumer_ack_pending\{consumer="dead-letters-test"\} 0$/m,
    );
  });

  it('keeps the headers of the event and adds where and why', async () => {
    const { js } = await app.get(JetStreamConnection).get();
    const [letter] = await list();
    const message = await (await js.consumers.get(`${bus.stream}_DEAD`)).next({ expires: 1000 });
    expect(message?.seq).toBe(letter!.seq);
    expect(message?.headers?.get(deadLetterHeaders.sequence)).toMatch(/^\d+$/);
    expect(message?.headers?.get('Nats-Msg-Id')).toBe(
      `dead-letters-test:${message?.headers?.get(deadLetterHeaders.sequence)}`,
    );
  });

  it('dead-letters an unreadable message at once', async () => {
    const { js } = await app.get(JetStreamConnection).get();
    const dead = await counted(eventsDeadLettered, { event: 'user.verified' });
    await js.publish(`${bus.subjectPrefix}.user.verified`, 'not json', { msgID: randomUUID() });
    await waitFor(async () => (await deadLetters()) === 2);
    const unreadable = (await list()).find((l) => l.reason === 'unreadable');
    expect(unreadable).toMatchObject({ id: null, deliveries: 1, event: 'user.verified' });
    expect(await counted(eventsDeadLettered, { event: 'user.verified' })).toBe(dead + 1);
  });

  it('replays a dead letter once its cause is fixed: the consumer applies it and the dead letter goes', async () => {
    const letter = (await list()).find((l) => l.reason === 'handler failed')!;
    const [row] = await db.orm.em
      .fork()
      .execute<{ user_id: string }[]>(
        `select payload->>'user_id' as user_id from ${qualified(db.schema, 'outbox')} where id = ?`,
        [letter.id],
      );
    poisoned.clear();
    expect(await script('replay', '--seq', String(letter.seq))).toMatch(/replayed 1 dead letter/);
    await waitFor(() => applied(row!.user_id));
    expect((await list()).map((l) => l.reason)).toEqual(['unreadable']);
    expect(await script('drop', '--service', 'dead-letters-test')).toMatch(/dropped 1 dead letter/);
    expect(await deadLetters()).toBe(0);
  });

  it('brings a consumer made before the bound (max_deliver -1) to it at start', async () => {
    const { jsm } = await app.get(JetStreamConnection).get();
    await consumer.stop();
    await jsm.consumers.update(bus.stream, consumer.durableName, { max_deliver: -1 });
    await consumer.start();
    const { config } = await jsm.consumers.info(bus.stream, consumer.durableName);
    // A few deliveries past the bound: for a dead-letter publish that failed.
    expect(config.max_deliver).toBe(MAX_DELIVER + 3);
  });

  it('brings a consumer made with another ack wait to the configured one at start (30 s by default)', async () => {
    const { jsm } = await app.get(JetStreamConnection).get();
    await consumer.stop();
    await jsm.consumers.update(bus.stream, consumer.durableName, { ack_wait: 7_000_000_000 });
    await consumer.start();
    const { config } = await jsm.consumers.info(bus.stream, consumer.durableName);
    expect(config.ack_wait).toBe(30_000_000_000);
  });
});
