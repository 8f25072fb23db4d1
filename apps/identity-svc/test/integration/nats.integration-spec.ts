import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type INestApplication, Module } from '@nestjs/common';
import {
  type RpcContract,
  type RpcInput,
  genericMessages,
  identityRpc,
  supportRpc,
} from '@encontro/contracts';
import { ServiceCallError, ServiceClient } from '@encontro/server-messaging';
import { bootstrapService } from '@encontro/server-runtime';
import { freePort, startNatsServer } from '@encontro/testing';
import { PASSWORD, newEmail, registration } from '../support/account-flows.js';
import { provisionIdentity } from '../support/identity-test-app.js';

/**
 * The service as it runs: started by bootstrapService and called over NATS request/reply, as the
 * gateway does. A private nats-server keeps a running stack from answering these subjects.
 */
describe('identity-svc over NATS', () => {
  let env: Awaited<ReturnType<typeof provisionIdentity>>;
  let nats: Awaited<ReturnType<typeof startNatsServer>>;
  let app: INestApplication | undefined;
  let client: ServiceClient;

  beforeAll(async () => {
    env = await provisionIdentity('identity_nats');
    nats = await startNatsServer();
    @Module({ imports: env.imports })
    class IdentityOverNats {}
    app = await bootstrapService(
      {
        service: 'identity-svc',
        module: IdentityOverNats,
        httpPort: await freePort(),
        natsUrl: nats.url,
        logLevel: 'silent',
      },
      ['serve'],
    );
    client = new ServiceClient({ url: nats.url, timeoutMs: 5000, name: 'identity-nats-test' });
  });

  afterAll(async () => {
    await client?.onApplicationShutdown();
    await app?.close();
    await nats?.stop();
    await env?.release();
  });

  const failure = async <C extends RpcContract>(contract: C, payload: RpcInput<C>) => {
    try {
      await client.call(contract, payload);
    } catch (error) {
      if (error instanceof ServiceCallError) return error.error;
      throw error;
    }
    throw new Error(`${contract.subject} did not fail`);
  };

  it('answers a request with the handler result', async () => {
    await expect(client.call(identityRpc.register, { body: registration() })).resolves.toEqual({
      message: 'Cadastro realizado! Enviamos um link de verificação para o seu e-mail.',
    });
  });

  it('answers a refused request with its reason (INVALID_CREDENTIALS, VALIDATION_FAILED) and its pt-BR message, not INTERNAL', async () => {
    await expect(
      failure(identityRpc.login, { body: { email: newEmail(), password: PASSWORD } }),
    ).resolves.toEqual({
      reason: 'INVALID_CREDENTIALS',
      message: 'E-mail ou senha incorretos',
    });
    await expect(failure(identityRpc.register, { body: registration({ email: 'x' }) })).resolves.toEqual({
      reason: 'VALIDATION_FAILED',
      message: 'E-mail inválido',
      errors: { email: ['E-mail inválido'] },
    });
  });

  it('refuses a subject no service listens on at once, as unavailable, not after the timeout', async () => {
    // support-svc is not started on this NATS: NATS itself answers "no responders".
    const started = Date.now();
    await expect(failure(supportRpc.listFaq, { query: {} })).resolves.toEqual({
      reason: 'SERVICE_UNAVAILABLE',
      message: genericMessages.unavailable,
    });
    expect(Date.now() - started).toBeLessThan(2500);
  });
});
