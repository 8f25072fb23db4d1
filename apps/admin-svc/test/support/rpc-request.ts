import type { RpcContract, RpcInput, RpcRequest } from '@encontro/contracts';

/**
 * A payload as a caller sends it (strings in a query, one word for a list, defaults left out), handed
 * straight to the handler: its @Rpc wrapper parses it like any request, so it goes in as the parsed type.
 */
export const asSent = <C extends RpcContract>(_contract: C, payload: RpcInput<C>) => payload as RpcRequest<C>;
