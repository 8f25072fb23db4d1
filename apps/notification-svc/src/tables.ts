import { Module } from '@nestjs/common';
import { schemaTables } from '@encontro/server-database';

/** Schema-qualified table names for the repositories' raw SQL (the ORM qualifies its own queries). */
export class Tables extends schemaTables({
  notifications: 'notifications',
  pushSubscriptions: 'push_subscriptions',
  pushDeliveries: 'push_deliveries',
}) {}

/** Every module with a repository that writes raw SQL imports it. */
@Module({ providers: [Tables], exports: [Tables] })
export class TablesModule {}
