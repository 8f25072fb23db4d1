import { describe, expect, it } from '@jest/globals';
import { Inject, Injectable } from '@nestjs/common';
import { buildUnderTest, serviceUnderTest } from './service-under-test.js';

const GREETING = Symbol('GREETING');

class Names {
  find(id: string): Promise<string> {
    return Promise.resolve(id);
  }
}

class Outbox {
  add(event: string): string {
    return event;
  }
}

@Injectable()
class Greeter {
  constructor(
    private readonly names: Names,
    private readonly outbox: Outbox,
    @Inject(GREETING) private readonly greeting: string,
  ) {}

  async greet(id: string) {
    const name = await this.names.find(id);
    this.outbox.add('greeted');
    return `${this.greeting}, ${name}!`;
  }
}

describe(serviceUnderTest.name, () => {
  describe('with every dependency named in constructor order', () => {
    const t = serviceUnderTest(Greeter, () => ({ names: Names, outbox: Outbox, greeting: 'Olá' }));
    const made: unknown[] = [];

    it('builds the service on automocks of the classes and the values as given', async () => {
      t.names.find.mockResolvedValue('Ana');
      t.outbox.add.mockReturnValue('event');

      await expect(t.sut.greet('u1')).resolves.toBe('Olá, Ana!');
      expect(t.names.find).toHaveBeenCalledWith('u1');
      made.push(t.sut, t.names);
    });

    it('makes the service and its doubles afresh for each test, with no answer left over', async () => {
      expect([t.sut, t.names]).not.toContain(made[0]);
      expect(t.names.find).not.toHaveBeenCalled();
      await expect(t.sut.greet('u1')).rejects.toThrow('Names.find was called without an answer in this test');
    });
  });

  describe('with a unit of work the test inspects', () => {
    let given: unknown;
    const t = serviceUnderTest(Greeter, ({ em }) => {
      given = em;
      return { names: Names, outbox: Outbox, greeting: 'Oi' };
    });

    it('hands the dependencies the same fresh unit of work it keeps as t.em', () => {
      expect(t.em).toBe(given);
      expect(t.em.flush).not.toHaveBeenCalled();
    });
  });

  it('fails loudly when a dependency is out of place, naming the class the constructor takes there', () => {
    expect(() => buildUnderTest(Greeter, { outbox: Outbox, names: Names, greeting: 'Olá' })).toThrow(
      'Greeter takes Names at position 1, not Outbox',
    );
  });

  it('fails loudly when the test names fewer dependencies than the constructor takes', () => {
    expect(() => buildUnderTest(Greeter, { names: Names, outbox: Outbox })).toThrow(
      'Greeter takes 3 dependencies; the test names 2',
    );
  });
});
