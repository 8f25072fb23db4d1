import { applyDecorators, Body, HttpCode, Query } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiProduces, ApiQuery, ApiResponse } from '@nestjs/swagger';
import { type ErrorReason, type RpcContract, refusalDetailsSchemas } from '@encontro/contracts';
import { z } from 'zod';
import { statusForReason } from './error-status.js';
import { ZodPipe } from './zod-body.pipe.js';

type JsonSchema = { properties?: Record<string, object>; required?: string[] } & Record<string, unknown>;

const jsonSchemaOf = (schema: z.ZodType, io: 'input' | 'output' = 'input'): JsonSchema => {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  return json;
};

/** What a route answers when it succeeds: a contract's response schema, or a non-JSON body. */
export type ApiAnswer = z.ZodType | { status: 204 } | { file: string } | { stream: string };

export type ApiContractOptions = {
  /**
   * The request body, for a route that reads it itself (multipart, a form): a `@ContractBody`
   * parameter documents its own.
   */
  body?: z.ZodType;
  /**
   * The file parts of a multipart body (documented as binary), which zod does not describe: the
   * route then consumes multipart/form-data.
   */
  files?: readonly string[];
  /** The success answer: the rpc contract the route answers with (its `response`), most often. */
  response?: ApiAnswer | RpcContract;
  /**
   * The success status, which the route answers with and its document shows: 200 unless said
   * (201 for a creation; a `{ status: 204 }` answer is a 204).
   */
  status?: number;
  /**
   * The refusals worth documenting (a service's reasons the route passes on): one answer per status,
   * `{ message, errors? }` plus the public fields a reason declares in contracts.
   */
  refusals?: readonly ErrorReason[];
};

const isRpcContract = (answer: ApiAnswer | RpcContract): answer is RpcContract =>
  !(answer instanceof z.ZodType) && 'subject' in answer && 'response' in answer;

const isNoContent = (answer: ApiAnswer | RpcContract | undefined): answer is { status: 204 } =>
  answer !== undefined && !(answer instanceof z.ZodType) && 'status' in answer;

function responseDecorators(answer: ApiAnswer, status: number) {
  if (answer instanceof z.ZodType)
    return [ApiResponse({ status, description: 'Sucesso', schema: jsonSchemaOf(answer, 'output') })];
  if ('status' in answer) return [ApiResponse({ status: 204, description: 'Sem conteúdo' })];
  const type = 'file' in answer ? answer.file : answer.stream;
  return [
    ApiProduces(type),
    ApiResponse({ status, description: 'Sucesso', content: { [type]: { schema: { type: 'string' } } } }),
  ];
}

/** The public fields `reason` declares in contracts, if any. */
const detailsOf = (reason: ErrorReason): z.ZodObject | undefined =>
  (refusalDetailsSchemas as Partial<Record<ErrorReason, z.ZodObject>>)[reason];

/** One answer per status of `reasons`: the error body with the fields its reasons declare (only theirs). */
function refusalDecorators(reasons: readonly ErrorReason[]) {
  const byStatus = new Map<number, ErrorReason[]>();
  for (const reason of reasons) {
    const status = statusForReason(reason);
    byStatus.set(status, [...(byStatus.get(status) ?? []), reason]);
  }
  return [...byStatus].map(([status, list]) => {
    const declared = list.flatMap((reason) => {
      const schema = detailsOf(reason);
      return schema ? [{ reason, schema }] : [];
    });
    const body = z.object({
      message: z.string().describe('Mensagem em pt-BR'),
      errors: z.record(z.string(), z.array(z.string())).optional().describe('Mensagens por campo'),
      ...Object.assign({}, ...declared.map(({ schema }) => schema.partial().shape)),
    });
    const fields = declared.map(({ reason, schema }) => `${reason}: ${Object.keys(schema.shape).join(', ')}`);
    const description = `Recusado (${list.join(', ')})${fields.length ? `; com ${fields.join('; ')}` : ''}`;
    return ApiResponse({ status, description, schema: jsonSchemaOf(body, 'output') });
  });
}

/**
 * Documents a route: its summary, its body from the same zod contract that validates it, and its
 * success answer from the contract that produces it (an rpc contract, for its `response`). The
 * success status is set here too, once for the answer and its document (so not with @HttpCode); the
 * refusals listed in `refusals` are documented with their statuses and bodies.
 */
export function ApiContract(summary: string, options: ApiContractOptions = {}) {
  const { body, files, response } = options;
  const status = isNoContent(response) ? 204 : (options.status ?? 200);
  const decorators: MethodDecorator[] = [ApiOperation({ summary }), HttpCode(status)];
  if (body || files) {
    const schema = jsonSchemaOf(body ?? z.object({}));
    for (const field of files ?? [])
      schema.properties = { ...schema.properties, [field]: { type: 'string', format: 'binary' } };
    decorators.push(ApiBody({ schema }));
  }
  if (files) decorators.push(ApiConsumes('multipart/form-data'));
  if (response)
    decorators.push(...responseDecorators(isRpcContract(response) ? response.response : response, status));
  if (options.refusals) decorators.push(...refusalDecorators(options.refusals));
  return applyDecorators(...decorators);
}

/** Documents a route's query parameters from the zod contract that validates them (ContractQuery). */
function ApiQueryContract(query: z.ZodType) {
  const schema = jsonSchemaOf(query);
  return applyDecorators(
    ...Object.entries(schema.properties ?? {}).map(([name, property]) =>
      ApiQuery({ name, required: schema.required?.includes(name) ?? false, schema: property }),
    ),
  );
}

/** Applies method decorators from a parameter decorator (the parameter's method is known there). */
const onMethod = (target: object, key: string | symbol | undefined, decorator: MethodDecorator) => {
  const descriptor = Object.getOwnPropertyDescriptor(target, key!)!;
  decorator(target, key!, descriptor);
};

/** The request body, validated by its zod contract (422 with pt-BR field errors) and documented from it. */
export function ContractBody(schema: z.ZodType): ParameterDecorator {
  return (target, key, index) => {
    Body(new ZodPipe(schema))(target, key!, index);
    onMethod(target, key, ApiBody({ schema: jsonSchemaOf(schema) }));
  };
}

/** The query string, validated by its zod contract and documented from it, parameter by parameter. */
export function ContractQuery(schema: z.ZodType): ParameterDecorator {
  return (target, key, index) => {
    Query(new ZodPipe(schema))(target, key!, index);
    onMethod(target, key, ApiQueryContract(schema));
  };
}
