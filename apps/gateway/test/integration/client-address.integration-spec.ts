import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Controller, type INestMicroservice, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { MicroserviceOptions } from '@nestjs/microservices';
import { type RpcRequest, identityRpc, indicationRpc, supportRpc } from '@encontro/contracts';
import { DomainError, Rpc, RpcErrorFilter, natsServerOptions } from '@encontro/server-messaging';
import { startNatsServer } from '@encontro/testing';
import jwt from 'jsonwebtoken';
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { ClientNetworks } from '../../src/http/client-network.js';
import {
  type GatewayUnderTest,
  TEST_NETWORK_HASH_SECRET,
  startGatewayOnFreePorts,
  startGatewayUnderTest,
} from '../support/gateway-under-test.js';

/** What the stub services were told, per subject, in order. */
const told: Record<string, Record<string, unknown>[]> = {};
const record = (subject: string, payload: object) => (told[subject] ??= []).push({ ...payload });

/** identity-, indication- and support-svc's subjects the gateway passes the caller's network or key to, each refusing at once. */
@Controller()
class StubServices {
  @Rpc(identityRpc.login)
  login(request: RpcRequest<typeof identityRpc.login>): never {
    record('login', request);
    throw new DomainError('INVALID_CREDENTIALS', 'E-mail ou senha inválidos.');
  }

  @Rpc(identityRpc.register)
  register(request: RpcRequest<typeof identityRpc.register>): never {
    record('register', request);
    throw new DomainError('EMAIL_TAKEN', 'E-mail já cadastrado.');
  }

  @Rpc(identityRpc.updateProfile)
  updateProfile(request: RpcRequest<typeof identityRpc.updateProfile>): never {
    record('updateProfile', request);
    throw new DomainError('CITY_CHANGE_BLOCKED', 'Não agora.');
  }

  @Rpc(indicationRpc.castVote)
  castVote(request: RpcRequest<typeof indicationRpc.castVote>): never {
    record('castVote', request);
    throw new DomainError('ALREADY_VOTED', 'Já votou.');
  }

  @Rpc(supportRpc.submitContact)
  submitContact(request: RpcRequest<typeof supportRpc.submitContact>): never {
    record('submitContact', request);
    throw new DomainError('CONTACT_DAILY_LIMIT', 'Limite diário de envios atingido!');
  }
}

@Module({ controllers: [StubServices] })
class Stubs {}

const LIMIT = 20; // RATE_LIMIT_AUTH_PER_15MIN's default
const ATTEMPTS = 40;
/** A different documentation address for every attempt, as a client would invent them. */
const invented = (i: number) => `198.51.${100 + Math.floor(i / 200)}.${(i % 200) + 1}`;
const networks = new ClientNetworks({ NETWORK_HASH_SECRET: TEST_NETWORK_HASH_SECRET });

/**
 * Which address the gateway takes as the client's (TRUST_PROXY), seen from the outside: the limits
 * it counts and the network it tells the services. A real gateway and Redis; stub services on NATS.
 */
describe('the client address: only trusted proxies may name it, and it leaves the gateway only keyed', () => {
  const keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const privatePem = keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  let nats: Awaited<ReturnType<typeof startNatsServer>>;
  let stubs: INestMicroservice;
  const gateways: GatewayUnderTest[] = [];

  const start = async (name: string, trustProxy: string) => {
    const gateway = await startGatewayUnderTest({
      name,
      natsUrl: nats.url,
      publicKey: keys.publicKey,
      env: { TRUST_PROXY: trustProxy },
    });
    gateways.push(gateway);
    return gateway;
  };
  const login = (gateway: GatewayUnderTest, forwardedFor?: string) =>
    fetch(`${gateway.base}/api/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      },
      body: JSON.stringify({ email: 'ana@example.com', password: 'Senha123' }),
    });
  const logins = async (gateway: GatewayUnderTest, forwardedFor: (i: number) => string | undefined) => {
    const statuses: number[] = [];
    for (let i = 0; i < ATTEMPTS; i += 1) statuses.push((await login(gateway, forwardedFor(i))).status);
    return statuses;
  };
  const loginKeys = (gateway: GatewayUnderTest) =>
    gateway.redis.keys(`${gateway.keyPrefix}ratelimit:login:*`);
  const toldSince = (subject: string, count: number) => (told[subject] ?? []).slice(count);

  beforeAll(async () => {
    nats = await startNatsServer();
    stubs = await NestFactory.createMicroservice<MicroserviceOptions>(Stubs, {
      ...natsServerOptions({ url: nats.url, service: 'stub-services' }),
      logger: false,
    });
    stubs.useGlobalFilters(new RpcErrorFilter());
    await stubs.listen();
  });

  afterAll(async () => {
    for (const gateway of gateways) await gateway.stop();
    await stubs?.close();
    await nats?.stop();
  });

  describe('from a peer that is not a trusted proxy (TRUST_PROXY=10.0.0.0/8, the client on loopback)', () => {
    it('counts 40 logins with 40 invented X-Forwarded-For addresses exactly as 40 without the header', async () => {
      const forged = await start('gwaddr-forged', '10.0.0.0/8');
      const plain = await start('gwaddr-plain', '10.0.0.0/8');
      const before = told.login?.length ?? 0;

      const withHeader = await logins(forged, invented);
      const withoutHeader = await logins(plain, () => undefined);

      const expected = [...Array<number>(LIMIT).fill(401), ...Array<number>(ATTEMPTS - LIMIT).fill(429)];
      expect(withHeader).toEqual(expected);
      expect(withoutHeader).toEqual(expected);
      // One count, the peer's, named by its keyed hash; nothing of the invented addresses.
      expect(await loginKeys(forged)).toEqual([
        `${forged.keyPrefix}ratelimit:login:${networks.addressKey('127.0.0.1')}`,
      ]);
      expect(await forged.redis.get(`ratelimit:login:${networks.addressKey('127.0.0.1')}`)).toBe(
        String(LIMIT),
      );
      // identity-svc heard of the peer's network only, on each login the limit let through.
      expect(toldSince('login', before).map((r) => r.network)).toEqual(
        Array<string>(2 * LIMIT).fill(networks.networkOf('127.0.0.1')!),
      );
    });
  });

  describe('behind a trusted proxy (TRUST_PROXY=loopback)', () => {
    let gateway: GatewayUnderTest;
    beforeAll(async () => {
      gateway = await start('gwaddr-proxied', 'loopback');
    });

    it('takes the address the proxy gives: each of 40 clients has its own count and network', async () => {
      const before = told.login?.length ?? 0;
      expect(await logins(gateway, invented)).toEqual(Array<number>(ATTEMPTS).fill(401));
      expect(toldSince('login', before).map((r) => r.network)).toEqual(
        Array.from({ length: ATTEMPTS }, (_, i) => networks.networkOf(invented(i))),
      );
      const stored = await loginKeys(gateway);
      expect(stored.sort()).toEqual(
        Array.from(
          { length: ATTEMPTS },
          (_, i) => `${gateway.keyPrefix}ratelimit:login:${networks.addressKey(invented(i))}`,
        ).sort(),
      );
      expect(stored.filter((key) => key.includes('198.51.'))).toEqual([]);
    });

    it('takes the rightmost address the proxy appended, not one the client wrote before it', async () => {
      const client = '203.0.113.9';
      const statuses = await logins(gateway, (i) => `${invented(i)}, ${client}`);
      expect(statuses).toEqual([
        ...Array<number>(LIMIT).fill(401),
        ...Array<number>(ATTEMPTS - LIMIT).fill(429),
      ]);
      expect(await gateway.redis.get(`ratelimit:login:${networks.addressKey(client)}`)).toBe(String(LIMIT));
    });

    it('tells identity-, indication- and support-svc the network or keyed address, never the address', async () => {
      const from = '2001:db8:1:2::7';
      const sameNetwork = networks.networkOf('2001:db8:1:ffff::1');
      const token = jwt.sign({ sub: randomUUID(), jti: randomUUID(), adm: false }, privatePem, {
        algorithm: 'ES256',
        expiresIn: 3600,
      });
      const call = (path: string, method: string, body?: unknown, bearer?: string) =>
        fetch(`${gateway.base}${path}`, {
          method,
          headers: {
            'x-forwarded-for': from,
            ...(body ? { 'content-type': 'application/json' } : {}),
            ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
          },
          body: body ? JSON.stringify(body) : undefined,
        });
      const counts = Object.fromEntries(
        Object.entries(told).map(([subject, list]) => [subject, list.length]),
      );
      const last = (subject: string) => toldSince(subject, counts[subject] ?? 0).at(-1);

      expect(
        (await call('/api/login', 'POST', { email: 'bia@example.com', password: 'Senha123' })).status,
      ).toBe(401);
      const registration = {
        first_name: 'Bia',
        last_name: 'Souza',
        email: 'bia@example.com',
        state: 'SP',
        city_id: '3550308',
        password: 'Senha123',
        password_confirmation: 'Senha123',
        terms_accepted: true,
      };
      expect((await call('/api/register', 'POST', registration)).status).toBe(409);
      const profile = { name: 'Bia', surname: 'Souza', state: 'SP', city: 'São Paulo', gender: 'F' };
      expect((await call('/api/profile', 'PUT', profile, token)).status).toBe(422);
      expect((await call(`/api/indications/${randomUUID()}/vote`, 'POST', undefined, token)).status).toBe(
        409,
      );
      const contact = { name: 'Bia', email: 'bia@example.com', subject: 'Oi', message: 'Olá!' };
      expect((await call('/api/contact', 'POST', contact)).status).toBe(429);

      for (const subject of ['login', 'register', 'updateProfile', 'castVote'])
        expect([subject, last(subject)?.network]).toEqual([subject, sameNetwork]);
      expect(last('submitContact')).toMatchObject({ client_key: networks.addressKey(from) });
      expect(JSON.stringify(told)).not.toMatch(/2001:db8|198\.51\.|203\.0\.113|127\.0\.0\.1/);
    });
  });

  it.each([
    ['true', /TRUST_PROXY: "true" would trust every hop/],
    ['1', /TRUST_PROXY: a hop count \(1\) cannot tell a proxy/],
    ['proxy.internal', /TRUST_PROXY: "proxy\.internal" is not a proxy address/],
  ])('refuses to start with TRUST_PROXY=%s, naming the variable', async (trustProxy, message) => {
    await expect(
      startGatewayOnFreePorts({
        NATS_URL: nats.url,
        JWT_PUBLIC_KEY: keys.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
        TRUST_PROXY: trustProxy,
      }),
    ).rejects.toThrow(message);
  });
});
