import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import { REQUEST_ID_HEADER } from '@encontro/server-logging';
import { ServiceCallError } from '@encontro/server-messaging';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { setRefusalReason } from './access-log.js';
import { errorResponse, reasonOf } from './error-map.js';

/** Every error leaves the gateway as `{ message, errors? }` with the status SPEC §8 expects. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger(HttpExceptionFilter.name);

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const [status, body] = errorResponse(exception);
    setRefusalReason(request, reasonOf(exception));
    if (status >= 500 && !(exception instanceof ServiceCallError)) {
      this.logger.error(
        exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
      );
    }
    void reply.header(REQUEST_ID_HEADER, request.id).status(status).send(body);
  }
}
