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
};

export function rpc<const Subject extends string, Request extends z.ZodType, Response extends z.ZodType>(
  subject: Subject,
  schemas: { request: Request; response: Response; errorsUnder?: string },
): RpcContract<Subject, Request, Response> {
  return { subject, ...schemas };
}

/** What a caller sends (fields with defaults may be left out). */
export type RpcInput<C extends RpcContract> = z.input<C['request']>;
/** What the handler receives, parsed. */
export type RpcRequest<C extends RpcContract> = z.output<C['request']>;
/** What the handler answers and the caller receives. */
export type RpcResponse<C extends RpcContract> = z.output<C['response']>;
