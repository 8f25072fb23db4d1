import { BadRequestException } from '@nestjs/common';
import { fieldErrorsFromIssues, findUnstorableText, textMessages } from '@encontro/contracts';
import { REQUEST_ID_HEADER } from '@encontro/server-logging';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './api-error.js';
import { errorResponse, httpMessages } from './error-map.js';

/**
 * Fastify's `frameworkErrors`: what its router refuses before any hook, route or exception filter
 * runs (a path with broken percent-encoding, too long a path parameter), answered with the error
 * map like everything else. (What Node's HTTP parser refuses on the socket is `answerClientError`.)
 */
export function frameworkErrors(error: Error, request: FastifyRequest, reply: FastifyReply): void {
  const [status, body] = errorResponse(error);
  void reply.code(status).header(REQUEST_ID_HEADER, request.id).send(body);
}

/** The query string of a raw URL decodes (`?q=%E0%A4%A` does not): else 400, never a raw value. */
function assertQueryDecodes(url: string): void {
  const start = url.indexOf('?');
  if (start < 0) return;
  try {
    decodeURIComponent(url.slice(start + 1).replace(/\+/g, ' '));
  } catch {
    throw new BadRequestException({ ptBr: httpMessages.badUrl });
  }
}

/** The first part of the request (path, query, body) holding text Postgres cannot store. */
function unstorableField(request: FastifyRequest): string[] | undefined {
  for (const part of [request.params, request.query, request.body]) {
    const path = findUnstorableText(part);
    if (path) return path;
  }
  return undefined;
}

/**
 * Checks every request gets before its route runs, so no route can forget them: a query string
 * that decodes, and no NUL or lone surrogate in any string of the path parameters, the query or the
 * JSON body (422 'Texto contém caracteres inválidos.' naming the field). Multipart forms are read
 * by their routes and checked by the same contract rule (`text()`).
 */
export function installRequestChecks(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (request) => {
    assertQueryDecodes(request.url);
  });
  fastify.addHook('preValidation', async (request) => {
    const path = unstorableField(request);
    if (!path) return;
    const { message, errors } = fieldErrorsFromIssues([{ path, message: textMessages.invalidCharacters }]);
    throw new ApiError('VALIDATION_FAILED', message, errors);
  });
}
