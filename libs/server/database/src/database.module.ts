import {
  type BeforeApplicationShutdown,
  ConfigurableModuleBuilder,
  Inject,
  Injectable,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { watchPool } from '@encontro/server-observability';
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

/** `encontro_db_pool_in_use` / `_waiting`: the pg Pool under MikroORM's Kysely dialect, read at scrape time. */
@Injectable()
class PoolMetrics implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private unwatch?: () => void;
  constructor(
    private readonly orm: MikroORM,
    @Inject(DATABASE_OPTIONS) private readonly options: DatabaseOptions,
  ) {}
  async onApplicationBootstrap(): Promise<void> {
    const pool = await this.orm.em.getConnection().getNativeClient();
    this.unwatch = watchPool(this.options.schema, pool);
  }
  beforeApplicationShutdown(): void {
    this.unwatch?.();
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
    PoolMetrics,
  ],
  exports: [MikroORM, EntityManager, DATABASE_SCHEMA, DATABASE_OPTIONS],
})
export class DatabaseModule extends ConfigurableModuleClass {}
