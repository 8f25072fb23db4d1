import { HttpException } from '@nestjs/common';
import { type ErrorReason, type FieldErrors, genericMessages, refusalDetailsOf } from '@encontro/contracts';
import { ServiceCallError } from '@encontro/server-messaging';
import { isRedisUnavailable } from '@encontro/server-redis';
import { ApiError } from './api-error.js';
import { statusForReason } from './error-status.js';

/**
 * The one error body the gateway answers with (SPEC §8), plus the public fields a refusal's reason
 * declares in contracts (`refusalDetailsSchemas`, e.g. `existing_indication_id`).
 */
export type ErrorBody = { message: string; errors?: FieldErrors } & Record<string, unknown>;

/** The rule that refused, when a service or the gateway named one (for the access log). */
export function reasonOf(exception: unknown): ErrorReason | undefined {
  if (exception instanceof ServiceCallError) return exception.error.reason;
  if (exception instanceof ApiError) return exception.reason;
  return undefined;
}

/** pt-BR texts of the errors the HTTP layer itself raises (before any route or service runs). */
export const httpMessages = {
  badRequest: 'Requisição inválida.',
  badUrl: 'Endereço inválido: a URL tem caracteres codificados incorretamente.',
  invalidJson: 'O corpo da requisição não é um JSON válido.',
  emptyJson: 'O corpo da requisição está vazio.',
  badContentLength: 'O tamanho informado do corpo da requisição não confere.',
  methodNotAllowed: 'Método não permitido.',
  notAcceptable: 'Formato não aceito.',
  timeout: 'A requisição demorou demais. Tente novamente.',
  lengthRequired: 'Informe o tamanho do corpo da requisição.',
  bodyTooLarge: 'O conteúdo enviado é grande demais.',
  fileTooLarge: 'Arquivo muito grande.',
  uriTooLong: 'O endereço da requisição é longo demais.',
  unsupportedMediaType: 'Tipo de conteúdo não suportado.',
  headersTooLarge: 'Os cabeçalhos da requisição são grandes demais.',
} as const;

/** A status without a more precise message of its own. */
const statusMessages: Record<number, string> = {
  400: httpMessages.badRequest,
  401: genericMessages.unauthenticated,
  403: genericMessages.forbidden,
  404: genericMessages.notFound,
  405: httpMessages.methodNotAllowed,
  406: httpMessages.notAcceptable,
  408: httpMessages.timeout,
  411: httpMessages.lengthRequired,
  413: httpMessages.fileTooLarge,
  414: httpMessages.uriTooLong,
  415: httpMessages.unsupportedMediaType,
  422: genericMessages.invalidData,
  429: genericMessages.rateLimited,
  431: httpMessages.headersTooLarge,
  503: genericMessages.unavailable,
};

/** Fastify's own errors by code: what the person did, said in pt-BR. */
const fastifyErrors: Record<string, [number, string]> = {
  FST_ERR_BAD_URL: [400, httpMessages.badUrl],
  FST_ERR_MAX_PARAM_LENGTH: [414, httpMessages.uriTooLong],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, httpMessages.bodyTooLarge],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, httpMessages.emptyJson],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, httpMessages.invalidJson],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, httpMessages.unsupportedMediaType],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, httpMessages.badContentLength],
  FST_ERR_VALIDATION: [400, httpMessages.badRequest],
};

/** A 4xx status's own pt-BR message, else the generic 'Requisição inválida.'. */
export const messageForStatus = (status: number): string =>
  statusMessages[status] ?? (status < 500 ? httpMessages.badRequest : genericMessages.internal);

/** The error Fastify raised, if it is one (directly, or as the cause Nest wrapped it in). */
function fastifyError(exception: unknown): { code?: string; statusCode?: number } | undefined {
  const candidates = [exception, exception instanceof Error ? exception.cause : undefined];
  for (const candidate of candidates) {
    if (!candidate || typeof candidate !== 'object') continue;
    const { code, statusCode } = candidate as { code?: unknown; statusCode?: unknown };
    if (typeof code === 'string' && code in fastifyErrors) return { code };
    // Fastify's JSON parser answers a malformed body with the parser's own SyntaxError (400).
    if (candidate instanceof SyntaxError && statusCode === 400)
      return { code: 'FST_ERR_CTP_INVALID_JSON_BODY' };
  }
  return undefined;
}

/**
 * Every error the gateway answers, mapped once: a service's typed error, the gateway's own
 * (validation, rate limits, auth), Nest's HttpExceptions and Fastify's errors (bad URL, bad or
 * too large JSON, wrong content type…) and a Redis that is not there (503), all as `[status, { message, errors? }]` in pt-BR. Anything
 * else is a 500 whose details stay in the log.
 */
export function errorResponse(exception: unknown): [number, ErrorBody] {
  if (exception instanceof ServiceCallError) {
    const { reason, message, errors, details } = exception.error;
    // Only the fields the reason declares, and never over `message` or `errors`.
    const extra = refusalDetailsOf(reason, details);
    return [statusForReason(reason), { ...extra, message, ...(errors ? { errors } : {}) }];
  }
  if (exception instanceof ApiError) {
    return [
      exception.status,
      exception.errors
        ? { message: exception.message, errors: exception.errors }
        : { message: exception.message },
    ];
  }
  const known = fastifyError(exception);
  if (known?.code) {
    const [status, message] = fastifyErrors[known.code]!;
    return [status, { message }];
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    const own =
      typeof response === 'object' && response && 'ptBr' in response
        ? String((response as { ptBr: unknown }).ptBr)
        : undefined;
    return [status, { message: own ?? messageForStatus(status) }];
  }
  const statusCode = (exception as { statusCode?: unknown } | null)?.statusCode;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return [statusCode, { message: messageForStatus(statusCode) }];
  }
  // Redis restarting (limits, revocations, the answer cache): try again in a moment, not an internal error.
  if (isRedisUnavailable(exception)) return [503, { message: genericMessages.unavailable }];
  return [500, { message: genericMessages.internal }];
}
