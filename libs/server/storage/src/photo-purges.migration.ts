import { Migration } from '@mikro-orm/migrations';

/**
 * The photo purge queue's table (PhotoPurgeQueue) for a service that did not create it itself:
 * indication-svc and forum-svc made the same table in their own early migrations.
 */
export class PhotoPurgesMigration extends Migration {
  override name = '0000-photo-purges';

  override up(): void {
    this.addSql(`create table photo_purges (
      path varchar(300) primary key,
      created_at timestamptz not null,
      claimed_at timestamptz null
    )`);
  }

  override down(): void {
    this.addSql('drop table if exists photo_purges');
  }
}

/**
 * An entry is one object or a whole key prefix (a deleted account's photos); every service with a
 * photo_purges table lists this after its latest migration.
 */
export class PhotoPurgeKindsMigration extends Migration {
  override name = '0000-photo-purge-kinds';

  override up(): void {
    this.addSql(`alter table photo_purges
      add column kind varchar(6) not null default 'object',
      add constraint photo_purges_kind_check check (kind in ('object', 'prefix'))`);
  }

  override down(): void {
    this.addSql('alter table photo_purges drop column if exists kind');
  }
}

/** Named like the other libraries' tables; applied where a service lists them, in its order. */
export const photoPurgesMigration = { name: '0000-photo-purges', class: PhotoPurgesMigration };
export const photoPurgeKindsMigration = { name: '0000-photo-purge-kinds', class: PhotoPurgeKindsMigration };
