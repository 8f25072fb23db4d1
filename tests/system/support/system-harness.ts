import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { type INestApplication, Module, type ModuleMetadata } from '@nestjs/common';
import type { Clock } from '@encontro/server-clock';
import { type ServiceRuntimeOptions, bootstrapService } from '@encontro/server-runtime';
import { freePort, testEnv } from '@encontro/testing';
import jwt from 'jsonwebtoken';
import { type KeyObject, generateKeyPairSync, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { type RunningGateway, startGatewayOnFreePorts } from '@encontro/gateway/test-support';

/**
 * The pieces every system suite uses: its own token keys, a JSON client of the gateway and signing
 * DemoSeed's people in through it, an S3 server, a service started from a provision*() harness and
 * the gateway (stack.ts puts them together).
 */

export type TestJwt = {
  publicKeyPem: string;
  /** A signed access token, as identity-svc issues them (ES256, `sub`, `jti`, `adm`, one hour). */
  token: (sub: string, options?: { admin?: boolean }) => string;
};

/** An ES256 key pair of the suite's own, for suites that run the gateway without identity-svc. */
export function testJwt(): TestJwt {
  const keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const privatePem = keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  return {
    publicKeyPem: keys.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    token: (sub, { admin = false } = {}) =>
      jwt.sign({ sub, jti: randomUUID(), adm: admin }, privatePem, { algorithm: 'ES256', expiresIn: 3600 }),
  };
}

export type Json = Record<string, unknown> & { message?: string; errors?: Record<string, string[]> };

export type ApiRequest = {
  /** POST when there is a body or a form, GET otherwise. */
  method?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart/form-data. */
  form?: FormData;
  /** Bearer access token. */
  token?: string;
  /** Client address, as a proxy gives it in X-Forwarded-For. */
  from?: string;
  headers?: Record<string, string>;
};

/**
 * Only `status` and `body` are enumerable, so `expect(answer).toEqual({ status, body })` compares
 * just those; `headers` and the raw `text` are there to read.
 */
export type ApiAnswer = { status: number; body: Json; readonly headers: Headers; readonly text: string };

export type Api = (path: string, request?: ApiRequest) => Promise<ApiAnswer>;

/** Calls the gateway at `base()` (read on each call, so it may be set in beforeAll). */
export function apiClient(base: () => string): Api {
  return async (path, request = {}) => {
    const response = await fetch(`${base()}${path}`, {
      method: request.method ?? (request.body || request.form ? 'POST' : 'GET'),
      headers: {
        ...(request.body ? { 'content-type': 'application/json' } : {}),
        ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
        ...(request.from ? { 'x-forwarded-for': request.from } : {}),
        ...request.headers,
      },
      body: request.form ?? (request.body ? JSON.stringify(request.body) : undefined),
    });
    const text = await response.text();
    const json = (response.headers.get('content-type') ?? '').includes('json');
    const answer = { status: response.status, body: (json && text ? JSON.parse(text) : {}) as Json };
    return Object.defineProperties(answer, {
      headers: { value: response.headers },
      text: { value: text },
    }) as ApiAnswer;
  };
}

/** Signs in one of DemoSeed's people (`admin`, `ana`, `bruno`, …) with their seeded password. */
export const loginSeeded = (api: Api, who: string): Promise<ApiAnswer> =>
  api('/api/login', {
    body: { email: `${who}@example.com`, password: who === 'admin' ? 'Admin123' : 'Senha123' },
  });

export type SeededUser = { user_id: string; name: string; surname: string; email: string; token: string };

/** Signs DemoSeed's people in through the gateway (loginSeeded); throws when one is refused. */
export async function signIn(api: Api, who: readonly string[]): Promise<Record<string, SeededUser>> {
  const users: Record<string, SeededUser> = {};
  for (const name of who) {
    const login = await loginSeeded(api, name);
    if (login.status !== 200) throw new Error(`login ${name}: ${JSON.stringify(login.body)}`);
    users[name] = { ...(login.body.user as Omit<SeededUser, 'token'>), token: String(login.body.token) };
  }
  return users;
}

export type ObjectStorageUnderTest = {
  endpoint: string;
  bucket: string;
  client: S3Client;
  /** How many objects the bucket holds under `prefix`. */
  count: (prefix: string) => Promise<number>;
  /** An outage: the server closes, its folder (the objects) stays. */
  pause: () => Promise<void>;
  /** Back on the same port and folder, with the same objects. */
  resume: () => Promise<void>;
  stop: () => Promise<void>;
};

/** An S3 server (s3rver) on a free port, storing in a fresh temporary folder named from `dirPrefix`. */
export async function startObjectStorage(dirPrefix: string, bucket: string): Promise<ObjectStorageUnderTest> {
  const port = await freePort();
  const directory = mkdtempSync(join(tmpdir(), dirPrefix));
  const serve = async () => {
    const server = new S3rver({ port, address: '127.0.0.1', directory, silent: true });
    await server.run();
    return server;
  };
  let server: S3rver | null = await serve();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return {
    endpoint,
    bucket,
    client,
    count: async (prefix) =>
      (await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }))).KeyCount ?? 0,
    pause: async () => {
      await server?.close();
      server = null;
    },
    resume: async () => {
      server ??= await serve();
    },
    stop: async () => {
      client.destroy();
      await server?.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

type ModuleImport = NonNullable<ModuleMetadata['imports']>[number];

/**
 * Runs a service as its main.ts does (NATS handlers on `natsUrl`, /health on a free port), silently;
 * `options` as its config would give them (CALLER_CONTEXT_SECRET, NATS_USER / NATS_PASSWORD).
 */
export async function startServiceUnderTest(
  service: string,
  imports: readonly ModuleImport[],
  natsUrl: string,
  options: Pick<ServiceRuntimeOptions, 'callerContextSecret' | 'natsAuth'> = {},
): Promise<INestApplication> {
  @Module({ imports: [...imports] })
  class ServiceUnderTest {}
  const app = await bootstrapService(
    {
      service,
      module: ServiceUnderTest,
      httpPort: await freePort(),
      natsUrl,
      logLevel: 'silent',
      ...options,
    },
    ['serve'],
  );
  if (!app) throw new Error(`${service} did not start`);
  return app;
}

export type GatewayUnderTestOptions = {
  natsUrl: string;
  /** What verifies access tokens: identity-svc's key, or a testJwt()'s PEM. */
  publicKey: KeyObject | string;
  redisKeyPrefix: string;
  /** NATS_REQUEST_TIMEOUT_MS; the gateway's default when left out. */
  requestTimeoutMs?: number;
  /** Without it the gateway points at a closed port, so its start-up bucket check fails fast. */
  storage?: Pick<ObjectStorageUnderTest, 'endpoint' | 'bucket'>;
  extraEnv?: Record<string, string>;
  /** The clock the suite moves, for the gateway too (its answer cache knows the moment of the week). */
  clock?: Clock;
};

/** `base` is the gateway's URL, `metricsBase` that of its metrics port. */
export type GatewayUnderTest = RunningGateway;

/** The gateway on free ports (started by the gateway's own test harness), trusting `publicKey`'s tokens. */
export function startGatewayUnderTest(options: GatewayUnderTestOptions): Promise<GatewayUnderTest> {
  return startGatewayOnFreePorts(
    {
      NATS_URL: options.natsUrl,
      ...(options.requestTimeoutMs ? { NATS_REQUEST_TIMEOUT_MS: String(options.requestTimeoutMs) } : {}),
      REDIS_URL: testEnv.redisUrl,
      REDIS_KEY_PREFIX: options.redisKeyPrefix,
      JWT_PUBLIC_KEY:
        typeof options.publicKey === 'string'
          ? options.publicKey
          : options.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      ...(options.storage
        ? { S3_ENDPOINT: options.storage.endpoint, S3_BUCKET: options.storage.bucket }
        : {}),
      ...options.extraEnv,
    },
    { clock: options.clock },
  );
}
