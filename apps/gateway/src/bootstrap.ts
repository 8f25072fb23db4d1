import multipart from '@fastify/multipart';
import { NestFactory } from '@nestjs/core';
import { LogController } from 'fastify';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { PinoNestLogger, REQUEST_ID_HEADER, createLogger, requestIdFrom } from '@encontro/server-logging';
import {
  HealthService,
  type MetricsServer,
  ShutdownState,
  httpRequestDuration,
  onShutdownSignals,
  startMetricsServer,
} from '@encontro/server-observability';
import { ObjectStorage } from '@encontro/server-storage';
import { shutdownTracing } from '@encontro/server-tracing';
import { type GatewayOverrides, SERVICE, gatewayModule } from './app.module.js';
import { type GatewayConfig, apiDocsEnabled } from './config.js';
import { installAccessLog } from './http/access-log.js';
import { answerClientError } from './http/client-error.js';
import { frameworkErrors, installRequestChecks } from './http/framework-errors.js';
import { documentHealthRoutes } from './http/health.openapi.js';
import { preventApiCaching } from './http/no-store.js';
import { pageMetasOf } from './http/page-meta/page-metas.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { serveWebApp } from './http/web-app.js';
import { installOneClickUnsubscribeForm } from './notifications/index.js';

const BODY_LIMIT = 1024 * 1024;

const MAX_UPLOAD_BYTES = 6 * 1024 * 1024;

export async function bootstrapGateway(
  config: GatewayConfig,
  overrides: GatewayOverrides = {},
): Promise<NestFastifyApplication> {
  const logger = createLogger({ service: SERVICE, level: config.LOG_LEVEL });
  const adapter = new FastifyAdapter({
    loggerInstance: logger,
    // One line per request instead of Fastify's two, at a level by outcome (access-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: false,
    genReqId: (request: { headers: Record<string, unknown> }) =>
      requestIdFrom(request.headers[REQUEST_ID_HEADER]),
    bodyLimit: BODY_LIMIT,
    clientErrorHandler: answerClientError,
    frameworkErrors,
  });
  const app = await NestFactory.create<NestFastifyApplication>(gatewayModule(config, overrides), adapter, {
    logger: new PinoNestLogger(logger),
    // The API speaks JSON (and multipart for photos): no x-www-form-urlencoded parser, which a
    // cross-site HTML form could reach without a CORS preflight. Such a body is a 415.
    bodyParser: false,
  });
  app.useBodyParser('application/json', { bodyLimit: BODY_LIMIT });
  const ignoreSignals = onShutdownSignals(async (signal) => {
    const startedAt = Date.now();
    app.get(ShutdownState).begin();
    logger.info(`${signal}: shutting down; /health/ready answers 503 from now on`);
    // Nest ends the SSE streams first, then Fastify stops taking connections and waits for the
    // requests under way, whose NATS calls still answer (the client closes after them).
    await app.close();
    await shutdownTracing(); // the spans still buffered
    logger.info(`closed in ${Date.now() - startedAt} ms`);
  }, logger);
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onClose', async () => ignoreSignals());
  // …except the one-click unsubscribe of e-mails (RFC 8058), which mail providers post as a form.
  installOneClickUnsubscribeForm(fastify);

  installSecurityHeaders(fastify);
  // Per-route checks (2 MB per photo, 6 MB total, 3 photos) happen in the handlers with pt-BR messages.
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 3, fields: 30, fieldSize: 10_000 },
  });

  installRequestChecks(fastify);
  fastify.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  preventApiCaching(fastify);
  installAccessLog(fastify);
  fastify.addHook('onResponse', async (request, reply) => {
    httpRequestDuration
      .labels(request.method, request.routeOptions.url ?? 'unmatched', String(reply.statusCode))
      .observe(reply.elapsedTime / 1000);
  });

  // Off in production unless API_DOCS_ENABLED says so: /api/docs and its JSON are then plain 404s.
  if (apiDocsEnabled(config)) serveApiDocs(app);

  const servesWeb = await serveWebApp(
    fastify,
    config.WEB_DIST_DIR,
    pageMetasOf(app, config.PUBLIC_URL, (message) => logger.warn(message)),
  );
  await app
    .get(ObjectStorage)
    .ensureBucket()
    .catch((error: unknown) => {
      logger.warn(`object storage not ready yet: ${(error as Error).message}`);
    });

  const health = app.get(HealthService);
  const metrics = await serveMetrics(config.METRICS_PORT, logger, () => health.details());
  if (metrics) fastify.addHook('onClose', () => metrics.close());

  await app.listen({ port: config.HTTP_PORT, host: '0.0.0.0' });
  logger.info(`gateway on :${config.HTTP_PORT}${servesWeb ? ' (serving the web app)' : ''}`);
  return app;
}

/**
 * `/metrics` and `/health/details` on their own port. A taken port costs the metrics, not the API:
 * the gateway keeps serving and says so (Prometheus then shows the target down).
 */
async function serveMetrics(
  port: number,
  logger: ReturnType<typeof createLogger>,
  details: () => ReturnType<HealthService['details']>,
): Promise<MetricsServer | undefined> {
  try {
    const metrics = await startMetricsServer(port, { details });
    logger.info(`metrics on :${metrics.port}/metrics, readiness details on :${metrics.port}/health/details`);
    return metrics;
  } catch (error) {
    logger.error(`metrics not served: port ${port}: ${(error as Error).message}`);
    return undefined;
  }
}

/** Swagger UI at /api/docs and the OpenAPI document at /api/docs/openapi.json, from the routes' zod DTOs. */
function serveApiDocs(app: NestFastifyApplication): void {
  documentHealthRoutes();
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Encontro API')
      .setDescription(
        'A API pública do Encontro (SPEC §7). Erros: { message, errors?: { campo: [mensagem] } }.',
      )
      .setVersion('1')
      .addBearerAuth()
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs/openapi.json' });
}
