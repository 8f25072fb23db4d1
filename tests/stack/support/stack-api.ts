import { expect } from '@jest/globals';
import { blackPng, waitFor } from '@encontro/testing';
import type { ProcessStack } from './process-stack.js';

export type StackAnswer = { status: number; body: Record<string, unknown> };
export type StackRequest = {
  method?: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
};

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
        ...init.headers,
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
  /** indication-svc learns of people from identity-svc's events: it answers them 200 once it knows them. */
  const knownToIndications = (...tokens: string[]) =>
    waitFor(
      async () => {
        for (const token of tokens)
          if ((await api('/api/indications', { token })).status !== 200) return false;
        return true;
      },
      30_000,
      250,
    );
  /** `token`'s person nominates a São Paulo venue named `name` with one photo; answers its id (201 expected). */
  const nominate = async (token: string, name: string): Promise<string> => {
    const form = new FormData();
    const fields = {
      name,
      phone: '(11) 98765-4321',
      address: 'Rua Augusta, 1500 - Consolação',
      reference: 'Perto do metrô',
      website: 'https://bar.example.com',
      event_day: 'Sábado',
      event_time: 'Noite - Horário a combinar',
      attractives: 'Música ao vivo, Petiscos',
      honeypot: '',
    };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('photos[0]', new Blob([blackPng(64, 64)], { type: 'image/png' }), 'fachada.png');
    const nominated = await api('/api/indications', { token, body: form });
    expect(nominated.status).toBe(201);
    return (nominated.body.indication as { indication_id: string }).indication_id;
  };
  return { api, signIn, knownToIndications, nominate };
}
