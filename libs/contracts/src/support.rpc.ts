import type { RpcContract } from './rpc.js';

/** support: its request subjects, each with its request and response schemas (filled in from subjects.ts). */
export const supportRpc = {} as const satisfies Record<string, RpcContract>;
