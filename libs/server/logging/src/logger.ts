import type { LoggerService } from '@nestjs/common';
import { context, trace } from '@opentelemetry/api';
import { pino, type DestinationStream, type Logger, type LoggerOptions, type LevelWithSilent } from 'pino';
import { requestContext } from './request-context.js';

/**
 * Variables that hold credentials (a connection URL may carry a user and password): masked wherever a
 * config object is logged, at the top of a line or one level down (`{ config }`). Log a URL itself
 * through redactUrl.
 */
const SECRET_VARIABLES = [
  'NATS_URL',
  'NATS_PASSWORD',
  'NATS_TOKEN',
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'JWT_PRIVATE_KEY',
  'VAPID_PRIVATE_KEY',
  'EMAIL_UNSUBSCRIBE_SECRET',
  'NETWORK_HASH_SECRET',
  'S3_SECRET_ACCESS_KEY',
  'CALLER_CONTEXT_SECRET',
  'MEETUP_SECRET',
  'ADMIN_PASSWORD',
  'DEFAULT_ADMIN_PASSWORD',
];

const REDACTED_PATHS = [
  'req.headers.authorization',
  '*.password',
  '*.token',
  '*.current_password',
  '*.new_password',
  ...SECRET_VARIABLES,
  ...SECRET_VARIABLES.map((name) => `*.${name}`),
];

/** The ids of the active span, for a log line: none without one (or without a tracing SDK). */
export function traceIdsOfActiveSpan(): { trace_id?: string; span_id?: string } {
  const span = trace.getSpanContext(context.active());
  return span && trace.isSpanContextValid(span) ? { trace_id: span.traceId, span_id: span.spanId } : {};
}

/** One pino logger per process; every line carries the current request id and the active span's ids. */
export function createLogger(options: {
  service: string;
  level: LevelWithSilent;
  /** Where lines go: stdout unless given (a test reads them). */
  destination?: DestinationStream;
}): Logger {
  const settings: LoggerOptions = {
    level: options.level,
    base: { service: options.service },
    mixin: () => {
      const requestId = requestContext.requestId();
      return { ...(requestId ? { reqId: requestId } : {}), ...traceIdsOfActiveSpan() };
    },
    redact: { paths: REDACTED_PATHS, censor: '***' },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  return options.destination ? pino(settings, options.destination) : pino(settings);
}

/** Lets Nest's own messages go through pino. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string): void {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string): void {
    this.logger.error({ context, trace }, message instanceof Error ? message.message : String(message));
  }
  warn(message: unknown, context?: string): void {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string): void {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string): void {
    this.logger.trace({ context }, String(message));
  }
}
