import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { freePort, startNatsServer, testEnv, uniqueName } from '@encontro/testing';
import { Redis } from 'ioredis';
import jwt from 'jsonwebtoken';
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { bootstrapGateway } from '../../src/bootstrap.js';
import { loadGatewayConfig } from '../../src/config.js';

const TOO_FAST = 'Você está enviando muito rápido. Aguarde alguns minutos e tente novamente.';

/**
 * The anti-abuse limits on a real gateway and Redis, with no service behind it: a call that passes
 * the limits gets 503 (nobody answers), one that does not gets 429 before anyone is asked.
 */
describe('anti-abuse rate limits: per user and per address, both must pass', () => {
  const keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const privatePem = keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const keyPrefix = `${uniqueName('gwrl').replace(/_/g, '-')}:`;
  let nats: Awaited<ReturnType<typeof startNatsServer>>;
  let app: NestFastifyApplication;
  let base: string;
  let redis: Redis;

  const token = (sub = randomUUID()) =>
    jwt.sign({ sub, jti: randomUUID(), adm: false }, privatePem, { algorithm: 'ES256', expiresIn: 3600 });
  const ticket = {
    ticket_type: 'general',
    name: 'Ana Souza',
    email: 'ana@example.com',
    subject: 'Dúvida',
    message: 'Como voto?',
  };
  const openTicket = (from: string, bearer?: string) =>
    fetch(`${base}/api/support/general`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': from,
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      body: JSON.stringify(ticket),
    });
  const statuses = async (from: string, bearer: string, times: number) => {
    const seen: number[] = [];
    for (let i = 0; i < times; i += 1) seen.push((await openTicket(from, bearer)).status);
    return seen;
  };

  beforeAll(async () => {
    nats = await startNatsServer();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    redis = new Redis(testEnv.redisUrl, { keyPrefix });
    app = await bootstrapGateway(
      loadGatewayConfig({
        HTTP_PORT: String(port),
        LOG_LEVEL: 'silent',
        NATS_URL: nats.url,
        NATS_REQUEST_TIMEOUT_MS: '1500',
        REDIS_URL: testEnv.redisUrl,
        REDIS_KEY_PREFIX: keyPrefix,
        JWT_PUBLIC_KEY: keys.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
        S3_ENDPOINT: `http://127.0.0.1:${await freePort()}`,
        TRUST_PROXY: 'true',
        RATE_LIMIT_TICKET_PER_USER: '2',
        RATE_LIMIT_TICKET_PER_ADDRESS: '3',
      }),
    );
  });

  afterAll(async () => {
    await app?.close();
    const raw = new Redis(testEnv.redisUrl);
    const left = await raw.keys(`${keyPrefix}*`);
    if (left.length) await raw.del(...left);
    raw.disconnect();
    redis?.disconnect();
    await nats?.stop();
  });

  it('refuses a user over their own limit with 429, a pt-BR message and Retry-After, whatever their address', async () => {
    const ana = token();
    expect(await statuses('203.0.113.10', ana, 2)).toEqual([503, 503]);
    const refused = await openTicket('203.0.113.11', ana);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: TOO_FAST });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
    // Another person is not held back by Ana.
    expect((await openTicket('203.0.113.12', token())).status).toBe(503);
  });

  it('refuses everyone at an address over its limit, even a user still under their own', async () => {
    const from = '198.51.100.20';
    expect(await statuses(from, token(), 2)).toEqual([503, 503]);
    const bruno = token();
    expect(await statuses(from, bruno, 3)).toEqual([503, 429, 429]);
    // A refusal by the address's limit did not use up Bruno's own: elsewhere he has one call left.
    expect(await statuses('198.51.100.21', bruno, 2)).toEqual([503, 429]);
  });

  it('counts nothing for a caller the authentication refuses', async () => {
    const from = '192.0.2.30';
    for (let i = 0; i < 5; i += 1) expect((await openTicket(from)).status).toBe(401);
    expect(await redis.exists(`ratelimit:ticket:ip:${from}`)).toBe(0);
    expect(await statuses(from, token(), 2)).toEqual([503, 503]);
    expect(await redis.get(`ratelimit:ticket:ip:${from}`)).toBe('2');
  });

  it('applies one ticket limit to both ticket forms, apart from the login limit', async () => {
    const carla = token();
    expect(await statuses('192.0.2.40', carla, 3)).toEqual([503, 503, 429]);
    const host = await fetch(`${base}/api/support/host`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': '192.0.2.41',
        authorization: `Bearer ${carla}`,
      },
      body: JSON.stringify({
        ticket_type: 'host',
        indication_id: randomUUID(),
        subject: 'Horário',
        message: 'Mudou?',
      }),
    });
    // The host form is the same "ticket" limit: Carla is over it there too.
    expect(host.status).toBe(429);
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.40' },
      body: JSON.stringify({ email: 'carla@example.com', password: 'Senha123' }),
    });
    expect(login.status).toBe(503);
  });
});
