import { type ArgumentsHost, Catch, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { HttpExceptionFilter } from '../http/http-exception.filter.js';

/**
 * SPEC §7: the admin reply screen reads its errors from an `error` field. The body stays the usual
 * `{ message, errors? }` of HttpExceptionFilter, with `error` = message added.
 */
@Catch()
export class ErrorFieldFilter implements ExceptionFilter {
  private readonly inner = new HttpExceptionFilter();

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const send = reply.send.bind(reply);
    reply.send = ((payload?: unknown) =>
      send(
        payload && typeof payload === 'object' && 'message' in payload
          ? { ...payload, error: (payload as { message: unknown }).message }
          : payload,
      )) as FastifyReply['send'];
    this.inner.catch(exception, host);
  }
}
