import { Logger } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { RpcContract, RpcRequest, RpcResponse } from '@encontro/contracts';
import { type RpcOutcome, observeRpc } from '@encontro/server-observability';
import { DomainError } from './domain-error.js';
import { parseCommand } from './parse-command.js';
import { undeclaredFields } from './undeclared-fields.js';

/**
 * Under test (jest sets NODE_ENV=test; RPC_CHECK_RESPONSES=1 turns it on elsewhere) every answer is
 * parsed with the contract's response schema too, and may carry no field the contract does not declare,
 * so a handler that drifts from its contract fails the suite instead of the caller. In production the
 * answer is trusted: the check costs a parse per call.
 */
const checkResponses = process.env.NODE_ENV === 'test' || process.env.RPC_CHECK_RESPONSES === '1';
const logger = new Logger('Rpc');

type RpcHandler<C extends RpcContract> = (request: RpcRequest<C>) => Promise<RpcResponse<C>> | RpcResponse<C>;

/**
 * The handler of one contract: subscribes to its subject (in the service's queue group), parses the
 * request with the contract's schema (none at all reads as `{}`; a refusal is VALIDATION_FAILED with
 * pt-BR field errors) and hands the parsed request to the method, whose argument and answer types come
 * from the contract.
 */
export function Rpc<C extends RpcContract>(contract: C) {
  return <M extends RpcHandler<C>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<M>,
  ): void => {
    const handler = descriptor.value!;
    const name = `${target.constructor.name}.${String(key)}`;
    const answerChecked = async function (this: unknown, payload: unknown) {
      const request = parseCommand(contract.request, payload ?? {}, contract.errorsUnder) as RpcRequest<C>;
      const answer = await handler.call(this, request);
      if (checkResponses) {
        const checked = contract.response.safeParse(answer);
        const problem = checked.success
          ? undeclaredFields(answer, checked.data)
              .map((path) => `${path} is not in the contract`)
              .join('; ')
          : checked.error.message;
        if (problem) {
          logger.error(`${name} answered ${contract.subject} against its contract: ${problem}`);
          throw new Error(`${contract.subject}: the answer does not match the contract`);
        }
      }
      return answer;
    };
    descriptor.value = async function handle(this: unknown, payload: unknown) {
      const started = performance.now();
      let outcome: RpcOutcome = 'ok';
      try {
        return await answerChecked.call(this, payload);
      } catch (error) {
        outcome = rpcOutcome(error);
        throw error;
      } finally {
        observeRpc(contract.subject, outcome, (performance.now() - started) / 1000);
      }
    } as M;
    MessagePattern(contract.subject)(target, key, descriptor);
    Payload()(target, key, 0);
  };
}

/** A domain error (a rule, or the request's validation) is a refusal; anything else a failure. */
export const rpcOutcome = (error: unknown): RpcOutcome =>
  error instanceof DomainError ? 'refused' : 'failed';
