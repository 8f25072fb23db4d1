// Where each part of the local stack listens. `dev` is `npm start`; `e2e` is what the browser tests
// start: other ports, a NATS and a Redis of its own and a fresh database, so both can run at once.
export const profiles = {
  dev: {
    gatewayPort: 8080,
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
};

/** The services behind the gateway, in start order; each gets its own HTTP port for /health and /metrics. */
export const services = [
  { name: 'identity-svc', schema: 'identity', seed: true },
  { name: 'indication-svc', schema: 'indication', seed: true },
  { name: 'forum-svc', schema: 'forum', seed: false },
  { name: 'support-svc', schema: 'support', seed: false },
  { name: 'admin-svc', schema: 'moderation', seed: false },
];
