import 'reflect-metadata';
import { type INestApplication, type Type } from '@nestjs/common';
import { ModulesContainer, NestFactory } from '@nestjs/core';
import type { NestMicroservice } from '@nestjs/microservices';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { MikroORM } from '@mikro-orm/postgresql';
import { PollingService } from '@encontro/server-clock';
import { type NatsAuth, natsAuthOf } from '@encontro/server-config';
import { isDatabaseUnavailable, migrate } from '@encontro/server-database';
import { EventConsumer } from '@encontro/server-events';
import { PinoNestLogger, RequestContextInterceptor, createLogger, redactUrl } from '@encontro/server-logging';
import {
  CallerTokens,
  CallerVerificationInterceptor,
  DomainError,
  type DrainingNatsServer,
  RpcErrorFilter,
  natsServerOptions,
} from '@encontro/server-messaging';
import { ShutdownState, onShutdownSignals } from '@encontro/server-observability';
import { NatsServerSpanInterceptor, shutdownTracing } from '@encontro/server-tracing';
import { LogController } from 'fastify';
import type { LevelWithSilent, Logger } from 'pino';

export type ServiceRuntimeOptions = {
  service: string;
  module: Type<unknown>;
  httpPort: number;
  natsUrl: string;
  logLevel: LevelWithSilent;
  /** On SIGTERM, how long the NATS requests under way may take to answer (SHUTDOWN_DRAIN_MS). */
  shutdownDrainMs?: number;
  /** The service's NATS user (NATS_USER / NATS_PASSWORD), when NATS requires one. */
  natsAuth?: NatsAuth;
  /**
   * CALLER_CONTEXT_SECRET: verifies the caller context of protected subjects (admin, a person's data);
   * without it those subjects refuse every request.
   */
  callerContextSecret?: string;
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
  SHUTDOWN_DRAIN_MS?: number;
  NATS_USER?: string;
  NATS_PASSWORD?: string;
  CALLER_CONTEXT_SECRET?: string;
};

/** The start-up options read from a service's config. */
export const runtimeOptionsOf = (config: RuntimeEnv) => ({
  httpPort: config.HTTP_PORT,
  natsUrl: config.NATS_URL,
  logLevel: config.LOG_LEVEL,
  schema: config.DATABASE_SCHEMA,
  shutdownDrainMs: config.SHUTDOWN_DRAIN_MS,
  natsAuth: natsAuthOf(config),
  callerContextSecret: config.CALLER_CONTEXT_SECRET,
});

/**
 * Starts a service: NATS request handlers (queue group = service name) plus a small HTTP server
 * for /health and /metrics. `node main.js migrate` applies migrations and exits (the Helm hook).
 * SIGTERM or SIGINT shuts it down gracefully (shutDownService).
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

  if (command === 'migrate') {
    app.enableShutdownHooks();
    if (!options.schema) throw new Error(`${options.service} has no database`);
    const applied = await migrate(app.get(MikroORM), options.schema);
    logger.info({ applied }, `migrations applied to schema ${options.schema}`);
    await app.close();
    return undefined;
  }
  const oneShot =
    options.commands && Object.hasOwn(options.commands, command) ? options.commands[command] : undefined;
  if (oneShot) {
    app.enableShutdownHooks();
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
  const natsOptions = natsServerOptions({
    url: options.natsUrl,
    service: options.service,
    drainTimeoutMs: options.shutdownDrainMs,
    auth: options.natsAuth,
  });
  const microservice = app.connectMicroservice(natsOptions, {
    deferInitialization: true,
  }) as NestMicroservice;
  const { strategy: server } = natsOptions;
  microservice.useGlobalInterceptors(
    new RequestContextInterceptor(),
    // A SERVER span per handled subject, under the caller's traceparent; a refusal is not a fault.
    new NatsServerSpanInterceptor({ isRefusal: (error) => error instanceof DomainError }),
  );
  // Admin and personal-data subjects answer only a caller context the gateway signed (x-caller).
  microservice.useGlobalInterceptors(
    new CallerVerificationInterceptor(
      options.callerContextSecret
        ? new CallerTokens(options.callerContextSecret, options.service)
        : undefined,
    ),
  );
  microservice.useGlobalFilters(new RpcErrorFilter([isDatabaseUnavailable]));
  microservice.setIsInitHookCalled(true);
  const ignoreSignals = onShutdownSignals(
    (signal) => shutDownService(app, { server, logger, signal }),
    logger,
  );
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onClose', async () => ignoreSignals());
  await app.init();
  await app.startAllMicroservices();
  await app.listen({ port: options.httpPort, host: '0.0.0.0' });
  logger.info(`${options.service} ready: NATS ${redactUrl(options.natsUrl)}, HTTP :${options.httpPort}`);
  return app;
}

/**
 * A service's graceful shutdown, in the order that loses nothing: readiness answers 503 at once; the
 * NATS request server drains (no new request from the queue group, which sends them to the other
 * replicas; those under way answer); the event consumer and the pollers (outbox relay, schedulers)
 * finish their pass; then Nest closes the rest (database, JetStream, Redis). Each step is logged.
 */
export async function shutDownService(
  app: INestApplication,
  { server, logger, signal = 'SIGTERM' }: { server: DrainingNatsServer; logger: Logger; signal?: string },
): Promise<void> {
  const startedAt = Date.now();
  shutdownStateOf(app)?.begin();
  logger.info(`${signal}: shutting down; /health/ready answers 503 from now on`);
  const drain = await server.drain();
  logger.info(
    `NATS requests drained in ${drain.ms} ms: ${drain.answered} answered after the unsubscribe` +
      (drain.abandoned ? `, ${drain.abandoned} still running at the limit (SHUTDOWN_DRAIN_MS)` : ''),
  );
  const workers = backgroundWorkers(app);
  await Promise.all(workers.map((worker) => worker.stop()));
  logger.info(`event consumer and pollers stopped (${workers.length})`);
  await app.close();
  await shutdownTracing(); // the spans still buffered
  logger.info(`closed in ${Date.now() - startedAt} ms`);
}

function shutdownStateOf(app: INestApplication): ShutdownState | undefined {
  try {
    return app.get(ShutdownState);
  } catch {
    return undefined; // an app without ObservabilityModule has no readiness to turn
  }
}

/** The event consumer and every polling service (relays, schedulers, pruners) of the app. */
function backgroundWorkers(app: INestApplication): { stop(): Promise<void> }[] {
  const found = new Set<{ stop(): Promise<void> }>();
  for (const moduleRef of app.get(ModulesContainer).values()) {
    for (const wrapper of moduleRef.providers.values()) {
      const instance: unknown = wrapper.instance;
      if (instance instanceof EventConsumer || instance instanceof PollingService) found.add(instance);
    }
  }
  return [...found];
}
