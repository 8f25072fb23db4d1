import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { testEnv, waitFor } from '@encontro/testing';
import fc from 'fast-check';
import { execFileSync } from 'node:child_process';
import { type Fingerprint, changedTables, databaseFingerprinter } from './support/fuzz-fingerprint.js';
import { type Caller, type FuzzRequest, bodyOf, queryOf, unknownId } from './support/fuzz-input.js';
import { type FuzzRoute, routesOf, takesInput } from './support/fuzz-routes.js';
import { openGeneralTicket } from './support/general-ticket.js';
import { type Stack, signInKnownEverywhere, startStack } from './support/stack.js';
import {
  type ObjectStorageUnderTest,
  type SeededUser,
  apiClient,
  startObjectStorage,
} from './support/system-harness.js';
import { MONDAY, winnersKit } from './support/winners.js';

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 200);
/**
 * One seed per commit (the checkout's HEAD): each commit explores new input, and a
 * re-run of the same commit sends the same requests, so a red run is reproducible and a green one stays green.
 */
const SEED = Number(process.env.FUZZ_SEED ?? parseInt(commitOf().slice(0, 8), 16) % 2 ** 31);
/** Requests in flight at once: the services wait on Postgres and NATS, so a few overlap well. */
const CONCURRENCY = 4;
/** Words of the English answers frameworks and zod give by default; none belongs in a pt-BR message. */
const ENGLISH =
  /\b(invalid|expected|received|required|must|should|not found|bad request|internal|unexpected|too many|unsupported|payload|unauthorized|forbidden|error|cannot|failed|body|string|number|option)\b/i;

/** Reads that record state by design when they are answered 2xx: SPEC §7 polling registers its connection. */
const READS_THAT_WRITE: Record<string, string[]> = { 'GET /api/forum/{id}/updates': ['connections'] };

function commitOf(): string {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return String(Date.now());
  }
}

type Finding = { route: string; problem: string; request: string; seed?: number };

/**
 * Issue 13, item 15: generated bad input (fast-check) to every route of the gateway's OpenAPI
 * document that takes a body, a query or a path parameter, against the whole system (every service,
 * Postgres, NATS, Redis, s3rver). For each request: never a 5xx, and a refusal is a pt-BR
 * `{ message, errors? }`. For each route: no row of any service's schema and no stored object
 * changes. Writes are sent input their contract refuses, so a 2xx to a write is a finding too.
 * The seed is printed; `FUZZ_SEED=… FUZZ_RUNS=…` replays a run.
 */
describe('fuzzing every route of the OpenAPI document with bad input', () => {
  let storage: ObjectStorageUnderTest;
  let stack: Stack<'identity' | 'indication' | 'support' | 'forum' | 'admin' | 'notification'>;
  let fingerprinter: Awaited<ReturnType<typeof databaseFingerprinter>>;
  let users: Record<string, SeededUser> = {};
  let routes: FuzzRoute[];
  /** Ids that exist (a winner's forum, its post and comment, a ticket, FAQ entries): bodies meet real rows. */
  const existing: string[] = ['indication', 'post', 'comment', '3550308', 'SP'];
  const api = apiClient(() => stack.base);

  beforeAll(async () => {
    storage = await startObjectStorage('sys-fuzz-s3-', 'system-fuzz');
    stack = await startStack('sys_fuzz', {
      services: ['identity', 'indication', 'support', 'forum', 'admin', 'notification'],
      seed: true,
      clock: MONDAY,
      // Every request comes from an address of its own; limits stay out of the way of depth.
      gateway: {
        requestTimeoutMs: 10_000,
        storage,
        extraEnv: { TRUST_PROXY: 'loopback', ...(process.env.FUZZ_LOG ? { LOG_LEVEL: 'error' } : {}) },
      },
    });
    users = await signInKnownEverywhere(api, stack, ['admin', 'ana', 'bruno']);

    // A winner (Ana's) with its forum open, a post, a comment, a ticket and the FAQ.
    const kit = winnersKit({ api, stack, users: () => users });
    const winner = await kit.nominate('ana', 'Bar da Ana');
    await kit.vote('bruno', winner);
    await kit.closeWeek('bruno', 1);
    expect(
      (await api(`/api/forum/${winner}/confirm`, { method: 'POST', token: users.bruno!.token })).status,
    ).toBe(200);
    // forum-svc learns of the winner and of Bruno's attendance from events: write once it has.
    const created = async (path: string, token: string, content: string, key: 'post' | 'comment') => {
      let id: string | undefined;
      await waitFor(async () => {
        const answer = await api(path, { token, body: { content } });
        id = (answer.body[key] as { id?: string } | undefined)?.id;
        return answer.status === 201;
      }, 20_000);
      return id!;
    };
    const postId = await created(`/api/forum/${winner}/posts`, users.ana!.token, 'Até sexta!', 'post');
    const commentId = await created(
      `/api/forum/posts/${postId}/comments`,
      users.bruno!.token,
      'Estarei lá.',
      'comment',
    );
    const ticket = await openGeneralTicket(api, users.ana!.token, {
      name: 'Ana',
      email: 'ana@example.com',
      subject: 'Dúvida',
      message: 'Como funciona?',
    });
    const faq = (await api('/api/support/faq')).body.faqs as { id: string }[] | undefined;
    existing.push(
      winner,
      postId,
      commentId,
      String((ticket.body.ticket as { id?: string; ticket_id?: string } | undefined)?.id ?? ''),
      ...(faq ?? []).slice(0, 2).map((f) => String(f.id)),
    );

    const { identity, indication, support, forum, admin, notification } = stack;
    fingerprinter = await databaseFingerprinter(testEnv.databaseUrl, [
      identity.db.schema,
      indication.db.schema,
      support.db.schema,
      forum.db.schema,
      admin.db.schema,
      notification.db.schema,
    ]);
    const document = (await api('/api/docs/openapi.json')).body as Parameters<typeof routesOf>[0];
    routes = routesOf(document).filter(takesInput);
    // Events of the set-up (outboxes, inboxes, stats) settle before the first fingerprint.
    let previous = await fingerprinter.take();
    await waitFor(async () => {
      const next = await fingerprinter.take();
      const settled = changedTables(previous, next).length === 0;
      previous = next;
      return settled;
    }, 20_000);
  }, 180_000);

  afterAll(async () => {
    await fingerprinter?.close();
    await stack?.stop();
    await storage?.stop();
  });

  const tokenOf = (caller: Caller) =>
    caller === 'guest' ? undefined : caller === 'admin' ? users.admin!.token : users.ana!.token;

  /** Reads may meet real rows anywhere; writes only with a body their contract refuses. */
  const requestFor = (route: FuzzRoute): fc.Arbitrary<FuzzRequest> => {
    const meetsRealRows = route.method === 'GET' || route.body !== undefined;
    const id = meetsRealRows ? fc.oneof(unknownId, fc.constantFrom(...existing.filter(Boolean))) : unknownId;
    const writes = route.method !== 'GET';
    return fc
      .record({
        ids: fc.tuple(...route.pathParams.map(() => id)),
        query: route.query.length ? queryOf(route) : fc.constant(''),
        body: writes ? bodyOf(route) : fc.constant(undefined),
        caller: route.admin
          ? fc.constantFrom<Caller>('admin', 'admin', 'admin', 'admin', 'user', 'guest')
          : fc.constantFrom<Caller>('user', 'user', 'user', 'admin', 'guest'),
        from: fc.ipV4(),
      })
      .map(({ ids, query, body, caller, from }) => {
        let n = 0;
        return {
          method: route.method,
          url: route.path.replace(/\{[^}]+\}/g, () => String(ids[n++])) + query,
          caller,
          from,
          headers: body?.headers ?? {},
          body: body?.body,
          label: body?.label ?? 'no body',
        };
      });
  };

  const describeRequest = (r: FuzzRequest) =>
    `${r.method} ${r.url.slice(0, 300)} as ${r.caller} (${r.label}) ${typeof r.body === 'string' ? r.body.slice(0, 200) : ''}`;

  /** Sends one request; the problem with its answer, if any. */
  const send = async (
    route: FuzzRoute,
    request: FuzzRequest,
  ): Promise<{ status: number; problem?: string }> => {
    const token = tokenOf(request.caller);
    const response = await fetch(`${stack.base}${request.url}`, {
      method: request.method,
      headers: {
        ...request.headers,
        'x-forwarded-for': request.from,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: request.body as RequestInit['body'],
      signal: AbortSignal.timeout(15_000),
    });
    const type = response.headers.get('content-type') ?? '';
    if (type.startsWith('text/event-stream')) {
      await response.body?.cancel();
      return { status: response.status };
    }
    const text = await response.text();
    const { status } = response;
    if (status >= 500) return { status, problem: `${status}: ${text.slice(0, 300)}` };
    if (status < 400)
      return route.method === 'GET'
        ? { status }
        : { status, problem: `a write accepted bad input (${status})` };
    if (!type.includes('application/json')) return { status, problem: `${status} answered as ${type}` };
    const body = JSON.parse(text) as { message?: unknown; errors?: Record<string, unknown> };
    const texts = [body.message, ...Object.values(body.errors ?? {}).flat()];
    if (typeof body.message !== 'string' || body.message.trim() === '')
      return { status, problem: `no message: ${text.slice(0, 300)}` };
    // SPEC §7: the admin's ticket reply reads its error from `error` as well, a copy of the message.
    const copy = (k: string) => k === 'error' && (body as Record<string, unknown>).error === body.message;
    if (Object.keys(body).some((k) => k !== 'message' && k !== 'errors' && !copy(k)))
      return { status, problem: `not { message, errors? }: ${text.slice(0, 300)}` };
    if (texts.some((t) => typeof t !== 'string' || ENGLISH.test(t)))
      return { status, problem: `not pt-BR: ${text.slice(0, 300)}` };
    return { status };
  };

  it(`sends ≥ ${RUNS_PER_ROUTE} generated requests to every route with input: no 5xx, pt-BR refusals, nothing written`, async () => {
    const findings: Finding[] = [];
    const counts: { route: string; sent: number; statuses: string }[] = [];
    expect(routes.length).toBeGreaterThan(50);
    // The query parameters are documented from the same contracts the routes validate them with.
    const queryOf = (name: string) => routes.find((r) => r.name === name)?.query.map((q) => q.name);
    expect(queryOf('GET /api/indications')).toEqual(['city']);
    expect(queryOf('GET /api/forum/{id}/updates')).toEqual(['connection_id', 'last_update']);
    expect(queryOf('GET /api/admin/users')).toEqual(expect.arrayContaining(['page', 'per_page', 'search']));
    expect(routes.filter((r) => r.query.length > 0).length).toBeGreaterThanOrEqual(15);
    for (const route of routes) {
      const before: Fingerprint = await fingerprinter.take();
      const objectsBefore = await storage.count('');
      const statuses = new Map<number, number>();
      let sent = 0;
      const check = async (request: FuzzRequest) => {
        const answer = await send(route, request);
        if (answer.problem) throw new Error(answer.problem);
      };
      // The route's runs go out CONCURRENCY at a time; a failure is then shrunk by fast-check, one at a time.
      const requests = fc.sample(requestFor(route), { numRuns: RUNS_PER_ROUTE, seed: SEED });
      let failed: { request: FuzzRequest; problem: string } | undefined;
      const queue = [...requests];
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          for (let request = queue.shift(); request; request = queue.shift()) {
            const answer = await send(route, request);
            sent += 1;
            statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
            if (answer.problem) failed ??= { request, problem: answer.problem };
          }
        }),
      );
      if (failed) {
        const shrunk = await fc.check(fc.asyncProperty(requestFor(route), check), {
          numRuns: RUNS_PER_ROUTE,
          seed: SEED,
        });
        const error = shrunk.failed ? (shrunk.errorInstance as Error | undefined) : undefined;
        findings.push({
          route: route.name,
          problem: error?.message ?? failed.problem,
          request: describeRequest(shrunk.failed ? shrunk.counterexample![0] : failed.request),
          seed: SEED,
        });
      }
      const accepted = [...statuses.keys()].some((status) => status < 300);
      const mayWrite = accepted ? (READS_THAT_WRITE[route.name] ?? []) : [];
      const changed = changedTables(before, await fingerprinter.take()).filter(
        (table) => !mayWrite.includes(table.split('.')[1]!),
      );
      if (changed.length)
        findings.push({ route: route.name, problem: `rows changed in ${changed.join(', ')}`, request: '' });
      const objectsAfter = await storage.count('');
      if (objectsAfter !== objectsBefore)
        findings.push({
          route: route.name,
          problem: `stored objects ${objectsBefore} → ${objectsAfter}`,
          request: '',
        });
      counts.push({
        route: route.name,
        sent,
        statuses: [...statuses.entries()]
          .sort(([a], [b]) => a - b)
          .map(([s, n]) => `${s}×${n}`)
          .join(' '),
      });
    }
    const total = counts.reduce((sum, c) => sum + c.sent, 0);
    console.log(
      [
        `fuzz seed ${SEED}: ${total} requests to ${counts.length} routes`,
        ...counts.map((c) => `${String(c.sent).padStart(5)}  ${c.route.padEnd(48)} ${c.statuses}`),
      ].join('\n'),
    );
    expect(findings).toEqual([]);
    expect(counts.filter((c) => c.sent < RUNS_PER_ROUTE)).toEqual([]);
  }, 900_000);
});
