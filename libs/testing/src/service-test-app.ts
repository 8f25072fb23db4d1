import { afterAll, beforeAll } from '@jest/globals';
import type { DynamicModule, Type } from '@nestjs/common';
import { Test, type TestingModule } from '@nestjs/testing';

/** What a service's provisioning hands over: its modules, its clock and config, and how to clean up. */
export type ProvisionedService = {
  imports: (Type<unknown> | DynamicModule)[];
  clock: unknown;
  config: unknown;
  /** After the app is closed: drops what the suite created. */
  release(): Promise<unknown>;
};

export type AppGetter = { get<T>(type: abstract new (...args: never[]) => T): T };

export type ServiceTestApp<P extends ProvisionedService, F> = F & {
  app: TestingModule;
  env: P;
  clock: P['clock'];
  config: P['config'];
  get<T>(type: abstract new (...args: never[]) => T): T;
  close(): Promise<void>;
};

/**
 * A service in the test process on the suite's own resources (handlers are called directly, events
 * flow through JetStream): its modules compiled and started, with the suite's fixtures beside them.
 */
export async function startServiceTestApp<P extends ProvisionedService, F>(
  provisioned: P,
  fixtures: (env: P, app: AppGetter) => F,
): Promise<ServiceTestApp<P, F>> {
  const app = await startedOrReleased(provisioned);
  const get = <T>(type: abstract new (...args: never[]) => T) => app.get(type);
  return {
    ...fixtures(provisioned, { get }),
    app,
    env: provisioned,
    clock: provisioned.clock,
    config: provisioned.config,
    get,
    close: async () => {
      await app.close();
      await provisioned.release();
    },
  };
}

/**
 * The compiled and started module; if it cannot start, the suite fails instead of keeping jest alive on
 * open connections: a dependency that cannot be resolved is found by a preview compile first (Nest
 * resolves the graph but creates nothing, so no ORM, NATS or Redis connection is left behind), and a
 * failing start closes the module; what was provisioned is released before the error goes on.
 */
async function startedOrReleased(provisioned: ProvisionedService): Promise<TestingModule> {
  let app: TestingModule | undefined;
  try {
    await Test.createTestingModule({ imports: provisioned.imports }).compile({ preview: true });
    app = await Test.createTestingModule({ imports: provisioned.imports }).compile();
    await app.init();
    return app;
  } catch (error) {
    await app?.close().catch(() => undefined);
    await provisioned.release();
    throw error;
  }
}

/**
 * The app of one integration suite: started before its first test, closed after its last. The object
 * is filled in by that `beforeAll`, so the suite reads it in its tests and hooks, not while declaring.
 */
export function suiteApp<T extends { close(): Promise<void> }>(start: () => Promise<T>): T {
  const t = {} as T;
  beforeAll(async () => {
    Object.assign(t, await start());
  });
  afterAll(async () => {
    await (t as Partial<T>).close?.();
  });
  return t;
}

type Types = Record<string, abstract new (...args: never[]) => unknown>;

/**
 * The providers a suite calls, by name (`h.posts.createPost(…)`), taken from its app once it has
 * started: declared after the suite's app, filled in by a `beforeAll` that runs after the app's own.
 */
export function providersOf<P extends Types>(
  app: AppGetter,
  types: P,
): { [K in keyof P]: InstanceType<P[K]> } {
  const providers = {} as { [K in keyof P]: InstanceType<P[K]> };
  beforeAll(() => {
    for (const [name, type] of Object.entries(types)) Object.assign(providers, { [name]: app.get(type) });
  });
  return providers;
}
