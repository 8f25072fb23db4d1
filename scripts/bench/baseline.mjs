// The yardstick of `npm run bench` (issue 14): what a team would write instead of the architecture —
// one Fastify process on the stack's own database, doing the same work for the hot paths with no
// gateway, no NATS hop and no ORM. It checks what the gateway checks (the ES256 access token and its
// revocation in Redis) and answers the same JSON from the same rows, so the bench can compare both
// side by side and first assert that their answers are equal.
//   startBaseline({ port, databaseUrl, schema, identitySchema, forumSchema, redisUrl, redisKeyPrefix, natsUrl, publicKey, weeklyCap })
// Routes: the signed-in city list, the winners, casting and removing a vote, the forum page, its
// comments and polling (baseline/*.mjs).
import Fastify from 'fastify';
import jwt from 'jsonwebtoken';
import { Redis } from 'ioredis';
import pg from 'pg';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { authRedisKeys, genericMessages, isRevokedByMark } from '@encontro/contracts';
import { AdjustableClock, DevClockSync } from '@encontro/server-clock';
import { registerCityList } from './baseline/city-list.mjs';
import { registerForum } from './baseline/forum.mjs';
import { registerVotes } from './baseline/votes.mjs';
import { registerWinners } from './baseline/winners.mjs';

const problem = (reply, status, message = genericMessages.unauthenticated) =>
  reply.code(status).send({ message });

/** The baseline in this process (the bench starts it in a process of its own: startBaseline). */
export async function startBaselineServer(options) {
  const { port, databaseUrl, schema = 'indication', identitySchema = 'identity' } = options;
  const pool = new pg.Pool({ connectionString: databaseUrl, max: options.poolSize ?? 10 });
  const redis = new Redis(options.redisUrl, { keyPrefix: options.redisKeyPrefix ?? 'encontro:' });
  const clock = new AdjustableClock();
  const clockSync = new DevClockSync(clock, {
    enabled: true,
    redisUrl: options.redisUrl,
    redisKeyPrefix: options.redisKeyPrefix ?? 'encontro:',
    natsUrl: options.natsUrl,
  });
  await clockSync.onApplicationBootstrap();

  /** The gateway's check: a valid ES256 token that was neither revoked nor issued before a revocation mark. */
  async function viewerOf(request) {
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('Bearer ')) return null;
    let claims;
    try {
      claims = jwt.verify(header.slice(7), options.publicKey, { algorithms: ['ES256'] });
    } catch {
      return null;
    }
    if (!claims.sub || !claims.jti) return null;
    const [revoked, mark] = await redis.mget(
      authRedisKeys.revokedToken(claims.jti),
      authRedisKeys.revokedBefore(claims.sub),
    );
    if (revoked || isRevokedByMark(mark, claims)) return null;
    return claims.sub;
  }

  const app = Fastify({ logger: false });
  const context = { pool, schema, identitySchema, viewerOf, clock, problem, weeklyCap: options.weeklyCap };
  registerCityList(app, context);
  registerWinners(app, context);
  registerVotes(app, context);
  registerForum(app, { ...context, forumSchema: options.forumSchema ?? 'forum' });

  await app.listen({ port, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      await app.close();
      await clockSync.onApplicationShutdown();
      redis.disconnect();
      await pool.end();
    },
  };
}

/**
 * The baseline in a child process of its own, so it has a core like the gateway has and does not
 * share an event loop with the load generator. Resolves with its URL, its pid and `stop`.
 */
export function startBaseline(options) {
  const child = fork(fileURLToPath(import.meta.url), ['--serve'], { stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the baseline exited (${code})`)));
    child.once('message', (message) => {
      if (message.error) return reject(new Error(message.error));
      child.removeAllListeners('exit');
      resolve({
        url: message.url,
        pid: child.pid,
        stop: () =>
          new Promise((done) => {
            child.once('exit', () => done());
            child.send('stop');
          }),
      });
    });
    child.send(options);
  });
}

if (process.argv.includes('--serve') && process.send) {
  process.once('message', async (options) => {
    try {
      const server = await startBaselineServer(options);
      process.on('message', async (message) => {
        if (message !== 'stop') return;
        await server.stop();
        process.exit(0);
      });
      process.send({ url: server.url });
    } catch (error) {
      process.send({ error: String(error?.stack ?? error) });
    }
  });
}
