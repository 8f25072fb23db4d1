import type { LoggerService } from '@nestjs/common';
import { pino, type Logger, type LevelWithSilent } from 'pino';
import { requestContext } from './request-context.js';

/** One pino logger per process; every line carries the current request id. */
export function createLogger(options: { service: string; level: LevelWithSilent }): Logger {
  return pino({
    level: options.level,
    base: { service: options.service },
    mixin: () => {
      const requestId = requestContext.requestId();
      return requestId ? { reqId: requestId } : {};
    },
    redact: {
      paths: ['req.headers.authorization', '*.password', '*.token', '*.current_password', '*.new_password'],
      censor: '***',
    },
    timestamp: pino.stdTimeFunctions.isoTime,
  });
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
