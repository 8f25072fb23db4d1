import { Migration } from '@mikro-orm/migrations';

export class KnownNetworksMigration extends Migration {
  override name = '0003-known-networks';

  override up(): void {
    // Networks where an account logged in (keyed hashes from the gateway): kept 90 days after the last login.
    this.addSql(`create table known_networks (
      user_id uuid not null references users (id) on delete cascade,
      network varchar(22) not null,
      first_seen_at timestamptz not null,
      last_seen_at timestamptz not null,
      primary key (user_id, network)
    )`);
    this.addSql('create index known_networks_last_seen_at_idx on known_networks (last_seen_at)');
  }

  override down(): void {
    this.addSql('drop table if exists known_networks');
  }
}

export const knownNetworksMigration = { name: '0003-known-networks', class: KnownNetworksMigration };
