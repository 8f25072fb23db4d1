import { Module } from '@nestjs/common';
import { schemaTables } from '@encontro/server-database';

/** Schema-qualified table names for the repositories' raw SQL (the ORM qualifies its own queries). */
export class Tables extends schemaTables({
  tickets: 'tickets',
  users: 'users',
  contactMessages: 'contact_messages',
  mailOutbox: 'mail_outbox',
}) {}

/** Every module with a repository that writes raw SQL imports it. */
@Module({ providers: [Tables], exports: [Tables] })
export class TablesModule {}
