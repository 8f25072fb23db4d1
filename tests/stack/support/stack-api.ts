import { expect } from '@jest/globals';
import type { ProcessStack } from './process-stack.js';

export type StackAnswer = { status: number; body: Record<string, unknown> };
export type StackRequest = { method?: string; token?: string; body?: unknown };

/** The demo people's password (the seeds of `npm start`). */
export const DEMO_PASSWORD = 'Senha123';

/**
 * The public API of a process stack as a suite calls it: JSON (or a FormData body for photos), an
 * optional bearer token, the answer parsed. `stack` is read at each call (suites start it in beforeAll).
 */
export function stackApi(stack: () => ProcessStack) {
  const api = async (path: string, init: StackRequest = {}): Promise<StackAnswer> => {
    const form = init.body instanceof FormData;
    const response = await fetch(`${stack().base}${path}`, {
      method: init.method ?? (init.body ? 'POST' : 'GET'),
      headers: {
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.body && !form ? { 'content-type': 'application/json' } : {}),
      },
      ...(init.body ? { body: form ? (init.body as FormData) : JSON.stringify(init.body) } : {}),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
  };
  /** Signs in and answers the access token (the sign-in must succeed). */
  const signIn = async (email: string, password = DEMO_PASSWORD): Promise<string> => {
    const login = await api('/api/login', { body: { email, password } });
    expect(login.status).toBe(200);
    return String(login.body.token);
  };
  return { api, signIn };
}
