import { Module } from '@nestjs/common';
import { schemaTables } from '@encontro/server-database';

/** Schema-qualified table names for the raw SQL (the ORM qualifies its own queries). */
export class Tables extends schemaTables({
  users: 'users',
  weeklyActivity: 'weekly_activity',
  knownNetworks: 'known_networks',
  outbox: 'outbox',
}) {}

/** Every module with a provider that writes raw SQL imports it. */
@Module({ providers: [Tables], exports: [Tables] })
export class TablesModule {}
