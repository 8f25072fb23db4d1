import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Body, Controller, Get, Module, Param, Post, Query } from '@nestjs/common';
import { APP_FILTER, NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  accountMessages,
  adminPostsQuerySchema,
  forumMessages,
  forumPostSchema,
  genericMessages,
  loginSchema,
  registerSchema,
  textMessages,
} from '@encontro/contracts';
import { ServiceCallError } from '@encontro/server-messaging';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { ApiError } from './api-error.js';
import { answerClientError } from './client-error.js';
import { errorResponse, httpMessages } from './error-map.js';
import { frameworkErrors, installRequestChecks } from './framework-errors.js';
import { HttpExceptionFilter } from './http-exception.filter.js';
import { ZodPipe } from './zod-body.pipe.js';

@Controller('api/test')
class ProbeController {
  @Post('login')
  login(@Body(new ZodPipe(loginSchema)) body: unknown) {
    return body;
  }

  @Post('register')
  register(@Body(new ZodPipe(registerSchema)) body: unknown) {
    return body;
  }

  @Post('forums/:id/posts')
  post(@Param('id') id: string, @Body(new ZodPipe(forumPostSchema)) body: unknown) {
    return { id, body };
  }

  @Get('posts')
  posts(@Query(new ZodPipe(adminPostsQuerySchema)) query: unknown) {
    return query;
  }

  @Get('boom')
  boom() {
    throw new Error('secret detail');
  }
}

@Module({
  controllers: [ProbeController],
  providers: [{ provide: APP_FILTER, useClass: HttpExceptionFilter }],
})
class ProbeModule {}

/** Sends bytes as they are (no client fixes the request up) and reads status and JSON body. */
function raw(port: number, request: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    const chunks: Buffer[] = [];
    socket.on('data', (d) => chunks.push(d));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
      if (!status) return reject(new Error(`no answer: ${text.slice(0, 200)}`));
      const body = rest.join('\r\n\r\n');
      resolve({ status, body: body ? JSON.parse(body) : undefined });
    });
  });
}

const get = (path: string, headers = '') =>
  `GET ${path} HTTP/1.1\r\nHost: x\r\n${headers}Connection: close\r\n\r\n`;
const post = (path: string, body: string, type = 'application/json') =>
  `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
  `Connection: close\r\n\r\n${body}`;

const FORUM = '/api/test/forums/0b9f6a4e-8f7d-4b59-9a57-2f1f3c1e2d10/posts';
const invalidText = (field: string) => ({
  message: textMessages.invalidCharacters,
  errors: { [field]: [textMessages.invalidCharacters] },
});

describe('the gateway error map: every bad input answers { message, errors? } in pt-BR', () => {
  let app: NestFastifyApplication;
  let port: number;

  beforeAll(async () => {
    app = await NestFactory.create<NestFastifyApplication>(
      ProbeModule,
      new FastifyAdapter({ bodyLimit: 1024 * 1024, clientErrorHandler: answerClientError, frameworkErrors }),
      { logger: false },
    );
    installRequestChecks(app.getHttpAdapter().getInstance());
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.getHttpServer().address() as AddressInfo).port;
  });

  afterAll(async () => {
    await app?.close();
  });

  it.each<[string, string, number, unknown]>([
    [
      'a path with broken percent-encoding',
      get('/api/test/forums/%E0%A4%A/posts'),
      400,
      { message: httpMessages.badUrl },
    ],
    [
      'a query with broken percent-encoding',
      get('/api/test/posts?search=%E0%A4%A'),
      400,
      { message: httpMessages.badUrl },
    ],
    [
      'a path parameter over 100 characters',
      post(`/api/test/forums/${'a'.repeat(150)}/posts`, '{}'),
      414,
      { message: httpMessages.uriTooLong },
    ],
    [
      'a URL over the header size limit',
      get(`/api/test/posts?search=${'a'.repeat(20_000)}`),
      431,
      { message: 'Cabeçalhos da requisição grandes demais.' },
    ],
    [
      'a header over the size limit',
      get('/api/test/posts', `X-Big: ${'a'.repeat(20_000)}\r\n`),
      431,
      { message: 'Cabeçalhos da requisição grandes demais.' },
    ],
    [
      'a JSON body over 1 MB',
      post('/api/test/login', JSON.stringify({ email: 'a'.repeat(1024 * 1024) })),
      413,
      { message: httpMessages.bodyTooLarge },
    ],
    [
      'a body that is not JSON',
      post('/api/test/login', '{email:'),
      400,
      { message: httpMessages.invalidJson },
    ],
    [
      'a JSON body with __proto__',
      post('/api/test/login', '{"__proto__":{"x":1}}'),
      400,
      { message: httpMessages.invalidJson },
    ],
    ['an empty JSON body', post('/api/test/login', ''), 400, { message: httpMessages.emptyJson }],
    [
      'a content type nobody reads',
      post('/api/test/login', '<a/>', 'application/xml'),
      415,
      { message: httpMessages.unsupportedMediaType },
    ],
    ['an unknown route', get('/api/test/nada'), 404, { message: genericMessages.notFound }],
    [
      'a broken request line',
      'GARBAGE\r\n\r\n',
      400,
      { message: 'Requisição inválida: o corpo chegou incompleto ou malformado.' },
    ],
    ['an error nobody expected', get('/api/test/boom'), 500, { message: genericMessages.internal }],
  ])('answers %s', async (_case, request, status, body) => {
    expect(await raw(port, request)).toEqual({ status, body });
  });

  it('reads a JSON null as a body that is not an object (422), not as no body', async () => {
    const answer = await raw(port, post('/api/test/login', 'null'));
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      message: 'Tipo inválido: esperado objeto, recebido nulo.',
      errors: { general: ['Tipo inválido: esperado objeto, recebido nulo.'] },
    });
  });

  it.each<[string, string, unknown]>([
    [
      'wrong types',
      post('/api/test/login', '{"email":1,"password":true}'),
      {
        message: 'Tipo inválido: esperado texto, recebido número.',
        errors: {
          email: ['Tipo inválido: esperado texto, recebido número.'],
          password: ['Tipo inválido: esperado texto, recebido verdadeiro ou falso.'],
        },
      },
    ],
    [
      'a body that is a list',
      post('/api/test/login', '[]'),
      {
        message: 'Tipo inválido: esperado objeto, recebido lista.',
        errors: { general: ['Tipo inválido: esperado objeto, recebido lista.'] },
      },
    ],
    [
      'a text/plain body',
      post('/api/test/login', 'oi', 'text/plain'),
      {
        message: 'Tipo inválido: esperado objeto, recebido texto.',
        errors: { general: ['Tipo inválido: esperado objeto, recebido texto.'] },
      },
    ],
    [
      'a value not among the options',
      post(
        '/api/test/register',
        JSON.stringify({
          first_name: 'Ana',
          last_name: 'Souza',
          email: 'ana@example.com',
          state: 'SP',
          city_id: '3550308',
          gender: 'X',
          password: 'Senha123',
          password_confirmation: 'Senha123',
          terms_accepted: true,
        }),
      ),
      {
        message: 'Opção inválida: use "M", "F", "O".',
        errors: { gender: ['Opção inválida: use "M", "F", "O".'] },
      },
    ],
    [
      'a malformed UUID in the query',
      get('/api/test/posts?forum_id=abc'),
      {
        message: 'Identificador inválido.',
        errors: { forum_id: ['Identificador inválido.'] },
      },
    ],
    [
      'a NUL in the e-mail',
      post('/api/test/login', '{"email":"ana\\u0000@example.com","password":"Senha123"}'),
      invalidText('email'),
    ],
    ['a lone surrogate in the content', post(FORUM, '{"content":"oi \\ud800"}'), invalidText('content')],
    [
      'a NUL deep in the body',
      post(FORUM, '{"content":"oi","extra":[{"x":"a\\u0000"}]}'),
      invalidText('extra.0.x'),
    ],
    ['a NUL in an object key', post(FORUM, '{"content":"oi","a\\u0000":1}'), invalidText('a\u0000')],
    ['a NUL in the query', get('/api/test/posts?search=a%00b'), invalidText('search')],
    [
      'a NUL in a path parameter',
      post('/api/test/forums/a%00b/posts', '{"content":"oi"}'),
      invalidText('id'),
    ],
    [
      'zero-width-only content',
      post(FORUM, '{"content":" \\u200b\\u2060\\ufeff "}'),
      {
        message: forumMessages.contentRequired,
        errors: { content: [forumMessages.contentRequired] },
      },
    ],
    [
      'a zero-width-only e-mail',
      post('/api/test/login', '{"email":"\\u200c","password":"Senha123"}'),
      {
        message: accountMessages.emailRequired,
        errors: { email: [accountMessages.emailRequired] },
      },
    ],
  ])('answers %s with 422', async (_case, request, body) => {
    expect(await raw(port, request)).toEqual({ status: 422, body });
  });

  it('lets good input through', async () => {
    expect(await raw(port, post(FORUM, '{"content":"Olá 😀"}'))).toEqual({
      status: 201,
      body: { id: '0b9f6a4e-8f7d-4b59-9a57-2f1f3c1e2d10', body: { content: 'Olá 😀' } },
    });
  });
});

describe(errorResponse.name, () => {
  it.each<[string, unknown, number, unknown]>([
    [
      'a service error with its field errors',
      new ServiceCallError({
        reason: 'EMAIL_TAKEN',
        message: 'E-mail já cadastrado',
        errors: { email: ['E-mail já cadastrado'] },
      }),
      409,
      { message: 'E-mail já cadastrado', errors: { email: ['E-mail já cadastrado'] } },
    ],
    [
      'a refusal with the public fields its reason declares',
      new ServiceCallError({
        reason: 'DUPLICATE_INDICATION',
        message: 'Este local já foi indicado esta semana.',
        details: { existing_indication_id: '0b9f6a4e-8f7d-4b59-9a57-2f1f3c1e2d10' },
      }),
      409,
      {
        message: 'Este local já foi indicado esta semana.',
        existing_indication_id: '0b9f6a4e-8f7d-4b59-9a57-2f1f3c1e2d10',
      },
    ],
    [
      'a refusal with fields its reason does not declare (left out)',
      new ServiceCallError({
        reason: 'ALREADY_NOMINATED',
        message: 'Você já fez uma indicação esta semana.',
        details: { existing_indication_id: '0b9f6a4e-8f7d-4b59-9a57-2f1f3c1e2d10', message: 'x' },
      }),
      409,
      { message: 'Você já fez uma indicação esta semana.' },
    ],
    [
      'a refusal whose declared fields do not match their schema (left out)',
      new ServiceCallError({
        reason: 'DUPLICATE_INDICATION',
        message: 'Este local já foi indicado esta semana.',
        details: { existing_indication_id: 'não é um id', secret: 'x' },
      }),
      409,
      { message: 'Este local já foi indicado esta semana.' },
    ],
    ['the gateway’s own error', new ApiError('RATE_LIMITED', 'Devagar'), 429, { message: 'Devagar' }],
    [
      'a Fastify 4xx without a code of its own',
      Object.assign(new Error('Length Required'), { statusCode: 411 }),
      411,
      { message: httpMessages.lengthRequired },
    ],
    [
      'an unknown 4xx',
      Object.assign(new Error('Teapot'), { statusCode: 418 }),
      418,
      { message: httpMessages.badRequest },
    ],
    [
      'a Redis restarting (ioredis gave up on the command)',
      Object.assign(new Error('Reached the max retries per request limit'), {
        name: 'MaxRetriesPerRequestError',
      }),
      503,
      { message: genericMessages.unavailable },
    ],
    ['anything else', new TypeError('x is undefined'), 500, { message: genericMessages.internal }],
  ])('maps %s', (_case, exception, status, body) => {
    expect(errorResponse(exception)).toEqual([status, body]);
  });
});
