// Where each part of the local stack listens. `dev` is `npm start`; `e2e` is what the browser tests
// start: other ports, a NATS and a Redis of its own and a fresh database, so both can run at once.
// `chaos` is what scripts/chaos starts: its own ports again, with Postgres, NATS, Redis and S3 run by
// the caller on the profile's ports (`infrastructureFromCaller`), so that it can restart them.
const baseProfiles = {
  dev: {
    gatewayPort: 8080,
    metricsPort: 9464,
    servicePortBase: 3001,
    s3Port: 9000,
    smtpPort: 1025,
    mailWebPort: 1080,
    natsPort: 4222,
    redisPort: 6379,
    database: 'encontro',
    privateNatsAndRedis: false,
    freshDatabase: false,
    relaxedRateLimits: false,
    logLevel: 'info',
  },
  e2e: {
    gatewayPort: 8180,
    metricsPort: 9564,
    servicePortBase: 3101,
    s3Port: 9100,
    smtpPort: 1125,
    mailWebPort: 1180,
    natsPort: 4322,
    redisPort: 6479,
    database: 'encontro_e2e',
    privateNatsAndRedis: true,
    freshDatabase: true,
    relaxedRateLimits: true,
    logLevel: 'warn',
  },
  chaos: {
    gatewayPort: 8680,
    metricsPort: 9864,
    servicePortBase: 3401,
    s3Port: 9400,
    smtpPort: 1425,
    mailWebPort: 1480,
    natsPort: 4622,
    redisPort: 6679,
    postgresPort: 5632,
    database: 'encontro_chaos',
    // A delivery whose ack a fault lost comes again after 10 s, not 30: the run waits for the backlog to
    // drain after each fault (NATS restarted, a replica killed), and the faults' checks stay the same.
    eventsAckWaitS: 10,
    privateNatsAndRedis: false,
    infrastructureFromCaller: true,
    freshDatabase: true,
    relaxedRateLimits: true,
    logLevel: 'warn',
  },
  // `npm run bench -- --scale`: the stack on a database it keeps (STACK_DATABASE), its own ports, NATS and
  // Redis, and no rate limits in the way of a bench's thousands of requests from one address.
  bench: {
    gatewayPort: 8580,
    metricsPort: 9964,
    servicePortBase: 3501,
    s3Port: 9500,
    smtpPort: 1525,
    mailWebPort: 1580,
    natsPort: 4722,
    redisPort: 6879,
    database: 'encontro_bench',
    privateNatsAndRedis: true,
    freshDatabase: false,
    relaxedRateLimits: true,
    logLevel: 'warn',
  },
};

const portKeys = [
  'gatewayPort',
  'metricsPort',
  'servicePortBase',
  's3Port',
  'smtpPort',
  'mailWebPort',
  'natsPort',
  'redisPort',
];

/**
 * A profile as the environment adjusts it: `STACK_DATABASE` names another database (the first-run
 * check starts the dev profile on an empty one of its own), and `STACK_PORT_OFFSET` moves every port of
 * an e2e stack so several can run side by side (shared NATS and Redis of the dev profile stay put).
 */
export function resolveProfile(name, env = process.env) {
  const base = baseProfiles[name];
  if (!base) return undefined;
  const offset = Number(env.STACK_PORT_OFFSET ?? 0) || 0;
  const profile = { ...base, database: env.STACK_DATABASE || base.database };
  if (offset && base.privateNatsAndRedis) {
    for (const key of portKeys) profile[key] = base[key] + offset;
    if (!env.STACK_DATABASE) profile.database = `${base.database}_${offset}`;
  }
  return profile;
}

/**
 * `--database <name>` or `--database=<name>` of `npm start` as the environment that names it
 * (`STACK_DATABASE`), e.g. the `npm run seed:scale` database; none: `{}`.
 */
export function databaseFlag(argv) {
  const at = argv.findIndex((a) => a === '--database' || a.startsWith('--database='));
  if (at < 0) return {};
  const name = argv[at].includes('=') ? argv[at].slice('--database='.length) : argv[at + 1];
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name ?? ''))
    throw new Error(
      `--database takes a plain lower-case name (got ${name === undefined ? 'nothing' : `'${name}'`}), e.g. npm start -- --database encontro_scale`,
    );
  return { STACK_DATABASE: name };
}

/** The services behind the gateway, in start order; each gets its own HTTP port for /health and /metrics. */
export const services = [
  { name: 'identity-svc', schema: 'identity', seed: true },
  { name: 'indication-svc', schema: 'indication', seed: true },
  { name: 'forum-svc', schema: 'forum', seed: false },
  { name: 'support-svc', schema: 'support', seed: false },
  { name: 'admin-svc', schema: 'moderation', seed: false },
  { name: 'notification-svc', schema: 'notification', seed: false },
];
