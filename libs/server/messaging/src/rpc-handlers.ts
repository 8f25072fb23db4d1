import { Controller, Inject } from '@nestjs/common';
import type { RpcContract, RpcRequest, RpcResponse } from '@encontro/contracts';
import { Rpc } from './rpc.decorator.js';

type Class = abstract new (...args: never[]) => object;
type Services<D extends Record<string, Class>> = { readonly [K in keyof D]: InstanceType<D[K]> };
type Answer<C extends RpcContract> = Promise<RpcResponse<C>> | RpcResponse<C>;

/** One entry per contract of the group it answers: the parsed request and the injected services in, the answer out. */
export type RpcRoutes<G extends Record<string, RpcContract>, D extends Record<string, Class>> = {
  [K in keyof G]?: (request: RpcRequest<G[K]>, services: Services<D>) => Answer<G[K]>;
};

/** The handlers class: one method per route, as `@Rpc` makes it (a test may call it with a request). */
export type RpcHandlersClass<G extends Record<string, RpcContract>, R> = new (...services: unknown[]) => {
  [K in keyof R & keyof G]: (request: RpcRequest<G[K]>) => Promise<RpcResponse<G[K]>>;
};

/**
 * The NATS edge of a feature as a table: a Nest controller named `name` whose every route answers one
 * contract of `group` through `@Rpc` (the request parsed with the contract's schema, the answer checked
 * under test), calling the services `inject` names. Handlers stay one line each; the rules stay in the
 * services.
 */
export function rpcHandlers<
  G extends Record<string, RpcContract>,
  D extends Record<string, Class>,
  const R extends RpcRoutes<G, D>,
>(name: string, group: G, inject: D, routes: R): RpcHandlersClass<G, R> {
  const names = Object.keys(inject);
  const handlers = {
    [name]: class {
      readonly services: Record<string, unknown>;
      constructor(...instances: unknown[]) {
        this.services = Object.fromEntries(names.map((key, at) => [key, instances[at]]));
      }
    },
  }[name]!;
  for (const [key, route] of Object.entries(routes)) {
    const contract = group[key];
    if (!contract) throw new Error(`${name}: ${key} is no contract of its group`);
    const answer = route as (request: unknown, services: unknown) => unknown;
    const descriptor: PropertyDescriptor = {
      value(this: InstanceType<typeof handlers>, request: unknown) {
        return answer(request, this.services);
      },
      writable: true,
      configurable: true,
    };
    Rpc(contract)(handlers.prototype, key, descriptor);
    Object.defineProperty(handlers.prototype, key, descriptor);
  }
  Object.values(inject).forEach((service, at) => Inject(service)(handlers, undefined, at));
  Controller()(handlers);
  return handlers as unknown as RpcHandlersClass<G, R>;
}
