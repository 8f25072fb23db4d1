import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Test, type TestingModule } from '@nestjs/testing';
import { Migration } from '@mikro-orm/migrations';
import { DatabaseModule, qualified } from '@encontro/server-database';
import { createTestDatabase, testEventBusOptions, waitFor, type TestDatabase } from '@encontro/testing';
import { randomUUID } from 'node:crypto';
import {
  EventConsumer,
  EventsModule,
  JetStreamConnection,
  eventEntities,
  outboxInboxMigration,
  outboxTraceparentMigration,
} from '../src/index.js';

class DeletedTableMigration extends Migration {
  override up(): void {
    this.addSql('create table deleted (user_id uuid primary key)');
  }
}

/**
 * NATS permissions say who may publish on a subject (`<prefix>.user.deleted`: identity-svc only), not
 * what a message's envelope claims: a consumer believes the subject, so an envelope naming another
 * event than its subject is put with the dead letters, never applied.
 */
describe('an event whose envelope names another event than its subject', () => {
  let db: TestDatabase;
  let bus: ReturnType<typeof testEventBusOptions>;
  let app: TestingModule;

  const deleted = async (userId: string) =>
    (
      await db.orm.em
        .fork()
        .execute(`select 1 from ${qualified(db.schema, 'deleted')} where user_id = ?`, [userId])
    ).length > 0;
  const publish = async (subjectName: string, envelopeName: string, userId: string) => {
    const { js } = await app.get(JetStreamConnection).get();
    const payload = { user_id: userId, by: 'admin', at: new Date().toISOString() };
    const id = randomUUID();
    await js.publish(
      `${bus.subjectPrefix}.${subjectName}`,
      JSON.stringify({ id, name: envelopeName, occurred_at: new Date().toISOString(), payload }),
      { msgID: id },
    );
  };
  const deadLetters = async () => {
    const { jsm } = await app.get(JetStreamConnection).get();
    return (await jsm.streams.info(`${bus.stream}_DEAD`)).state.messages;
  };

  beforeAll(async () => {
    const migrations = [
      outboxInboxMigration,
      outboxTraceparentMigration,
      { name: '0001-deleted', class: DeletedTableMigration },
    ];
    db = await createTestDatabase({ prefix: 'forgedenvelope', entities: eventEntities, migrations });
    bus = testEventBusOptions('forged-envelope-test', db.schema);
    app = await Test.createTestingModule({
      imports: [
        DatabaseModule.forRoot({ url: db.url, schema: db.schema, entities: eventEntities, migrations }),
        EventsModule.forRoot(bus),
      ],
    }).compile();
    const consumer = app.get(EventConsumer);
    consumer.on('user.deleted', async (payload, em) => {
      await em.execute(`insert into ${qualified(db.schema, 'deleted')} (user_id) values (?)`, [
        payload.user_id,
      ]);
    });
    consumer.on('user.verified', async () => undefined);
    await consumer.start();
  });

  afterAll(async () => {
    await app?.close();
    await bus?.deleteStream();
    await db?.drop();
  });

  it('dead-letters a user.deleted envelope sent on user.verified, and applies the real one', async () => {
    const victim = randomUUID();
    const before = await deadLetters();

    await publish('user.verified', 'user.deleted', victim);
    await waitFor(async () => (await deadLetters()) > before, 10_000);
    expect(await deleted(victim)).toBe(false);

    await publish('user.deleted', 'user.deleted', victim);
    await waitFor(() => deleted(victim), 10_000);
  });
});
