import { beforeEach } from '@jest/globals';
import { automock, type Mocked } from './automock.js';
import { type UnitOfWork, unitOfWork } from './unit-doubles.js';

type Class = abstract new (...args: never[]) => object;

/** A dependency as a test names it: a class to auto-mock, or the value to hand over as it is. */
type Doubles<D> = { [K in keyof D]: D[K] extends Class ? Mocked<InstanceType<D[K]>> : D[K] };

/** The service of the running test, made afresh before each test, beside its dependencies by name. */
export type ServiceUnderTest<S, D> = { sut: S; em: UnitOfWork } & Doubles<D>;

/** What the test gets afresh to build its dependencies on: a unit of work (`ormForking(em)`, …). */
export type TestScope = { em: UnitOfWork };

const isClass = (value: unknown): value is Class =>
  typeof value === 'function' && value.prototype !== undefined && value.prototype.constructor === value;

/** What Nest would inject at each constructor position: an `@Inject(token)` or the parameter's type. */
function injectedTokens(type: Class): unknown[] {
  const types = (Reflect.getMetadata('design:paramtypes', type) ?? []) as unknown[];
  const declared = (Reflect.getMetadata('self:paramtypes', type) ?? []) as {
    index: number;
    param: unknown;
  }[];
  const tokens = [...types];
  for (const { index, param } of declared) tokens[index] = param;
  return tokens;
}

/** One build of the service on its doubles (what `serviceUnderTest` does before each test). */
export function buildUnderTest<S, D extends Record<string, unknown>>(
  type: new (...args: never[]) => S,
  deps: D,
) {
  const doubles = Object.fromEntries(
    Object.entries(deps).map(([name, dep]) => [name, isClass(dep) ? automock(dep) : dep]),
  ) as Doubles<D>;
  const tokens = injectedTokens(type as unknown as Class);
  const given = Object.values(deps);
  if (tokens.length !== given.length) {
    throw new Error(`${type.name} takes ${tokens.length} dependencies; the test names ${given.length}`);
  }
  given.forEach((dep, at) => {
    if (isClass(dep) && isClass(tokens[at]) && dep !== tokens[at]) {
      throw new Error(
        `${type.name} takes ${(tokens[at] as Class).name} at position ${at + 1}, not ${dep.name}`,
      );
    }
  });
  const sut = new type(...(Object.values(doubles) as never[]));
  return { sut, ...doubles } as ServiceUnderTest<S, D>;
}

/**
 * The unit-test harness of a Nest provider (immich's `newTestService`): before each test, every
 * dependency named in `deps` — in constructor order — is made afresh (a class becomes an `automock`,
 * any other value is handed over as `deps()` returns it) and the service is built on them. The order
 * is checked against the constructor's injected types, so a reordered constructor fails loudly.
 * `deps` receives a fresh unit of work, also kept as `t.em`, for an ORM double the test inspects.
 */
export function serviceUnderTest<S, D extends Record<string, unknown>>(
  type: new (...args: never[]) => S,
  deps: (scope: TestScope) => D,
): ServiceUnderTest<S, D> {
  const current = {} as ServiceUnderTest<S, D>;
  beforeEach(() => {
    for (const key of Object.keys(current)) delete (current as Record<string, unknown>)[key];
    const em = unitOfWork();
    Object.assign(current, buildUnderTest(type, deps({ em })), { em });
  });
  return current;
}
