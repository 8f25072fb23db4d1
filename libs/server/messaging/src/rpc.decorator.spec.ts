import { describe, expect, it } from '@jest/globals';
import { PATTERN_METADATA } from '@nestjs/microservices/constants.js';
import { rpc } from '@encontro/contracts';
import { z } from 'zod';
import { rpcHandled, rpcHandlerDuration } from '@encontro/server-observability';
import { DomainError } from './domain-error.js';
import { Rpc, rpcOutcome } from './rpc.decorator.js';

const greet = rpc('test.greeting.create', {
  request: z.object({
    user_id: z.string().uuid(),
    body: z.object({ name: z.string().min(2, 'Nome curto.') }),
  }),
  response: z.object({ message: z.string() }),
  errorsUnder: 'body',
});
const count = rpc('test.counter.get', {
  request: z.object({ limit: z.number().int().default(50) }),
  response: z.object({ n: z.number() }),
});

class Handlers {
  seen: unknown[] = [];

  @Rpc(greet)
  greet({ body }: z.output<typeof greet.request>) {
    this.seen.push(body);
    return Promise.resolve({ message: `Olá, ${body.name}!` });
  }

  @Rpc(greet)
  leaky({ body }: z.output<typeof greet.request>) {
    // Answers a field its contract does not declare.
    return { message: `Olá, ${body.name}!`, password_hash: 'x' };
  }

  @Rpc(count)
  count({ limit }: z.output<typeof count.request>) {
    this.seen.push(limit);
    // Drifts from its contract on purpose: n must be a number.
    return { n: limit > 100 ? ('muitos' as unknown as number) : limit };
  }
}

const user = '00000000-0000-4000-8000-000000000001';

describe('@Rpc', () => {
  it('subscribes the method to the contract subject', () => {
    const patterns = Reflect.getMetadata(PATTERN_METADATA, Handlers.prototype.greet) as unknown[];
    expect(patterns).toEqual(['test.greeting.create']);
  });

  it('hands the method the parsed request, defaults applied', async () => {
    const handlers = new Handlers();
    await expect((handlers.count as unknown as (p: unknown) => Promise<unknown>)({})).resolves.toEqual({
      n: 50,
    });
    expect(handlers.seen).toEqual([50]);
  });

  it('refuses a malformed request before the method runs, naming the fields of the input', async () => {
    const handlers = new Handlers();
    const call = (handlers.greet as unknown as (p: unknown) => Promise<unknown>)({
      user_id: user,
      body: { name: 'A' },
    });
    await expect(call).rejects.toBeInstanceOf(DomainError);
    await expect(call).rejects.toMatchObject({
      reason: 'VALIDATION_FAILED',
      errors: { name: ['Nome curto.'] },
    });
    expect(handlers.seen).toEqual([]);
  });

  it('under test, fails an answer that does not match the contract', async () => {
    const handlers = new Handlers();
    await expect(handlers.greet({ user_id: user, body: { name: 'Ana' } })).resolves.toEqual({
      message: 'Olá, Ana!',
    });
    await expect(handlers.count({ limit: 500 })).rejects.toThrow(
      'test.counter.get: the answer does not match the contract',
    );
  });

  it('under test, fails an answer carrying a field its contract does not declare', async () => {
    await expect(new Handlers().leaky({ user_id: user, body: { name: 'Ana' } })).rejects.toThrow(
      'test.greeting.create: the answer does not match the contract',
    );
  });
});

describe('@Rpc metrics', () => {
  const handled = async (subject: string, outcome: string) =>
    (await rpcHandled.get()).values.find((v) => v.labels.subject === subject && v.labels.outcome === outcome)
      ?.value ?? 0;
  const timed = async (subject: string) =>
    (await rpcHandlerDuration.get()).values.find(
      (v) => v.metricName === 'encontro_rpc_handler_duration_seconds_count' && v.labels.subject === subject,
    )?.value ?? 0;

  it('counts an answered request as ok and times it', async () => {
    const [ok, count] = [await handled('test.greeting.create', 'ok'), await timed('test.greeting.create')];
    await new Handlers().greet({ user_id: user, body: { name: 'Ana' } });
    expect(await handled('test.greeting.create', 'ok')).toBe(ok + 1);
    expect(await timed('test.greeting.create')).toBe(count + 1);
  });

  it('counts a validation refusal as refused, not failed', async () => {
    const [refused, failed] = [
      await handled('test.greeting.create', 'refused'),
      await handled('test.greeting.create', 'failed'),
    ];
    const call = (new Handlers().greet as unknown as (p: unknown) => Promise<unknown>)({
      body: { name: 'A' },
    });
    await expect(call).rejects.toBeInstanceOf(DomainError);
    expect(await handled('test.greeting.create', 'refused')).toBe(refused + 1);
    expect(await handled('test.greeting.create', 'failed')).toBe(failed);
  });

  it('counts an unexpected error as failed', async () => {
    const failed = await handled('test.counter.get', 'failed');
    await expect(new Handlers().count({ limit: 500 })).rejects.toThrow();
    expect(await handled('test.counter.get', 'failed')).toBe(failed + 1);
  });

  it('classifies a domain error as a refusal and anything else as a failure', () => {
    expect(rpcOutcome(new DomainError('USER_NOT_FOUND', 'Não encontrado.'))).toBe('refused');
    expect(rpcOutcome(new Error('boom'))).toBe('failed');
    expect(rpcOutcome('string')).toBe('failed');
  });
});
