import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { type INestApplication, Module, type ModuleMetadata } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Clock } from '@encontro/server-clock';
import { bootstrapService } from '@encontro/server-runtime';
import { freePort, testEnv } from '@encontro/testing';
import jwt from 'jsonwebtoken';
import { type KeyObject, generateKeyPairSync, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { bootstrapGateway } from '@encontro/gateway/bootstrap';
import { loadGatewayConfig } from '@encontro/gateway/config';
import { DemoSeed } from '@encontro/identity-svc/test-support';

/**
 * What every system suite sets up the same way: its own token keys, a JSON client of the gateway,
 * an S3 server, services started from a provision*() harness and the gateway in front of them.
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

export type ObjectStorageUnderTest = {
  endpoint: string;
  bucket: string;
  client: S3Client;
  /** How many objects the bucket holds under `prefix`. */
  count: (prefix: string) => Promise<number>;
  stop: () => Promise<void>;
};

/** An S3 server (s3rver) on a free port, storing in a fresh temporary folder named from `dirPrefix`. */
export async function startObjectStorage(dirPrefix: string, bucket: string): Promise<ObjectStorageUnderTest> {
  const port = await freePort();
  const directory = mkdtempSync(join(tmpdir(), dirPrefix));
  const server = new S3rver({ port, address: '127.0.0.1', directory, silent: true });
  await server.run();
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
    stop: async () => {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

type ModuleImport = NonNullable<ModuleMetadata['imports']>[number];

/** Runs a service as its main.ts does (NATS handlers on `natsUrl`, /health on a free port), silently. */
export async function startServiceUnderTest(
  service: string,
  imports: readonly ModuleImport[],
  natsUrl: string,
): Promise<INestApplication> {
  @Module({ imports: [...imports] })
  class ServiceUnderTest {}
  const app = await bootstrapService(
    { service, module: ServiceUnderTest, httpPort: await freePort(), natsUrl, logLevel: 'silent' },
    ['serve'],
  );
  if (!app) throw new Error(`${service} did not start`);
  return app;
}

/** Starts the services one after the other, in the order given; the map keeps that order. */
export async function startServicesUnderTest(
  natsUrl: string,
  services: Record<string, readonly ModuleImport[]>,
): Promise<Map<string, INestApplication>> {
  const started = new Map<string, INestApplication>();
  for (const [name, imports] of Object.entries(services))
    started.set(name, await startServiceUnderTest(name, imports, natsUrl));
  return started;
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

/** The gateway on a free port; `base` is its URL, `metricsBase` that of its metrics port. */
export async function startGatewayUnderTest(
  options: GatewayUnderTestOptions,
): Promise<{ app: NestFastifyApplication; base: string; metricsBase: string }> {
  const port = await freePort();
  const metricsPort = await freePort();
  const app = await bootstrapGateway(
    loadGatewayConfig({
      HTTP_PORT: String(port),
      METRICS_PORT: String(metricsPort),
      LOG_LEVEL: 'silent',
      NATS_URL: options.natsUrl,
      ...(options.requestTimeoutMs ? { NATS_REQUEST_TIMEOUT_MS: String(options.requestTimeoutMs) } : {}),
      REDIS_URL: testEnv.redisUrl,
      REDIS_KEY_PREFIX: options.redisKeyPrefix,
      JWT_PUBLIC_KEY:
        typeof options.publicKey === 'string'
          ? options.publicKey
          : options.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      S3_ENDPOINT: options.storage?.endpoint ?? `http://127.0.0.1:${await freePort()}`,
      ...(options.storage ? { S3_BUCKET: options.storage.bucket } : {}),
      ...options.extraEnv,
    }),
    { clock: options.clock },
  );
  return { app, base: `http://127.0.0.1:${port}`, metricsBase: `http://127.0.0.1:${metricsPort}` };
}

export type SeededSystemOptions = {
  natsUrl: string;
  /** A provisionIdentity() harness: its service issues the tokens the gateway verifies. */
  identity: { imports: readonly ModuleImport[]; publicKey: KeyObject; redisKeyPrefix: string };
  /** The services besides identity-svc, started after it in the order given. */
  services: Record<string, readonly ModuleImport[]>;
  /** The clock the suite moves (indication-svc's): the gateway follows it, as the dev clock makes it do. */
  clock?: Clock;
  gateway?: Pick<GatewayUnderTestOptions, 'requestTimeoutMs' | 'storage' | 'extraEnv'>;
};

export type SeededSystem = {
  /** By name, identity-svc first; a suite may close one and delete it. */
  services: Map<string, INestApplication>;
  gateway: NestFastifyApplication;
  base: string;
  /** The gateway's metrics port (operators only; /metrics is not on `base`). */
  metricsBase: string;
  /** Closes the gateway, then the services still in the map, the last started first. */
  stop: () => Promise<void>;
};

/**
 * identity-svc with DemoSeed's people (admin, ana, bruno, … — see loginSeeded), the other services,
 * then the gateway trusting identity-svc's tokens and sessions.
 */
export async function startSeededSystem(options: SeededSystemOptions): Promise<SeededSystem> {
  const { natsUrl, identity } = options;
  const services = await startServicesUnderTest(natsUrl, {
    'identity-svc': identity.imports,
    ...options.services,
  });
  await services.get('identity-svc')!.get(DemoSeed).run();
  const {
    app: gateway,
    base,
    metricsBase,
  } = await startGatewayUnderTest({
    natsUrl,
    publicKey: identity.publicKey,
    redisKeyPrefix: identity.redisKeyPrefix,
    clock: options.clock,
    ...options.gateway,
  });
  return {
    services,
    gateway,
    base,
    metricsBase,
    stop: async () => {
      await gateway.close();
      for (const service of [...services.values()].reverse()) await service.close();
      services.clear();
    },
  };
}
