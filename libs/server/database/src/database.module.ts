import { ConfigurableModuleBuilder, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
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
const { ConfigurableModuleClass } = new ConfigurableModuleBuilder<DatabaseOptions>({
  optionsInjectionToken: DATABASE_OPTIONS,
})
  .setClassMethodName('forRoot')
  .setExtras({}, (definition) => ({ ...definition, global: true }))
  .build();

@Module({
  providers: [
    {
      provide: DATABASE_SCHEMA,
      useFactory: (options: DatabaseOptions) => options.schema,
      inject: [DATABASE_OPTIONS],
    },
    {
      provide: MikroORM,
      useFactory: (options: DatabaseOptions) => createOrm(options),
      inject: [DATABASE_OPTIONS],
    },
    { provide: EntityManager, useFactory: (orm: MikroORM) => orm.em, inject: [MikroORM] },
    OrmCloser,
  ],
  exports: [MikroORM, EntityManager, DATABASE_SCHEMA, DATABASE_OPTIONS],
})
export class DatabaseModule extends ConfigurableModuleClass {}
