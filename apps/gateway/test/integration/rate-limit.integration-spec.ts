import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Controller, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { MicroserviceOptions } from '@nestjs/microservices';
import type { INestMicroservice } from '@nestjs/common';
import { type RpcRequest, supportRpc } from '@encontro/contracts';
import { DomainError, Rpc, RpcErrorFilter, natsServerOptions } from '@encontro/server-messaging';
import { startNatsServer } from '@encontro/testing';
import jwt from 'jsonwebtoken';
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { ClientNetworks } from '../../src/http/client-network.js';
import { type GatewayUnderTest, startGatewayUnderTest } from '../support/gateway-under-test.js';

const TOO_FAST = 'Você está enviando muito rápido. Aguarde alguns minutos e tente novamente.';
/** The stub support-svc refuses a ticket with this subject, as the real one refuses a host ticket about someone else's indication. */
const REFUSED_SUBJECT = 'Recusar';
const { createGeneralTicket, createHostTicket } = supportRpc;

/** support-svc's ticket subjects, answered at once: a ticket, or a refusal for REFUSED_SUBJECT. */
@Controller()
class StubTickets {
  private answer(body: { subject: string; message: string }, indicationId: string | null = null) {
    if (body.subject === REFUSED_SUBJECT) throw new DomainError('NOT_OWN_INDICATION', 'Você não pode.');
    return {
      message: 'Ticket criado com sucesso!',
      ticket: {
        ticket_id: randomUUID(),
        ticket_type: indicationId ? ('host' as const) : ('general' as const),
        subject: body.subject,
        message: body.message,
        created_at: new Date().toISOString(),
        responded: false,
        responded_at: null,
        response: null,
        indication: indicationId ? { indication_id: indicationId, name: 'Bar do Zé' } : null,
        status: 'open' as const,
        finalized_at: null,
      },
    };
  }

  @Rpc(createGeneralTicket)
  general({ body }: RpcRequest<typeof createGeneralTicket>) {
    return this.answer(body);
  }

  @Rpc(createHostTicket)
  host({ body }: RpcRequest<typeof createHostTicket>) {
    return this.answer(body, body.indication_id);
  }
}

@Module({ controllers: [StubTickets] })
class StubSupport {}

/**
 * The anti-abuse limits on a real gateway and Redis, with a stub support-svc on NATS that creates
 * tickets at once: an accepted ticket is 201, one the limits refuse is 429 before anyone is asked.
 * Only accepted tickets count: refusals (422, 403, 503) give their place back.
 */
describe('anti-abuse rate limits: per user and per address, both must pass, accepted requests only', () => {
  const keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const privatePem = keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  let nats: Awaited<ReturnType<typeof startNatsServer>>;
  let support: INestMicroservice | undefined;
  let gateway: GatewayUnderTest;

  const token = (sub = randomUUID()) =>
    jwt.sign({ sub, jti: randomUUID(), adm: false }, privatePem, { algorithm: 'ES256', expiresIn: 3600 });
  const ticket = {
    ticket_type: 'general',
    name: 'Ana Souza',
    email: 'ana@example.com',
    subject: 'Dúvida',
    message: 'Como voto?',
  };
  const openTicket = (from: string, bearer?: string, body: Record<string, unknown> = ticket) =>
    fetch(`${gateway.base}/api/support/general`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': from,
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      body: JSON.stringify(body),
    });
  const statuses = async (from: string, bearer: string, times: number, body?: Record<string, unknown>) => {
    const seen: number[] = [];
    for (let i = 0; i < times; i += 1) seen.push((await openTicket(from, bearer, body)).status);
    return seen;
  };
  const startSupport = async () => {
    support = await NestFactory.createMicroservice<MicroserviceOptions>(StubSupport, {
      ...natsServerOptions({ url: nats.url, service: 'support-svc' }),
      logger: false,
    });
    support.useGlobalFilters(new RpcErrorFilter());
    await support.listen();
  };

  beforeAll(async () => {
    nats = await startNatsServer();
    await startSupport();
    gateway = await startGatewayUnderTest({
      name: 'gwrl',
      natsUrl: nats.url,
      publicKey: keys.publicKey,
      env: { TRUST_PROXY: 'loopback', RATE_LIMIT_TICKET_PER_USER: '2', RATE_LIMIT_TICKET_PER_ADDRESS: '3' },
    });
  });

  afterAll(async () => {
    await gateway?.stop();
    await support?.close();
    await nats?.stop();
  });

  it('refuses a user over their own limit with 429, a pt-BR message and Retry-After, whatever their address', async () => {
    const ana = token();
    expect(await statuses('203.0.113.10', ana, 2)).toEqual([201, 201]);
    const refused = await openTicket('203.0.113.11', ana);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: TOO_FAST });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
    // Another person is not held back by Ana.
    expect((await openTicket('203.0.113.12', token())).status).toBe(201);
  });

  it('refuses everyone at an address over its limit, even a user still under their own', async () => {
    const from = '198.51.100.20';
    expect(await statuses(from, token(), 2)).toEqual([201, 201]);
    const bruno = token();
    expect(await statuses(from, bruno, 3)).toEqual([201, 429, 429]);
    // A refusal by the address's limit did not use up Bruno's own: elsewhere he has one call left.
    expect(await statuses('198.51.100.21', bruno, 2)).toEqual([201, 429]);
  });

  it('counts nothing for a caller the authentication refuses', async () => {
    const from = '192.0.2.30';
    // The address's count is named by its keyed hash: Redis never holds the address.
    const key = `ratelimit:ticket:address:${gateway.app.get(ClientNetworks).addressKey(from)}`;
    for (let i = 0; i < 5; i += 1) expect((await openTicket(from)).status).toBe(401);
    expect(await gateway.redis.exists(key)).toBe(0);
    expect(await statuses(from, token(), 2)).toEqual([201, 201]);
    expect(await gateway.redis.get(key)).toBe('2');
    expect(await gateway.redis.keys(`${gateway.keyPrefix}*${from}*`)).toEqual([]);
  });

  it('counts only accepted requests: refusals by the contract (422) or the service (403) give their place back', async () => {
    const from = '192.0.2.50';
    const carlaId = randomUUID();
    const carla = token(carlaId);
    const blank = { ...ticket, message: ' \u200B ' };
    for (let i = 0; i < 40; i += 1) expect((await openTicket(from, carla, blank)).status).toBe(422);
    expect(await statuses(from, carla, 5, { ...ticket, subject: REFUSED_SUBJECT })).toEqual([
      403, 403, 403, 403, 403,
    ]);
    expect((await openTicket(from, carla, { ...ticket, message: 'a\u0000b' })).status).toBe(422);
    const afterRefusals = await openTicket(from, carla, blank);
    expect(afterRefusals.status).toBe(422);
    expect(afterRefusals.headers.get('ratelimit-remaining')).toBe('2');
    // Her quota is whole: two tickets, then 429.
    expect(await statuses(from, carla, 3)).toEqual([201, 201, 429]);
    expect(await gateway.redis.get(`ratelimit:ticket:user:${carlaId}`)).toBe('2');
    // The call-duration metric names the rule that refused, beside the calls that went through.
    const metrics = (await (await fetch(`${gateway.metricsBase}/metrics`)).text()).split('\n');
    const count = (outcome: string, reason: string) =>
      metrics.find(
        (line) =>
          line.startsWith('encontro_nats_request_duration_seconds_count{') &&
          line.includes(`subject="${createGeneralTicket.subject}"`) &&
          line.includes(`outcome="${outcome}"`) &&
          line.includes(`reason="${reason}"`),
      );
    const value = (line: string | undefined) => Number(line?.split(' ').at(-1));
    expect(value(count('refused', 'NOT_OWN_INDICATION'))).toBe(5);
    expect(value(count('ok', 'none'))).toBeGreaterThanOrEqual(2);
  });

  it('gives the place back when the service does not answer (503)', async () => {
    const from = '192.0.2.60';
    const diego = token();
    await support?.close();
    support = undefined;
    try {
      expect(await statuses(from, diego, 3)).toEqual([503, 503, 503]);
    } finally {
      await startSupport();
    }
    expect(await statuses(from, diego, 3)).toEqual([201, 201, 429]);
  });

  it('lets exactly the limit through when requests arrive at once', async () => {
    const from = '192.0.2.70';
    const answers = await Promise.all(Array.from({ length: 12 }, () => openTicket(from, token())));
    const counted = answers.map((a) => a.status).sort();
    expect(counted).toEqual([201, 201, 201, ...Array<number>(9).fill(429)]);
    const eve = token();
    const hers = await Promise.all(Array.from({ length: 8 }, () => openTicket('192.0.2.71', eve)));
    expect(hers.filter((a) => a.status === 201)).toHaveLength(2);
    expect(hers.filter((a) => a.status === 429)).toHaveLength(6);
  });

  it('applies one ticket limit to both ticket forms, apart from the login limit', async () => {
    const frank = token();
    expect(await statuses('192.0.2.40', frank, 3)).toEqual([201, 201, 429]);
    const host = await fetch(`${gateway.base}/api/support/host`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': '192.0.2.41',
        authorization: `Bearer ${frank}`,
      },
      body: JSON.stringify({
        ticket_type: 'host',
        indication_id: randomUUID(),
        subject: 'Horário',
        message: 'Mudou?',
      }),
    });
    // The host form is the same "ticket" limit: Frank is over it there too.
    expect(host.status).toBe(429);
    const login = await fetch(`${gateway.base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.40' },
      body: JSON.stringify({ email: 'frank@example.com', password: 'Senha123' }),
    });
    // No identity-svc behind this gateway: the login limit had room, so the call went on.
    expect(login.status).toBe(503);
  });
});
