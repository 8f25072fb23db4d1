import { Inject, Injectable, type Type } from '@nestjs/common';
import { DATABASE_SCHEMA } from './database.module.js';
import { qualified } from './orm.js';

export type SchemaTables<T extends Record<string, string>> = { readonly [K in keyof T]: string };

/**
 * An injectable class of the service's schema-qualified table names, for its repositories' raw SQL
 * (the ORM qualifies its own queries): `export class Tables extends schemaTables({ posts: 'posts' }) {}`
 * gives `tables.posts === '"forum"."posts"'`.
 */
export function schemaTables<const T extends Record<string, string>>(names: T): Type<SchemaTables<T>> {
  @Injectable()
  class QualifiedTables {
    constructor(@Inject(DATABASE_SCHEMA) schema: string) {
      for (const [key, table] of Object.entries(names))
        Object.defineProperty(this, key, { value: qualified(schema, table), enumerable: true });
    }
  }
  return QualifiedTables as unknown as Type<SchemaTables<T>>;
}
