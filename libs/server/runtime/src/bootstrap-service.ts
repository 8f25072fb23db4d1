import 'reflect-metadata';
import { type INestApplication, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestMicroservice } from '@nestjs/microservices';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { MikroORM } from '@mikro-orm/postgresql';
import { migrate } from '@encontro/server-database';
import { PinoNestLogger, RequestContextInterceptor, createLogger } from '@encontro/server-logging';
import { RpcErrorFilter, natsServerOptions } from '@encontro/server-messaging';
import { LogController } from 'fastify';
import type { LevelWithSilent } from 'pino';

export type ServiceRuntimeOptions = {
  service: string;
  module: Type<unknown>;
  httpPort: number;
  natsUrl: string;
  logLevel: LevelWithSilent;
  /** The service's Postgres schema: `main.js migrate`, a start and a one-shot command migrate it. */
  schema?: string;
  /**
   * Extra one-shot commands (`node main.js <name>`), e.g. `seed`: run on the created app (its schema
   * migrated first, when it has one), then exit.
   */
  commands?: Record<string, (app: INestApplication) => Promise<void>>;
};

/** What every service's validated environment holds for its start-up. */
export type RuntimeEnv = {
  HTTP_PORT: number;
  NATS_URL: string;
  LOG_LEVEL: LevelWithSilent;
  DATABASE_SCHEMA?: string;
};

/** The start-up options read from a service's config. */
export const runtimeOptionsOf = (config: RuntimeEnv) => ({
  httpPort: config.HTTP_PORT,
  natsUrl: config.NATS_URL,
  logLevel: config.LOG_LEVEL,
  schema: config.DATABASE_SCHEMA,
});

/**
 * Starts a service: NATS request handlers (queue group = service name) plus a small HTTP server
 * for /health and /metrics. `node main.js migrate` applies migrations and exits (the Helm hook).
 */
export async function bootstrapService(
  options: ServiceRuntimeOptions,
  argv = process.argv.slice(2),
): Promise<INestApplication | undefined> {
  const logger = createLogger({ service: options.service, level: options.logLevel });
  const command = argv[0] ?? 'serve';

  const app = await NestFactory.create<NestFastifyApplication>(
    options.module,
    new FastifyAdapter({
      loggerInstance: logger,
      logController: new LogController({ disableRequestLogging: true }),
    }),
    { logger: new PinoNestLogger(logger), bufferLogs: false },
  );
  app.enableShutdownHooks();

  if (command === 'migrate') {
    if (!options.schema) throw new Error(`${options.service} has no database`);
    const applied = await migrate(app.get(MikroORM), options.schema);
    logger.info({ applied }, `migrations applied to schema ${options.schema}`);
    await app.close();
    return undefined;
  }
  const oneShot =
    options.commands && Object.hasOwn(options.commands, command) ? options.commands[command] : undefined;
  if (oneShot) {
    try {
      if (options.schema) await migrate(app.get(MikroORM), options.schema);
      await oneShot(app);
    } finally {
      await app.close();
    }
    return undefined;
  }
  if (options.schema && command === 'serve' && process.env.MIGRATE_ON_START !== 'false') {
    await migrate(app.get(MikroORM), options.schema);
  }

  // Nest 12 wires a connected microservice's handlers at once, ignoring global enhancers added
  // afterwards: defer that until they are registered, and leave the lifecycle hooks to app.init()
  // (run once, before the handlers start listening).
  const microservice = app.connectMicroservice(
    natsServerOptions({ url: options.natsUrl, service: options.service }),
    { deferInitialization: true },
  ) as NestMicroservice;
  microservice.useGlobalInterceptors(new RequestContextInterceptor());
  microservice.useGlobalFilters(new RpcErrorFilter());
  microservice.setIsInitHookCalled(true);
  await app.init();
  await app.startAllMicroservices();
  await app.listen({ port: options.httpPort, host: '0.0.0.0' });
  logger.info(`${options.service} ready: NATS ${options.natsUrl}, HTTP :${options.httpPort}`);
  return app;
}
