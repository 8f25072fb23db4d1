import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

export type RequestContext = { requestId: string };

const storage = new AsyncLocalStorage<RequestContext>();

/** The request id that follows a call from the browser through the gateway, NATS and events. */
export const requestContext = {
  run<T>(context: RequestContext, fn: () => T): T {
    return storage.run(context, fn);
  },
  get(): RequestContext | undefined {
    return storage.getStore();
  },
  requestId(): string | undefined {
    return storage.getStore()?.requestId;
  },
};

export const REQUEST_ID_HEADER = 'x-request-id';

/** Accepts a caller's id only when it looks like one, so logs cannot be forged with junk. */
export function requestIdFrom(value: unknown): string {
  return typeof value === 'string' && /^[A-Za-z0-9._:-]{8,100}$/.test(value) ? value : randomUUID();
}
