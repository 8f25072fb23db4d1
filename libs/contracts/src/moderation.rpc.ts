import type { RpcContract } from './rpc.js';

/** moderation: its request subjects, each with its request and response schemas (filled in from subjects.ts). */
export const moderationRpc = {} as const satisfies Record<string, RpcContract>;
