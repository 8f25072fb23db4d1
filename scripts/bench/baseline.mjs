// The yardstick of `npm run bench` (issue 14): what a team would write instead of the architecture —
// one Fastify process on the stack's own database, doing the same work for the hot paths with no
// gateway, no NATS hop and no ORM. It checks what the gateway checks (the ES256 access token and its
// revocation in Redis) and answers the same JSON from the same rows, so the bench can compare both
// side by side and first assert that their answers are equal.
//   startBaseline({ port, databaseUrl, schema, redisUrl, redisKeyPrefix, natsUrl, publicKey, weeklyCap })
import Fastify from 'fastify';
import jwt from 'jsonwebtoken';
import { Redis } from 'ioredis';
import pg from 'pg';
import {
  DEFAULT_WEEKLY_CITY_CAP,
  authRedisKeys,
  genericMessages,
  citySlug,
  indicationMessages,
  isNominationDay,
  isRevokedByMark,
  parseWeek,
  weekOf,
} from '@encontro/contracts';
import { AdjustableClock, DevClockSync } from '@encontro/server-clock';

const problem = (reply, status, message) => reply.code(status).send({ message });

/**
 * One round trip: the viewer, whether they nominated this week, the city's count towards the cap
 * and the approved indications of the week with their host and stats.
 */
const listSql = (s) => `
  with viewer as (select user_id, city_id, city, state from ${s}.people where user_id = $1)
  select
    (select row_to_json(viewer) from viewer) as viewer,
    exists (select 1 from ${s}.indications where host_id = $1 and week = $2) as nominated,
    (select count(*)::int from ${s}.indications
      where city_id = (select city_id from viewer) and week = $2 and status in ('pending', 'active')) as towards_cap,
    coalesce((
      select json_agg(row order by row.vote_count desc, row.created_at asc, row.id asc) from (
        select i.id, i.name, i.address, i.reference, i.phone, i.website, i.attractives, i.event_day,
               i.event_time, i.vote_count, i.host_id, i.photos, i.week, i.city, i.city_id, i.state,
               i.status, i.created_at, p.name as host_first_name, p.surname as host_surname,
               p.photo as host_photo, f.posts, f.comments, f.confirmed_participants as forum_confirmed,
               (select count(*)::int from ${s}.attendances a where a.indication_id = i.id) as confirmed
          from ${s}.indications i
          left join ${s}.people p on p.user_id = i.host_id
          left join ${s}.forum_stats f on f.indication_id = i.id
         where i.city_id = (select city_id from viewer) and i.week = $2 and i.status = 'active'
      ) row
    ), '[]') as indications`;

function toIndication(row) {
  const hostName =
    row.host_first_name === null ? 'Participante' : `${row.host_first_name} ${row.host_surname}`.trim();
  return {
    id: row.id,
    indication_id: row.id,
    name: row.name,
    address: row.address,
    reference: row.reference,
    phone: row.phone,
    website: row.website,
    attractives: row.attractives,
    event_day: row.event_day,
    event_time: row.event_time,
    vote_count: row.vote_count,
    host: row.host_id,
    host_name: hostName,
    host_photo: row.host_photo,
    host_photo_url: row.host_photo,
    first_photo_url: row.photos[0] ?? null,
    photos: row.photos,
    week: row.week,
    week_number: parseWeek(row.week).weekNumber,
    city: row.city,
    city_id: row.city_id,
    state: row.state,
    status: row.status,
    stats:
      row.posts === null
        ? { posts: 0, comments: 0, confirmed_participants: row.confirmed }
        : { posts: row.posts, comments: row.comments, confirmed_participants: row.forum_confirmed },
    // json_agg renders timestamptz in the session's zone; the API speaks UTC with milliseconds.
    created_at: new Date(row.created_at).toISOString(),
  };
}

export async function startBaseline(options) {
  const { port, databaseUrl, schema = 'indication', weeklyCap = DEFAULT_WEEKLY_CITY_CAP } = options;
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
  const sql = listSql(schema);

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
  app.get('/api/indications', async (request, reply) => {
    const viewerId = await viewerOf(request);
    if (!viewerId) return problem(reply, 401, genericMessages.unauthenticated);
    const now = clock.now();
    const { week, weekNumber } = weekOf(now);
    const { rows } = await pool.query(sql, [viewerId, week]);
    const { viewer, nominated, towards_cap: towardsCap, indications } = rows[0];
    if (!viewer) return problem(reply, 503, indicationMessages.profileNotReady);
    const asked = request.query.city;
    if (asked && asked !== viewer.city_id && citySlug(asked) !== citySlug(viewer.city))
      return problem(reply, 403, indicationMessages.otherCityContent);
    const list = indications.map(toIndication);
    const open = isNominationDay(now);
    const reason = !open
      ? indicationMessages.weekendClosed
      : nominated
        ? indicationMessages.alreadyNominatedReason
        : towardsCap >= weeklyCap
          ? indicationMessages.cityCapReached(weeklyCap)
          : null;
    return {
      indications: list,
      week,
      week_number: weekNumber,
      city: viewer.city,
      city_id: viewer.city_id,
      total_indications: list.length,
      total_votes: list.reduce((sum, i) => sum + i.vote_count, 0),
      voting_open: open,
      nomination: { allowed: reason === null, reason },
    };
  });

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
