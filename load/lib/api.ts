// HTTP helpers shared by the k6 scenarios: the Encontro API through the gateway, JSON in and out.
import { check, fail } from 'k6';
import http, { type RefinedResponse, type ResponseType } from 'k6/http';

export const BASE_URL = (__ENV.BASE_URL || 'http://localhost:8080').replace(/\/$/, '');

export type Scenario = {
  title: string;
  clock: { day: number; time: string };
  thresholds: {
    p95Ms: number;
    p99Ms: number;
    errorRate: number;
    /** forum: posts and comments (writes through the outbox and the live fan-out) */
    writeP95Ms?: number;
    writeP99Ms?: number;
    /** forum: a comment sent → received on a live stream */
    pushP95Ms?: number;
  };
};
export type LoadConfig = {
  city: { state: string; city: string; cityId: string };
  scenarios: Record<string, Scenario>;
};

/** k6 thresholds from scenarios.json (the same numbers `npm run load` compares its figures with). */
export function thresholdsOf(scenario: Scenario, tag?: string): Record<string, string[]> {
  const duration = tag ? `http_req_duration{${tag}}` : 'http_req_duration';
  const failed = tag ? `http_req_failed{${tag}}` : 'http_req_failed';
  return {
    [duration]: [`p(95)<${scenario.thresholds.p95Ms}`, `p(99)<${scenario.thresholds.p99Ms}`],
    [failed]: [`rate<${scenario.thresholds.errorRate}`],
  };
}

export type Params = { token?: string; name: string; body?: unknown };

function headers(token?: string): Record<string, string> {
  const h: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
  if (token) h.Authorization = `Bearer ${token}`;
  return h;
}

/** One call; `name` groups the URL in k6's metrics (ids in paths would make one series per id). */
export function call(method: string, path: string, params: Params): RefinedResponse<ResponseType> {
  const body = params.body === undefined ? null : JSON.stringify(params.body);
  return http.request(method, `${BASE_URL}${path}`, body, {
    headers: headers(params.token),
    tags: { name: params.name },
  });
}

export function json<T>(response: RefinedResponse<ResponseType>): T {
  return JSON.parse(String(response.body)) as T;
}

/** Fails the setup (not an iteration) when a call that must work does not. */
export function must(response: RefinedResponse<ResponseType>, what: string, ok = [200, 201]) {
  if (!ok.includes(response.status))
    fail(`${what}: HTTP ${response.status} ${String(response.body).slice(0, 300)}`);
  return response;
}

export function ok(response: RefinedResponse<ResponseType>, what: string, statuses = [200, 201]): boolean {
  return check(response, { [what]: (r) => statuses.includes(r.status) });
}

export function login(email: string, password: string): string {
  const response = must(
    call('POST', '/api/login', { name: 'POST /api/login', body: { email, password } }),
    `login ${email}`,
  );
  return json<{ token: string }>(response).token;
}

/** The dev clock (outside production only): its instant, or null when the stack has none. */
export function devClock(): string | null {
  const response = call('GET', '/api/dev/clock', { name: 'GET /api/dev/clock' });
  return response.status === 200 ? json<{ now: string }>(response).now : null;
}

export function setDevClock(now: string): void {
  must(call('POST', '/api/dev/clock', { name: 'POST /api/dev/clock', body: { now } }), `dev clock → ${now}`);
}
