import { jest } from '@jest/globals';

type AnyFunction = (...args: never[]) => unknown;

/** `T` whose every public method is also a jest mock with the method's own signature (usable where a `T` is). */
export type Mocked<T> = T & {
  [K in keyof T]: T[K] extends AnyFunction ? jest.Mock<T[K]> & T[K] : T[K];
};

/**
 * A stand-in for a repository, port or service class (immich's `automock`): every method of its
 * prototype chain is a jest mock that throws until the test gives it an answer, so a unit test states
 * everything the code under test asks of its collaborators and nothing is answered by accident.
 */
export function automock<T extends object>(type: abstract new (...args: never[]) => T): Mocked<T> {
  const mock: Record<string, unknown> = {};
  for (
    let proto = type.prototype as object | null;
    proto && proto !== Object.prototype;
    proto = Object.getPrototypeOf(proto)
  ) {
    for (const name of Object.getOwnPropertyNames(proto)) {
      if (name === 'constructor' || name in mock) continue;
      const descriptor = Object.getOwnPropertyDescriptor(proto, name);
      if (typeof descriptor?.value !== 'function') continue;
      mock[name] = jest.fn(() => {
        throw new Error(`${type.name}.${name} was called without an answer in this test`);
      });
    }
  }
  return mock as Mocked<T>;
}
