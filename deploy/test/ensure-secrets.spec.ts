// The secrets hook's script (deploy/helm/encontro/files/ensure-secrets.mjs), run as the Job runs it —
// `node ensure-secrets.mjs plan.json`, with the plan the chart renders — against a tiny fake
// Kubernetes API: it creates only the missing Secrets, keeps existing ones byte for byte, is
// idempotent, carries an older chart's values over, and what it generates is accepted by the apps.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { createECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { type IncomingMessage, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpush from 'web-push';
import type { Redis } from 'ioredis';
import { AccessTokens } from '../../apps/gateway/src/auth/access-tokens.js';
import { loadGatewayConfig } from '../../apps/gateway/src/config.js';
import { loadIdentityConfig } from '../../apps/identity-svc/src/config.js';
import { loadIndicationConfig } from '../../apps/indication-svc/src/config.js';
import { AccessTokenService } from '../../apps/identity-svc/src/sessions/access-token.service.js';
import { loadNotificationConfig } from '../../apps/notification-svc/src/config.js';
import { chartDir, render } from './render.js';

type Plan = {
  namespace: string;
  labels: Record<string, string>;
  secrets: { group: string; name: string; legacy?: string; params?: Record<string, string> }[];
};
type ScriptModule = {
  GROUPS: Record<string, { keys: string[]; kept: string[] }>;
  NATS_USERS: string[];
  natsPassword: () => string;
};
type StoredSecret = {
  apiVersion: 'v1';
  kind: 'Secret';
  metadata: {
    name: string;
    namespace: string;
    resourceVersion: string;
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
  };
  type: string;
  data: Record<string, string>;
};

const scriptPath = join(chartDir, 'files', 'ensure-secrets.mjs');
const TOKEN = 'test-service-account-token';

/** The API server's part the script uses: GET one Secret (200/404), POST a Secret (201/409). */
class FakeKubernetes {
  readonly secrets = new Map<string, StoredSecret>();
  readonly calls: string[] = [];
  /** Answers every POST with this status instead (403: the Role does not allow it). */
  refuseCreate?: number;
  private server?: Server;
  private version = 1;

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      void this.answer(request).then(({ status, body }) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server?.address() as AddressInfo).port}`;
  }

  async stop() {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  seed(namespace: string, name: string, data: Record<string, string>) {
    this.secrets.set(`${namespace}/${name}`, {
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: { name, namespace, resourceVersion: String(this.version++) },
      type: 'Opaque',
      data: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, Buffer.from(v).toString('base64')])),
    });
  }

  /** A Secret's data, decoded. */
  data(namespace: string, name: string): Record<string, string> | undefined {
    const secret = this.secrets.get(`${namespace}/${name}`);
    return (
      secret &&
      Object.fromEntries(
        Object.entries(secret.data).map(([k, v]) => [k, Buffer.from(v, 'base64').toString('utf8')]),
      )
    );
  }

  private async answer(request: IncomingMessage): Promise<{ status: number; body: unknown }> {
    this.calls.push(`${request.method} ${request.url}`);
    const status = (code: number, reason: string, message: string) => ({
      status: code,
      body: { kind: 'Status', apiVersion: 'v1', status: 'Failure', code, reason, message },
    });
    if (request.headers.authorization !== `Bearer ${TOKEN}`)
      return status(401, 'Unauthorized', 'Unauthorized');
    const one = /^\/api\/v1\/namespaces\/([^/]+)\/secrets\/([^/]+)$/.exec(request.url ?? '');
    const all = /^\/api\/v1\/namespaces\/([^/]+)\/secrets$/.exec(request.url ?? '');
    if (request.method === 'GET' && one) {
      const secret = this.secrets.get(`${one[1]}/${one[2]}`);
      return secret
        ? { status: 200, body: secret }
        : status(404, 'NotFound', `secrets "${one[2]}" not found`);
    }
    if (request.method === 'POST' && all) {
      let text = '';
      for await (const chunk of request) text += String(chunk);
      if (this.refuseCreate)
        return status(
          this.refuseCreate,
          'Forbidden',
          'secrets is forbidden: cannot create resource "secrets"',
        );
      const body = JSON.parse(text) as {
        metadata: StoredSecret['metadata'];
        type: string;
        stringData: Record<string, string>;
      };
      const key = `${all[1]}/${body.metadata.name}`;
      if (this.secrets.has(key))
        return status(409, 'AlreadyExists', `secrets "${body.metadata.name}" already exists`);
      const stored: StoredSecret = {
        apiVersion: 'v1',
        kind: 'Secret',
        metadata: { ...body.metadata, namespace: all[1] ?? '', resourceVersion: String(this.version++) },
        type: body.type,
        data: Object.fromEntries(
          Object.entries(body.stringData).map(([k, v]) => [k, Buffer.from(v).toString('base64')]),
        ),
      };
      this.secrets.set(key, stored);
      return { status: 201, body: stored };
    }
    return status(405, 'MethodNotAllowed', 'not served by the fake');
  }
}

/** The plan.json of the rendered ConfigMap of the hook. */
function renderedPlan(args: string[] = []): Plan {
  const configMap = render(args).find(
    (o) => o.kind === 'ConfigMap' && o.metadata.labels?.['app.kubernetes.io/component'] === 'ensure-secrets',
  ) as unknown as { data: Record<string, string> };
  return JSON.parse(configMap.data['plan.json'] ?? '') as Plan;
}

describe('ensure-secrets.mjs (the secrets hook Job) against a fake Kubernetes API', () => {
  let script: ScriptModule;
  let plan: Plan;
  let planPath: string;
  let accountDir: string;
  let api: FakeKubernetes;
  let apiUrl: string;

  /** Runs the script as the Job does; resolves to its exit code and output. */
  const run = () =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        [scriptPath, planPath],
        { env: { PATH: process.env.PATH, KUBERNETES_API_URL: apiUrl, SERVICE_ACCOUNT_DIR: accountDir } },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });
  const snapshot = () => JSON.stringify([...api.secrets.entries()]);
  const posts = () => api.calls.filter((c) => c.startsWith('POST'));

  beforeAll(async () => {
    script = (await import(scriptPath)) as ScriptModule;
    plan = renderedPlan();
    const dir = mkdtempSync(join(tmpdir(), 'ensure-secrets-'));
    planPath = join(dir, 'plan.json');
    writeFileSync(planPath, JSON.stringify(plan));
    writeFileSync(join(dir, 'token'), TOKEN);
    accountDir = dir;
  });

  beforeEach(async () => {
    api = new FakeKubernetes();
    apiUrl = await api.start();
  });

  afterEach(async () => {
    await api.stop();
  });

  it('creates each missing Secret of the plan with exactly the keys its group declares', async () => {
    const result = await run();
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(plan.secrets.length).toBeGreaterThanOrEqual(8);
    for (const { group, name } of plan.secrets) {
      expect([name, Object.keys(api.data(plan.namespace, name) ?? {}).sort()]).toEqual([
        name,
        [...(script.GROUPS[group]?.keys ?? ['(unknown group)'])].sort(),
      ]);
      expect(api.secrets.get(`${plan.namespace}/${name}`)?.metadata.labels).toMatchObject({
        'app.kubernetes.io/instance': 'encontro',
        'app.kubernetes.io/component': group,
      });
    }
    // Names only: no value ever reaches the Job's log.
    const values = [...api.secrets.values()].flatMap((s) => Object.values(s.data));
    for (const value of values)
      expect(result.stdout).not.toContain(Buffer.from(value, 'base64').toString().slice(0, 16));
    expect(result.stdout).toContain('Secret encontro-jwt-keys: created (generated)');
  });

  it('keeps an existing Secret byte for byte, and a second run changes nothing', async () => {
    api.seed(plan.namespace, 'encontro-jwt-keys', { 'private.pem': 'ours', 'public.pem': 'ours too' });
    const before = JSON.stringify(api.secrets.get(`${plan.namespace}/encontro-jwt-keys`));
    expect((await run()).stdout).toContain('Secret encontro-jwt-keys: exists, kept as it is');
    expect(JSON.stringify(api.secrets.get(`${plan.namespace}/encontro-jwt-keys`))).toBe(before);
    expect(posts()).toHaveLength(plan.secrets.length - 1);

    const afterFirst = snapshot();
    const second = await run();
    expect(second.code).toBe(0);
    expect(posts()).toHaveLength(plan.secrets.length - 1);
    expect(snapshot()).toBe(afterFirst);
  });

  it('carries over the values an older chart kept, so an upgrade changes no password or key', async () => {
    const legacyPair = createECDH('prime256v1');
    legacyPair.generateKeys();
    api.seed(plan.namespace, 'encontro-postgresql', { password: 'OldPostgresPassword1' });
    api.seed(plan.namespace, 'encontro-connections', {
      'network-hash-secret': 'an-old-network-hash-secret-0123456789abcdef',
      'nats-url': 'nats://encontro-nats:4222',
    });
    api.seed(plan.namespace, 'encontro-notifications', {
      'vapid-public-key': legacyPair.getPublicKey('base64url'),
      'vapid-private-key': legacyPair.getPrivateKey('base64url'),
      'email-unsubscribe-secret': 'an-old-unsubscribe-secret-0123456789',
    });
    const legacy = snapshot();
    const result = await run();
    expect(result.code).toBe(0);
    expect(api.data(plan.namespace, 'encontro-postgresql-auth')).toEqual({
      password: 'OldPostgresPassword1',
      'database-url': 'postgresql://encontro:OldPostgresPassword1@encontro-postgresql:5432/encontro',
    });
    expect(api.data(plan.namespace, 'encontro-network-hash')).toEqual({
      'network-hash-secret': 'an-old-network-hash-secret-0123456789abcdef',
    });
    expect(api.data(plan.namespace, 'encontro-vapid-keys')).toEqual({
      'vapid-public-key': legacyPair.getPublicKey('base64url'),
      'vapid-private-key': legacyPair.getPrivateKey('base64url'),
    });
    expect(api.data(plan.namespace, 'encontro-unsubscribe')).toEqual({
      'email-unsubscribe-secret': 'an-old-unsubscribe-secret-0123456789',
    });
    expect(result.stdout).toContain(
      'Secret encontro-postgresql-auth: created (values carried over from Secret encontro-postgresql)',
    );
    // The older Secrets themselves are only read.
    for (const [key, secret] of JSON.parse(legacy) as [string, StoredSecret][])
      expect(JSON.stringify(api.secrets.get(key))).toBe(JSON.stringify(secret));
  });

  it('generates values the apps accept: an ES256 pair, a VAPID pair, URL-safe passwords', async () => {
    expect((await run()).code).toBe(0);
    const ns = plan.namespace;
    const jwtKeys = api.data(ns, 'encontro-jwt-keys') ?? {};
    const vapid = api.data(ns, 'encontro-vapid-keys') ?? {};
    const postgres = api.data(ns, 'encontro-postgresql-auth') ?? {};
    const redis = api.data(ns, 'encontro-redis-auth') ?? {};
    const internal = api.data(ns, 'encontro-internal') ?? {};
    // Every app: production, with its own NATS user and the shared caller-context key of the Job.
    const production = (app: string) => ({
      NODE_ENV: 'production',
      NATS_USER: app,
      NATS_PASSWORD: internal[`nats-${app}-password`],
      CALLER_CONTEXT_SECRET: internal['caller-context-secret'],
    });

    // identity-svc signs with private.pem, the gateway verifies with public.pem (SPKI).
    const identity = loadIdentityConfig({
      ...production('identity'),
      DATABASE_URL: postgres['database-url'],
      JWT_PRIVATE_KEY: jwtKeys['private.pem'],
    });
    const gateway = loadGatewayConfig({
      ...production('gateway'),
      JWT_PUBLIC_KEY: jwtKeys['public.pem'],
      NETWORK_HASH_SECRET: api.data(ns, 'encontro-network-hash')?.['network-hash-secret'],
      REDIS_URL: redis['redis-url'],
    });
    const { token } = new AccessTokenService(identity).issue({ id: 'user-1', isAdmin: false }, new Date(), 0);
    const noMarks = { mget: async () => [null, null] } as unknown as Redis;
    expect(await new AccessTokens(gateway, noMarks).authenticate(`Bearer ${token}`)).toMatchObject({
      user_id: 'user-1',
      is_admin: false,
    });

    // notification-svc's production config takes the pair; web-push signs with it.
    const notification = loadNotificationConfig({
      ...production('notification'),
      DATABASE_URL: postgres['database-url'],
      VAPID_PUBLIC_KEY: vapid['vapid-public-key'],
      VAPID_PRIVATE_KEY: vapid['vapid-private-key'],
      EMAIL_UNSUBSCRIBE_SECRET: api.data(ns, 'encontro-unsubscribe')?.['email-unsubscribe-secret'],
    });
    expect(() =>
      webpush.setVapidDetails(
        notification.VAPID_SUBJECT,
        notification.VAPID_PUBLIC_KEY ?? '',
        notification.VAPID_PRIVATE_KEY ?? '',
      ),
    ).not.toThrow();
    const headers = webpush.getVapidHeaders(
      'https://fcm.googleapis.com',
      notification.VAPID_SUBJECT,
      vapid['vapid-public-key'] ?? '',
      vapid['vapid-private-key'] ?? '',
      'aes128gcm',
    );
    expect(headers.Authorization).toMatch(/^vapid t=.+, k=B/);
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(vapid['vapid-private-key'] ?? '', 'base64url'));
    expect(ecdh.getPublicKey('base64url')).toBe(vapid['vapid-public-key']);

    // Passwords are letters and digits, so URLs and $(VAR) expansion take them as they are.
    expect(postgres.password).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(new URL(postgres['database-url'] ?? '').password).toBe(postgres.password);
    expect(new URL(redis['redis-url'] ?? '').password).toBe(redis.password);
    expect(api.data(ns, 'encontro-minio-auth')).toEqual({
      'root-user': expect.stringMatching(/^[A-Za-z0-9]{16}$/),
      'root-password': expect.stringMatching(/^[A-Za-z0-9]{40}$/),
    });
    expect(Object.keys(internal).sort()).toEqual(
      [...script.NATS_USERS.map((app) => `nats-${app}-password`), 'caller-context-secret'].sort(),
    );
    expect(new Set(Object.values(internal)).size).toBe(Object.keys(internal).length);
    // nats-server reads `$VAR` as a config token: a password that starts with a digit parses as a number.
    for (const app of script.NATS_USERS)
      expect(internal[`nats-${app}-password`]).toMatch(/^[A-Za-z][A-Za-z0-9]{39}$/);
    for (let n = 0; n < 500; n += 1) expect(script.natsPassword()).toMatch(/^[A-Za-z]/);
    expect(internal['caller-context-secret']).toMatch(/^[A-Za-z0-9]{48}$/);

    // indication-svc's production config takes the meetup secret (it refuses its dev default).
    const meetupSecret = api.data(ns, 'encontro-meetup')?.['meetup-secret'];
    expect(meetupSecret).toMatch(/^[A-Za-z0-9]{48}$/);
    expect(
      loadIndicationConfig({
        ...production('indication'),
        DATABASE_URL: postgres['database-url'],
        EMAIL_UNSUBSCRIBE_SECRET: api.data(ns, 'encontro-unsubscribe')?.['email-unsubscribe-secret'],
        MEETUP_SECRET: meetupSecret,
      }).MEETUP_SECRET,
    ).toBe(meetupSecret);
  });

  it('fails the Job, naming the Secret and the API’s answer, when it may not create', async () => {
    api.refuseCreate = 403;
    const result = await run();
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /ensure-secrets: creating Secret encontro-\S+: HTTP 403 \(secrets is forbidden/,
    );
  });

  it('declares the groups the chart asks for, and the script the ConfigMap carries is this file', () => {
    expect(plan.secrets.map((s) => s.group).filter((g) => !script.GROUPS[g])).toEqual([]);
    const configMap = render().find(
      (o) => o.kind === 'ConfigMap' && o.metadata.name === 'encontro-ensure-secrets',
    ) as unknown as { data: Record<string, string> };
    expect(configMap.data['ensure-secrets.mjs']).toBe(readFileSync(scriptPath, 'utf8'));
  });
});
