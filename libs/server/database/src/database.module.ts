import { type DynamicModule, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { createOrm, type DatabaseOptions } from './orm.js';

export const DATABASE_OPTIONS = Symbol('DATABASE_OPTIONS');
export const DATABASE_SCHEMA = Symbol('DATABASE_SCHEMA');

@Injectable()
class OrmCloser implements OnApplicationShutdown {
  constructor(private readonly orm: MikroORM) {}
  async onApplicationShutdown(): Promise<void> {
    await this.orm.close(true);
  }
}

/**
 * Provides the service's MikroORM and an EntityManager. Repositories fork their own contexts
 * (`em.fork()`), or join the caller's transaction when handed one.
 */
@Module({})
export class DatabaseModule {
  static forRoot(options: DatabaseOptions): DynamicModule {
    return {
      module: DatabaseModule,
      global: true,
      providers: [
        { provide: DATABASE_OPTIONS, useValue: options },
        { provide: DATABASE_SCHEMA, useValue: options.schema },
        { provide: MikroORM, useFactory: () => createOrm(options) },
        { provide: EntityManager, useFactory: (orm: MikroORM) => orm.em, inject: [MikroORM] },
        OrmCloser,
      ],
      exports: [MikroORM, EntityManager, DATABASE_SCHEMA, DATABASE_OPTIONS],
    };
  }
}
