import type { INestApplication } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ServiceClient } from '@encontro/server-messaging';
import { deleteRedisKeys, startNatsServer, uniqueName, waitFor } from '@encontro/testing';
import { provisionAdmin } from '@encontro/admin-svc/test-support';
import { provisionForum } from '@encontro/forum-svc/test-support';
import { DemoSeed, provisionIdentity } from '@encontro/identity-svc/test-support';
import { provisionIndication } from '@encontro/indication-svc/test-support';
import { TEST_PUSH_ENDPOINT_HOSTS, provisionNotification } from '@encontro/notification-svc/test-support';
import { provisionSupport } from '@encontro/support-svc/test-support';
import { randomBytes } from 'node:crypto';
import webpush from 'web-push';
import {
  type Api,
  type GatewayUnderTest,
  type GatewayUnderTestOptions,
  type SeededUser,
  apiClient,
  signIn,
  startGatewayUnderTest,
  startServiceUnderTest,
} from './system-harness.js';
import { MONDAY } from './winners.js';

type Provisions = {
  identity: Awaited<ReturnType<typeof provisionIdentity>>;
  indication: Awaited<ReturnType<typeof provisionIndication>>;
  support: Awaited<ReturnType<typeof provisionSupport>>;
  forum: Awaited<ReturnType<typeof provisionForum>>;
  admin: Awaited<ReturnType<typeof provisionAdmin>>;
  notification: Awaited<ReturnType<typeof provisionNotification>>;
};

export type ServiceName = keyof Provisions;

/** The first service's stream, SMTP server and Redis prefix, which the others share. */
type Shared = {
  bus?: { stream: string; subjectPrefix: string };
  mailbox?: Provisions['identity']['mailbox'];
  redisKeyPrefix?: string;
};

/**
 * What every stack's notification-svc signs pushes with, and the secret of the e-mail unsubscribe
 * links it shares with indication-svc (which signs them): suites sign links and check the key with it.
 * The caller-context key is the gateway's and every service's (admin and personal-data subjects).
 */
export const STACK_SECRETS = {
  vapid: webpush.generateVAPIDKeys(),
  emailUnsubscribeSecret: randomBytes(32).toString('base64url'),
  callerContextSecret: randomBytes(32).toString('base64url'),
};

/** Each service's resources, named `<prefix>_<service>`; forum-svc pushes and admin-svc asks on the private NATS. */
const provision: {
  [S in ServiceName]: (name: string, natsUrl: string, shared: Shared) => Promise<Provisions[S]>;
} = {
  identity: (name) => provisionIdentity(name),
  indication: (name, _natsUrl, shared) =>
    provisionIndication(name, { EMAIL_UNSUBSCRIBE_SECRET: STACK_SECRETS.emailUnsubscribeSecret }, shared),
  support: (name, _natsUrl, { bus, mailbox }) => provisionSupport(name, {}, { bus, mailbox }),
  forum: (name, natsUrl, { bus }) => provisionForum(name, { NATS_URL: natsUrl }, { bus }),
  admin: (name, natsUrl, { bus }) =>
    provisionAdmin(
      name,
      { NATS_URL: natsUrl, CALLER_CONTEXT_SECRET: STACK_SECRETS.callerContextSecret },
      { bus },
    ),
  // http push endpoints accepted on the suites' hosts: a suite's push service is local.
  // It asks indication-svc who voted in a week whose winners it reveals, on the private NATS.
  notification: (name, natsUrl, { bus, mailbox }) =>
    provisionNotification(
      name,
      {
        NATS_URL: natsUrl,
        CALLER_CONTEXT_SECRET: STACK_SECRETS.callerContextSecret,
        PUSH_ALLOW_HTTP_ENDPOINTS: 'true',
        PUSH_ENDPOINT_HOSTS: TEST_PUSH_ENDPOINT_HOSTS,
        VAPID_PUBLIC_KEY: STACK_SECRETS.vapid.publicKey,
        VAPID_PRIVATE_KEY: STACK_SECRETS.vapid.privateKey,
        EMAIL_UNSUBSCRIBE_SECRET: STACK_SECRETS.emailUnsubscribeSecret,
      },
      { bus, mailbox },
    ),
};

/** The order they are provisioned and started in, whatever order a suite names them in. */
const ORDER: readonly ServiceName[] = ['identity', 'indication', 'support', 'forum', 'admin', 'notification'];

/** Where each service keeps the people it has heard of from identity-svc's events. */
const PEOPLE: Partial<Record<ServiceName, { table: string; id: string }>> = {
  indication: { table: 'people', id: 'user_id' },
  support: { table: 'users', id: 'id' },
  forum: { table: 'people', id: 'user_id' },
  admin: { table: 'people', id: 'id' },
  notification: { table: 'people', id: 'user_id' },
};

export type StackOptions<S extends ServiceName> = {
  /** The services to run: identity-svc (when named) first, then the others in ORDER. */
  services: readonly S[];
  /** Runs identity-svc's DemoSeed (admin, ana, bruno, carla, diego, rafael — see signIn) before the gateway starts. */
  seed?: boolean;
  /** Without identity-svc: the testJwt() key whose tokens the gateway trusts. */
  publicKey?: string;
  /** Every service's clock, set before the services start. */
  clock?: Date;
  /** A service's clock when it is not `clock`. */
  clocks?: Partial<Record<S, Date>>;
  /** The gateway listens to forum-svc's pushes (PUSH_SUBJECT_PREFIX). */
  livePush?: boolean;
  gateway?: Pick<GatewayUnderTestOptions, 'requestTimeoutMs' | 'storage' | 'extraEnv'>;
};

export type Stack<S extends ServiceName> = Pick<Provisions, S> & {
  natsUrl: string;
  /** By name (`forum-svc`…), in the order started; a suite may close one and delete it. */
  services: Map<string, INestApplication>;
  gateway: NestFastifyApplication;
  base: string;
  /** The gateway's metrics port (operators only; /metrics is not on `base`). */
  metricsBase: string;
  /** The gateway's Redis key prefix (identity-svc's or support-svc's when they run, else its own). */
  redisKeyPrefix: string;
  /** Calls the services past the gateway (connects on the first call). */
  client: ServiceClient;
  /** Sets every service's clock. */
  setClocks: (instant: Date) => void;
  /** Whether every service that keeps people has heard of this one. */
  heardOf: (userId: string) => Promise<boolean>;
  /** A running service's providers, as its fixtures read them. */
  providersOf: (service: string) => { get<T>(type: abstract new (...args: never[]) => T): T };
  /** Another gateway like the first (a replica), `extraEnv` on top of its configuration; the suite closes it. */
  startGateway: (extraEnv?: Record<string, string>) => Promise<GatewayUnderTest>;
  /** Undoes everything, the last started first. */
  stop: () => Promise<void>;
};

/**
 * What the system suites set up the same way: a private NATS, the services they name (each on
 * resources of its own from its provision*() harness, `prefix` naming them), the gateway in front
 * and a client for the services. With identity-svc, the others hear its stream, share its SMTP
 * server and Redis prefix, and the gateway trusts its tokens; without it, the gateway trusts
 * `publicKey` and the others hear the first one's stream. indication-svc's clock is the gateway's
 * too, as the dev clock makes it.
 */
export async function startStack<S extends ServiceName>(
  prefix: string,
  options: StackOptions<S>,
): Promise<Stack<S>> {
  const undo: (() => Promise<void> | void)[] = [];
  const stop = async () => {
    for (const step of undo.splice(0).reverse()) await step();
  };
  try {
    const nats = await startNatsServer();
    undo.push(() => nats.stop());

    const provisioned: Partial<Provisions> = {};
    let shared: Shared = {};
    for (const name of ORDER.filter((n) => options.services.includes(n as S))) {
      const resources = await provision[name](`${prefix}_${name}`, nats.url, shared);
      undo.push(() => resources.release());
      (provisioned as Record<ServiceName, unknown>)[name] = resources;
      if (!shared.bus) {
        const first: Shared = resources;
        shared = { bus: first.bus, mailbox: first.mailbox, redisKeyPrefix: first.redisKeyPrefix };
      }
    }
    const clocks = Object.entries(provisioned).map(([name, resources]) => ({ name, clock: resources.clock }));
    for (const { name, clock } of clocks) {
      const instant = options.clocks?.[name as S] ?? options.clock;
      if (instant) clock.set(instant);
    }

    const services = new Map<string, INestApplication>();
    undo.push(async () => {
      for (const service of [...services.values()].reverse()) await service.close();
      services.clear();
    });
    for (const [name, resources] of Object.entries(provisioned))
      services.set(
        `${name}-svc`,
        await startServiceUnderTest(`${name}-svc`, resources.imports, nats.url, {
          callerContextSecret: STACK_SECRETS.callerContextSecret,
        }),
      );
    if (options.seed) await services.get('identity-svc')!.get(DemoSeed).run();

    const publicKey = provisioned.identity?.publicKey ?? options.publicKey;
    if (!publicKey) throw new Error('startStack: without identity-svc, the gateway needs a publicKey');
    const redisKeyPrefix = shared.redisKeyPrefix ?? `${uniqueName(prefix)}:`;
    // A prefix of the gateway's own (no identity- or support-svc to share one with) is released here.
    if (!shared.redisKeyPrefix) undo.push(() => deleteRedisKeys(redisKeyPrefix));
    const startGateway = (extraEnv: Record<string, string> = {}) =>
      startGatewayUnderTest({
        natsUrl: nats.url,
        publicKey,
        redisKeyPrefix,
        clock: provisioned.indication?.clock,
        ...options.gateway,
        extraEnv: {
          CALLER_CONTEXT_SECRET: STACK_SECRETS.callerContextSecret,
          ...(options.livePush ? { PUSH_SUBJECT_PREFIX: provisioned.forum!.pushPrefix } : {}),
          ...options.gateway?.extraEnv,
          ...extraEnv,
        },
      });
    const gateway = await startGateway();
    undo.push(() => gateway.app.close());
    // Past the gateway: admin subjects as a service acting for the platform would call them.
    const client = new ServiceClient({
      url: nats.url,
      timeoutMs: 10_000,
      name: 'system-test',
      callerSecret: STACK_SECRETS.callerContextSecret,
      signAsService: true,
    });
    undo.push(() => client.onApplicationShutdown());

    return {
      ...(provisioned as Pick<Provisions, S>),
      natsUrl: nats.url,
      services,
      gateway: gateway.app,
      base: gateway.base,
      metricsBase: gateway.metricsBase,
      redisKeyPrefix,
      client,
      setClocks: (instant) => {
        for (const { clock } of clocks) clock.set(instant);
      },
      heardOf: async (userId) => {
        for (const [name, resources] of Object.entries(provisioned)) {
          const people = PEOPLE[name as ServiceName];
          if (!people) continue;
          const { db } = resources;
          const rows = await db.orm.em
            .fork()
            .execute(`select 1 from "${db.schema}".${people.table} where ${people.id} = ?`, [userId]);
          if (rows.length === 0) return false;
        }
        return true;
      },
      providersOf: (service) => ({ get: (type) => services.get(service)!.get(type) }),
      startGateway,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Signs DemoSeed's people in through the gateway (signIn), then waits until every service of the
 * stack that keeps people has heard of each of them from identity-svc's events.
 */
export async function signInKnownEverywhere(
  api: Api,
  stack: Pick<Stack<never>, 'heardOf'>,
  who: readonly string[],
): Promise<Record<string, SeededUser>> {
  const users = await signIn(api, who);
  for (const user of Object.values(users)) await waitFor(() => stack.heardOf(user.user_id), 20_000);
  return users;
}

/**
 * The week most suites start from: `options.services` (identity-svc among them) with DemoSeed's
 * people, every clock at Monday 10:00 of WEEK, a gateway that waits 10 s for the services, and
 * `people` signed in and known everywhere (signInKnownEverywhere). `options` adds to that or
 * overrides it.
 */
export async function startSeededWeek<S extends ServiceName>(
  prefix: string,
  people: readonly string[],
  options: StackOptions<S>,
): Promise<{ stack: Stack<S>; users: Record<string, SeededUser> }> {
  const stack = await startStack(prefix, {
    seed: true,
    clock: MONDAY,
    ...options,
    gateway: { requestTimeoutMs: 10_000, ...options.gateway },
  });
  try {
    return {
      stack,
      users: await signInKnownEverywhere(
        apiClient(() => stack.base),
        stack,
        people,
      ),
    };
  } catch (error) {
    await stack.stop();
    throw error;
  }
}
