import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { genericMessages } from '@encontro/contracts';
import { REQUEST_ID_HEADER } from '@encontro/server-logging';
import { ServiceCallError } from '@encontro/server-messaging';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './api-error.js';
import { statusForCode } from './error-status.js';

type ErrorBody = { message: string; errors?: Record<string, string[]> };

const statusMessages: Record<number, string> = {
  400: 'Requisição inválida.',
  401: genericMessages.unauthenticated,
  403: genericMessages.forbidden,
  404: genericMessages.notFound,
  405: 'Método não permitido.',
  413: 'Arquivo muito grande.',
  415: 'Tipo de conteúdo não suportado.',
  429: genericMessages.rateLimited,
  503: genericMessages.unavailable,
};

/** Every error leaves the gateway as `{ message, errors? }` with the status SPEC §8 expects. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger(HttpExceptionFilter.name);

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const [status, body] = this.describe(exception);
    if (status >= 500 && !(exception instanceof ServiceCallError)) {
      this.logger.error(
        exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
      );
    }
    void reply.header(REQUEST_ID_HEADER, request.id).status(status).send(body);
  }

  private describe(exception: unknown): [number, ErrorBody] {
    if (exception instanceof ServiceCallError) {
      const { code, message, errors } = exception.error;
      return [statusForCode(code), errors ? { message, errors } : { message }];
    }
    if (exception instanceof ApiError) {
      return [
        exception.status,
        exception.errors
          ? { message: exception.message, errors: exception.errors }
          : { message: exception.message },
      ];
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      const own =
        typeof response === 'object' && response && 'ptBr' in response
          ? String((response as { ptBr: unknown }).ptBr)
          : undefined;
      return [status, { message: own ?? statusMessages[status] ?? genericMessages.internal }];
    }
    const statusCode = (exception as { statusCode?: unknown })?.statusCode;
    if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
      return [statusCode, { message: statusMessages[statusCode] ?? statusMessages[400]! }];
    }
    return [500, { message: genericMessages.internal }];
  }
}
