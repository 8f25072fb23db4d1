import type { RpcContract } from './rpc.js';

/** identity: its request subjects, each with its request and response schemas (filled in from subjects.ts). */
export const identityRpc = {} as const satisfies Record<string, RpcContract>;
