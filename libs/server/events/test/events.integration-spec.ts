import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Test, type TestingModule } from '@nestjs/testing';
import { Migration } from '@mikro-orm/migrations';
import { DatabaseModule, qualified } from '@encontro/server-database';
import { createTestDatabase, testEventBusOptions, waitFor, type TestDatabase } from '@encontro/testing';
import { randomUUID } from 'node:crypto';
import {
  EventConsumer,
  EventTablesPruner,
  EventsModule,
  Outbox,
  OutboxRelay,
  JetStreamConnection,
  eventEntities,
  outboxInboxMigration,
  outboxTraceparentMigration,
  outboxUnpublishedOrderMigration,
  unpublishedBatchSql,
} from '../src/index.js';

class AppliedTableMigration extends Migration {
  override up(): void {
    this.addSql(
      'create table applied (id serial primary key, event_id uuid not null, user_id uuid not null, tx bigint not null)',
    );
  }
}

describe('JetStream events with outbox and inbox', () => {
  let db: TestDatabase;
  let bus: ReturnType<typeof testEventBusOptions>;
  let app: TestingModule;
  let outbox: Outbox;
  let relay: OutboxRelay;
  let consumer: EventConsumer;
  /** user_id → failures still to throw before its event applies. */
  const failing = new Map<string, number>();

  const applied = async () =>
    db.orm.em
      .fork()
      .execute<{ event_id: string; user_id: string; tx: string }[]>(
        `select event_id, user_id, tx from ${qualified(db.schema, 'applied')} order by id`,
      );
  const allPublished = async () =>
    (
      await db.orm.em
        .fork()
        .execute(`select 1 from ${qualified(db.schema, 'outbox')} where published_at is null`)
    ).length === 0;

  const emit = async (userId: string) =>
    db.orm.em.fork().transactional(async (em) => {
      outbox.add(em, 'user.verified', { user_id: userId, verified_at: new Date().toISOString() });
    });

  beforeAll(async () => {
    const migrations = [
      outboxInboxMigration,
      outboxTraceparentMigration,
      outboxUnpublishedOrderMigration,
      { name: '0001-applied', class: AppliedTableMigration },
    ];
    db = await createTestDatabase({ prefix: 'events', entities: eventEntities, migrations });
    bus = testEventBusOptions('events-test', db.schema);
    app = await Test.createTestingModule({
      imports: [
        DatabaseModule.forRoot({ url: db.url, schema: db.schema, entities: eventEntities, migrations }),
        EventsModule.forRoot(bus),
      ],
    }).compile();
    outbox = app.get(Outbox);
    relay = app.get(OutboxRelay);
    consumer = app.get(EventConsumer);
    consumer.on('user.verified', async (payload, em, envelope) => {
      await em.execute(
        `insert into ${qualified(db.schema, 'applied')} (event_id, user_id, tx) values (?, ?, txid_current())`,
        [envelope.id, payload.user_id],
      );
      const failures = failing.get(payload.user_id) ?? 0;
      if (failures > 0) {
        failing.set(payload.user_id, failures - 1);
        throw new Error('handler failed');
      }
    });
    relay.start();
  });

  afterAll(async () => {
    await app.close();
    await bus.deleteStream();
    await db.drop();
  });

  it('applies each event exactly once after a stopped consumer restarts', async () => {
    await consumer.start();
    await consumer.stop();

    const users = [randomUUID(), randomUUID(), randomUUID()];
    for (const user of users) await emit(user);
    // The relay publishes while the consumer is down; nothing is applied yet.
    await waitFor(
      async () =>
        (
          await db.orm.em
            .fork()
            .execute(`select 1 from ${qualified(db.schema, 'outbox')} where published_at is null`)
        ).length === 0,
    );
    expect(await applied()).toHaveLength(0);

    await consumer.start();
    await waitFor(async () => (await applied()).length >= 3);
    // Redeliver one event under a new message id: the inbox must ignore it.
    const [first] = await applied();
    const { js } = await app.get(JetStreamConnection).get();
    await js.publish(
      `${bus.subjectPrefix}.user.verified`,
      JSON.stringify({
        id: first!.event_id,
        name: 'user.verified',
        occurred_at: new Date().toISOString(),
        payload: { user_id: first!.user_id, verified_at: new Date().toISOString() },
      }),
      { msgID: randomUUID() },
    );
    await new Promise((resolve) => setTimeout(resolve, 500));

    const rows = await applied();
    expect(rows.map((r) => r.user_id).sort()).toEqual([...users].sort());
    expect(new Set(rows.map((r) => r.event_id)).size).toBe(3);
  });

  const burst = async (count: number, failingAt?: number) => {
    await consumer.stop();
    const before = (await applied()).length;
    const users = Array.from({ length: count }, () => randomUUID());
    if (failingAt !== undefined) failing.set(users[failingAt]!, 2);
    for (const user of users) await emit(user);
    await waitFor(allPublished);
    await consumer.start();
    await waitFor(async () => (await applied()).length >= before + count);
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { users, rows: (await applied()).slice(before) };
  };

  it('applies events that wait together in one transaction, in order', async () => {
    const { users, rows } = await burst(12);
    expect(rows.map((r) => r.user_id)).toEqual(users);
    expect(new Set(rows.map((r) => r.tx)).size).toBeLessThan(users.length);
  });

  it('when one event of a batch fails, applies the others and retries only that one', async () => {
    const { users, rows } = await burst(12, 5);
    expect(rows.map((r) => r.user_id)).toEqual(users.filter((u) => u !== users[5]).concat(users[5]!));
    expect(failing.get(users[5]!)).toBe(0);
  });

  it('publishes the events of one transaction in the order they were added, even within one millisecond', async () => {
    await consumer.stop();
    const before = (await applied()).length;
    const users = Array.from({ length: 30 }, () => randomUUID());
    await db.orm.em.fork().transactional(async (em) => {
      for (const user of users)
        outbox.add(em, 'user.verified', { user_id: user, verified_at: new Date().toISOString() });
    });
    await waitFor(allPublished);
    await consumer.start();
    await waitFor(async () => (await applied()).length >= before + users.length);
    expect((await applied()).slice(before).map((r) => r.user_id)).toEqual(users);
  });

  it('applies an event delivered twice in one batch once', async () => {
    await consumer.stop();
    const before = (await applied()).length;
    const { js } = await app.get(JetStreamConnection).get();
    const data = JSON.stringify({
      id: randomUUID(),
      name: 'user.verified',
      occurred_at: new Date().toISOString(),
      payload: { user_id: randomUUID(), verified_at: new Date().toISOString() },
    });
    for (let i = 0; i < 2; i += 1)
      await js.publish(`${bus.subjectPrefix}.user.verified`, data, { msgID: randomUUID() });
    await emit(randomUUID());
    await waitFor(allPublished);
    await consumer.start();
    await waitFor(async () => (await applied()).length >= before + 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await applied()).toHaveLength(before + 2);
  });

  it('acks the events it has no handler for without applying them', async () => {
    const { js, jsm } = await app.get(JetStreamConnection).get();
    const before = (await applied()).length;
    for (let i = 0; i < 5; i += 1)
      await js.publish(`${bus.subjectPrefix}.vote.cast`, 'not even json', { msgID: randomUUID() });
    await waitFor(async () => {
      const info = await jsm.consumers.info(bus.stream, consumer.durableName);
      return info.num_pending === 0 && info.num_ack_pending === 0;
    });
    expect(await applied()).toHaveLength(before);
  });

  it('publishes nothing from a rolled-back transaction', async () => {
    const { jsm } = await app.get(JetStreamConnection).get();
    const before = (await jsm.streams.info(bus.stream)).state.messages;
    const outboxCount = async () =>
      (await db.orm.em.fork().execute(`select 1 from ${qualified(db.schema, 'outbox')}`)).length;
    const rowsBefore = await outboxCount();
    await expect(
      db.orm.em.fork().transactional(async (em) => {
        outbox.add(em, 'user.verified', { user_id: randomUUID(), verified_at: new Date().toISOString() });
        await em.flush();
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await relay.publishBatch();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await outboxCount()).toBe(rowsBefore);
    expect((await jsm.streams.info(bus.stream)).state.messages).toBe(before);
  });

  it('drops a second publish of the same outbox row thanks to Nats-Msg-Id', async () => {
    const { js, jsm } = await app.get(JetStreamConnection).get();
    const before = (await jsm.streams.info(bus.stream)).state.messages;
    const id = randomUUID();
    const data = JSON.stringify({
      id,
      name: 'user.verified',
      occurred_at: new Date().toISOString(),
      payload: { user_id: randomUUID(), verified_at: new Date().toISOString() },
    });
    const first = await js.publish(`${bus.subjectPrefix}.user.verified`, data, { msgID: id });
    const second = await js.publish(`${bus.subjectPrefix}.user.verified`, data, { msgID: id });
    expect(first.duplicate).toBe(false);
    expect(second.duplicate).toBe(true);
    expect((await jsm.streams.info(bus.stream)).state.messages).toBe(before + 1);
  });

  it('creates the stream with 30 days of retention and brings an existing one to the configured retention', async () => {
    const { jsm } = await app.get(JetStreamConnection).get();
    expect((await jsm.streams.info(bus.stream)).config.max_age).toBe(30 * 86_400 * 1e9);

    const forever = new JetStreamConnection({ ...bus, service: 'events-test-forever', maxAgeDays: 0 });
    await forever.get();
    const updated = await jsm.streams.info(bus.stream);
    expect(updated.config.max_age).toBe(0);
    expect(updated.config.subjects).toEqual([`${bus.subjectPrefix}.>`]);
    expect(updated.config.duplicate_window).toBe(120_000_000_000);
    await forever.onApplicationShutdown();
  });

  it('prunes published outbox rows after a day and inbox rows after the stream forgets their events', async () => {
    const outboxTable = qualified(db.schema, 'outbox');
    const inboxTable = qualified(db.schema, 'inbox');
    const ids = { oldPublished: randomUUID(), recentPublished: randomUUID(), oldUnpublished: randomUUID() };
    const em = db.orm.em.fork();
    // The relay must not publish the unpublished one during the test: it stays claimed by nobody but is old.
    await relay.stop();
    try {
      await em.execute(
        `insert into ${outboxTable} (id, name, payload, occurred_at, published_at, attempts) values
           (?, 'user.verified', '{}', now() - interval '3 days', now() - interval '25 hours', 1),
           (?, 'user.verified', '{}', now() - interval '3 days', now() - interval '23 hours', 1),
           (?, 'user.verified', '{}', now() - interval '3 days', null, 0)`,
        [ids.oldPublished, ids.recentPublished, ids.oldUnpublished],
      );
      const inbox = { forgotten: randomUUID(), kept: randomUUID() };
      await em.execute(
        `insert into ${inboxTable} (event_id, consumer, name, processed_at) values
           (?, 'events-test', 'user.verified', now() - interval '32 days'),
           (?, 'events-test', 'user.verified', now() - interval '30 days')`,
        [inbox.forgotten, inbox.kept],
      );

      const pruned = await app.get(EventTablesPruner).prune();

      expect(pruned).toEqual({ outbox: 1, inbox: 1 });
      const left = await em.execute<{ id: string }[]>(`select id from ${outboxTable} where id in (?)`, [
        Object.values(ids),
      ]);
      expect(left.map((row) => row.id).sort()).toEqual([ids.recentPublished, ids.oldUnpublished].sort());
      const inboxLeft = await em.execute<{ event_id: string }[]>(
        `select event_id from ${inboxTable} where event_id in (?)`,
        [Object.values(inbox)],
      );
      expect(inboxLeft.map((row) => row.event_id)).toEqual([inbox.kept]);
      // Nothing else is due: a second pass deletes nothing.
      expect(await app.get(EventTablesPruner).prune()).toEqual({ outbox: 0, inbox: 0 });
    } finally {
      await em.execute(`delete from ${outboxTable} where id = ?`, [ids.oldUnpublished]);
      relay.start();
    }
  });

  it("claims the next batch with an index scan in the relay's order: no bitmap, which never marks the published rows dead, and no sort", async () => {
    const table = qualified(db.schema, 'outbox');
    await db.orm.em.fork().execute(
      `insert into ${table} (id, name, payload, occurred_at, published_at)
       select gen_random_uuid(), 'user.verified', '{}'::jsonb, now() - interval '1 hour', now()
         from generate_series(1, 5000)`,
    );
    await db.orm.em.fork().execute(`analyze ${table}`);
    const plan = (
      await db.orm.em
        .fork()
        .execute<{ 'QUERY PLAN': string }[]>(`explain ${unpublishedBatchSql(table)}`, [100])
    )
      .map((row) => row['QUERY PLAN'])
      .join('\n');
    expect(plan).toContain('Index Scan using outbox_unpublished_idx');
    expect(plan).not.toMatch(/Bitmap|Sort/);
  });

  it('keeps every inbox row when the stream keeps its events for ever', async () => {
    const inboxTable = qualified(db.schema, 'inbox');
    const old = randomUUID();
    await db.orm.em
      .fork()
      .execute(
        `insert into ${inboxTable} (event_id, consumer, name, processed_at) values (?, 'events-test', 'user.verified', now() - interval '400 days')`,
        [old],
      );
    const forever = new EventTablesPruner(db.orm, { ...bus, maxAgeDays: 0 });
    expect((await forever.prune()).inbox).toBe(0);
    expect(
      await db.orm.em.fork().execute(`select 1 from ${inboxTable} where event_id = ?`, [old]),
    ).toHaveLength(1);
  });
});
