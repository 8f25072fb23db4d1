import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { deleteRedisKeys, freePort, testEnv, uniqueName } from '@encontro/testing';
import { Redis } from 'ioredis';
import type { KeyObject } from 'node:crypto';
import type { GatewayOverrides } from '../../src/app.module.js';
import { bootstrapGateway } from '../../src/bootstrap.js';
import { loadGatewayConfig } from '../../src/config.js';

/** The gateway's NETWORK_HASH_SECRET under test, unless `env` gives another (ClientNetworks keys with it). */
export const TEST_NETWORK_HASH_SECRET = 'gateway-test-network-hash-secret-0123456789';

/** `base` is the gateway's URL, `metricsBase` that of its metrics port (/metrics is not on `base`). */
export type RunningGateway = { app: NestFastifyApplication; base: string; metricsBase: string };

/**
 * The gateway as main.ts starts it, silent, on free ports: `env` is the rest of its configuration
 * (NATS_URL, REDIS_*, JWT_PUBLIC_KEY…); without S3_ENDPOINT in it, the object storage is a closed
 * port, so the start-up bucket check fails fast. Also tests/system's harness.
 */
export async function startGatewayOnFreePorts(
  env: Record<string, string>,
  overrides: GatewayOverrides = {},
): Promise<RunningGateway> {
  const port = await freePort();
  const metricsPort = await freePort();
  const app = await bootstrapGateway(
    loadGatewayConfig({
      HTTP_PORT: String(port),
      METRICS_PORT: String(metricsPort),
      LOG_LEVEL: 'silent',
      S3_ENDPOINT: `http://127.0.0.1:${await freePort()}`,
      NETWORK_HASH_SECRET: TEST_NETWORK_HASH_SECRET,
      ...env,
    }),
    overrides,
  );
  return { app, base: `http://127.0.0.1:${port}`, metricsBase: `http://127.0.0.1:${metricsPort}` };
}

export type GatewayUnderTest = RunningGateway & {
  /** The gateway's Redis key prefix, and a client that reads and writes under it. */
  keyPrefix: string;
  redis: Redis;
  /** Closes the gateway and the client, and deletes every key under the prefix. */
  stop: () => Promise<void>;
};

/**
 * The gateway of the integration suites, with a Redis key prefix of its own (`name`): it trusts
 * tokens signed with the pair of `publicKey`, asks the services on `natsUrl` and gives up on them
 * after 1.5 s. `env` comes on top.
 */
export async function startGatewayUnderTest(options: {
  name: string;
  natsUrl: string;
  publicKey: KeyObject;
  env?: Record<string, string>;
}): Promise<GatewayUnderTest> {
  const keyPrefix = `${uniqueName(options.name).replace(/_/g, '-')}:`;
  const gateway = await startGatewayOnFreePorts({
    NATS_URL: options.natsUrl,
    NATS_REQUEST_TIMEOUT_MS: '1500',
    REDIS_URL: testEnv.redisUrl,
    REDIS_KEY_PREFIX: keyPrefix,
    JWT_PUBLIC_KEY: options.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    ...options.env,
  });
  const redis = new Redis(testEnv.redisUrl, { keyPrefix });
  return {
    ...gateway,
    keyPrefix,
    redis,
    stop: async () => {
      await gateway.app.close();
      await deleteRedisKeys(keyPrefix);
      redis.disconnect();
    },
  };
}
