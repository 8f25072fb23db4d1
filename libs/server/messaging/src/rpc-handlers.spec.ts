import { describe, expect, it } from '@jest/globals';
import { Test } from '@nestjs/testing';
import { PATTERN_METADATA } from '@nestjs/microservices/constants.js';
import { rpc } from '@encontro/contracts';
import { z } from 'zod';
import { DomainError } from './domain-error.js';
import { rpcHandlers } from './rpc-handlers.js';

const greetingRpc = {
  greet: rpc('test.greeting.create', {
    request: z.object({ body: z.object({ name: z.string().min(2, 'Nome curto.') }) }),
    response: z.object({ message: z.string() }),
    errorsUnder: 'body',
  }),
  count: rpc('test.counter.get', {
    request: z.object({ limit: z.number().int().default(50) }),
    response: z.object({ n: z.number() }),
  }),
};

class Greeter {
  readonly heard: string[] = [];
  greet(name: string) {
    this.heard.push(name);
    return { message: `Olá, ${name}!` };
  }
}

class Counter {
  count(limit: number) {
    return Promise.resolve({ n: limit });
  }
}

const GreetingHandlers = rpcHandlers(
  'GreetingHandlers',
  greetingRpc,
  { greeter: Greeter, counter: Counter },
  {
    greet: ({ body }, { greeter }) => greeter.greet(body.name),
    count: ({ limit }, { counter }) => counter.count(limit),
  },
);

async function built() {
  const module = await Test.createTestingModule({
    controllers: [GreetingHandlers],
    providers: [Greeter, Counter],
  }).compile();
  return { handlers: module.get(GreetingHandlers), greeter: module.get(Greeter) };
}

describe(rpcHandlers.name, () => {
  it('makes a controller named as asked, each route subscribed to its contract subject', () => {
    expect(GreetingHandlers.name).toBe('GreetingHandlers');
    const subjects = ['greet', 'count'].map(
      (key) => Reflect.getMetadata(PATTERN_METADATA, GreetingHandlers.prototype[key as 'greet']) as unknown[],
    );
    expect(subjects).toEqual([['test.greeting.create'], ['test.counter.get']]);
  });

  it('hands each route the parsed request and the services Nest injected, by name', async () => {
    const { handlers, greeter } = await built();

    await expect(handlers.greet({ body: { name: 'Ana' } })).resolves.toEqual({ message: 'Olá, Ana!' });
    await expect(handlers.count({} as never)).resolves.toEqual({ n: 50 });
    expect(greeter.heard).toEqual(['Ana']);
  });

  it('refuses a malformed request in pt-BR before the service is called', async () => {
    const { handlers, greeter } = await built();

    const call = handlers.greet({ body: { name: 'A' } });

    await expect(call).rejects.toBeInstanceOf(DomainError);
    await expect(call).rejects.toMatchObject({
      reason: 'VALIDATION_FAILED',
      errors: { name: ['Nome curto.'] },
    });
    expect(greeter.heard).toEqual([]);
  });

  it('refuses a route that names no contract of its group', () => {
    expect(() => rpcHandlers('Broken', greetingRpc, {}, { farewell: () => ({}) } as never)).toThrow(
      'Broken: farewell is no contract of its group',
    );
  });
});
