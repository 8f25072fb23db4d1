import type { RpcContract } from './rpc.js';

/** forum: its request subjects, each with its request and response schemas (filled in from subjects.ts). */
export const forumRpc = {} as const satisfies Record<string, RpcContract>;
