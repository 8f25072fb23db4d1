/**
 * A unit-test factory of `T` (an entity as a repository returns it): fresh `defaults()` for each
 * call, any field overridden by the test — `notificationFactory({ readAt: null })`.
 */
export function defineFactory<T>(defaults: () => T): (overrides?: Partial<T>) => T {
  return (overrides = {}) => ({ ...defaults(), ...overrides }) as T;
}
