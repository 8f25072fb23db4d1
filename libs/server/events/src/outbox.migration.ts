import { Migration } from '@mikro-orm/migrations';

/** Every service's first migration: its own outbox and inbox tables. */
export class OutboxInboxMigration extends Migration {
  override name = '0000-outbox-inbox';

  override up(): void {
    this.addSql(`create table outbox (
      id uuid primary key,
      name varchar(100) not null,
      payload jsonb not null,
      request_id varchar(100) null,
      occurred_at timestamptz not null,
      published_at timestamptz null,
      attempts int not null default 0
    )`);
    this.addSql(`create index outbox_unpublished_idx on outbox (occurred_at) where published_at is null`);
    this.addSql(`create table inbox (
      event_id uuid primary key,
      consumer varchar(100) not null,
      name varchar(100) not null,
      processed_at timestamptz not null
    )`);
  }

  override down(): void {
    this.addSql('drop table if exists inbox');
    this.addSql('drop table if exists outbox');
  }
}

export const outboxInboxMigration = { name: '0000-outbox-inbox', class: OutboxInboxMigration };

/**
 * After `0000-outbox-inbox`, in every service: the W3C `traceparent` of the span that recorded an
 * event, which the relay sends in the JetStream headers.
 */
export class OutboxTraceparentMigration extends Migration {
  override name = '0000-outbox-traceparent';

  override up(): void {
    this.addSql(`alter table outbox add column if not exists traceparent varchar(55) null`);
  }

  override down(): void {
    this.addSql('alter table outbox drop column if exists traceparent');
  }
}

export const outboxTraceparentMigration = {
  name: '0000-outbox-traceparent',
  class: OutboxTraceparentMigration,
};

/**
 * After `0000-outbox-traceparent`, in every service: the relay's index in the relay's order
 * (`occurred_at, id`). On `occurred_at` alone Postgres sorted, so it read the index as a bitmap, which
 * never marks an entry dead: each poll visited every row published since the last vacuum (28,000
 * after a minute of votes, 3–4 ms a poll). A plain index scan in order skips the dead entries it has
 * marked once.
 */
export class OutboxUnpublishedOrderMigration extends Migration {
  override name = '0000-outbox-unpublished-order';

  override up(): void {
    this.addSql('drop index if exists outbox_unpublished_idx');
    this.addSql(`create index outbox_unpublished_idx on outbox (occurred_at, id) where published_at is null`);
  }

  override down(): void {
    this.addSql('drop index if exists outbox_unpublished_idx');
    this.addSql(`create index outbox_unpublished_idx on outbox (occurred_at) where published_at is null`);
  }
}

export const outboxUnpublishedOrderMigration = {
  name: '0000-outbox-unpublished-order',
  class: OutboxUnpublishedOrderMigration,
};
