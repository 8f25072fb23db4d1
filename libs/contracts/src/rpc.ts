import type { z } from 'zod';

/**
 * One request/reply subject between the gateway (or a service) and the service that answers it, with
 * the schema of what is sent and of what comes back. Declared once here; the caller's
 * `services.call(contract, payload)` and the handler's `@Rpc(contract)` are both typed from it.
 */
export type RpcContract<
  Subject extends string = string,
  Request extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> = {
  readonly subject: Subject;
  readonly request: Request;
  readonly response: Response;
  /**
   * The request field that holds the person's own input (`body`, `query`, `filter`): a refusal names
   * that input's fields (`name`, not `body.name`), as a form shows them.
   */
  readonly errorsUnder?: string;
  /**
   * Who may ask, proven by the caller context the gateway signs (header `x-caller`): `admin`, an
   * administrator (or a service acting for the platform); `user`, the person whose `user_id` the
   * request names. Left out: whoever NATS lets publish on the subject.
   */
  readonly caller?: CallerRule;
};

/** What a request's signed caller context must show: see `RpcContract.caller`. */
export type CallerRule = 'admin' | 'user';

export function rpc<const Subject extends string, Request extends z.ZodType, Response extends z.ZodType>(
  subject: Subject,
  schemas: { request: Request; response: Response; errorsUnder?: string; caller?: CallerRule },
): RpcContract<Subject, Request, Response> {
  return { subject, ...schemas };
}

/** What a caller sends (fields with defaults may be left out). */
export type RpcInput<C extends RpcContract> = z.input<C['request']>;
/** What the handler receives, parsed. */
export type RpcRequest<C extends RpcContract> = z.output<C['request']>;
/** What the handler answers and the caller receives. */
export type RpcResponse<C extends RpcContract> = z.output<C['response']>;
