// The forum of a winner for a signed-in viewer: GET /api/forum/{id} (the page: the winner with its
// meetup plan and seats, posts newest first with all their comments, stats, confirmed users and
// their check-ins) in one SQL round trip, GET
// /api/forum/posts/{postId}/comments in one, and GET /api/forum/{id}/updates (the polling contract:
// what this connection was not given yet, each update once) in one transaction. Same read rule as
// forum-svc: the forum exists (404), the viewer is known (503), same city (403), Friday 00:00 to
// Sunday 23:59:59 of its week (403).
import {
  UNKNOWN_PERSON_NAME,
  forumMessages,
  forumUpdatesQuerySchema,
  isForumCursor,
  nextWeek,
  weekInstant,
} from '@encontro/contracts';
import { meetupPlan, seatCountsSql } from './meetup-plan.mjs';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const iso = (column) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const fullName = (p) => `coalesce(btrim(${p}.name || ' ' || ${p}.surname), '${UNKNOWN_PERSON_NAME}')`;

const commentJson = (s, c, a) => `json_build_object(
  'id', ${c}.id, 'post_id', ${c}.post_id, 'user_id', ${c}.user_id, 'user_name', ${fullName(a)},
  'user_photo', ${a}.photo, 'content', ${c}.content, 'created_at', ${iso(`${c}.created_at`)})`;

const accessSql = (s, forumId, viewerId) => `
  (select json_build_object('week', f.week, 'city_id', f.city_id) from ${s}.forums f where f.id = ${forumId}) as forum,
  (select json_build_object('city_id', v.city_id) from ${s}.people v where v.user_id = ${viewerId}) as viewer`;

// $1 forum, $2 viewer, $3 now; `i` is the indication schema (the winner's settings and seats).
const pageSql = (s, i) => `
  select ${accessSql(s, '$1', '$2')},
    (select json_build_object(
       'winner', json_build_object(
         'indication_id', f.id, 'host_id', f.host_id, 'name', f.name, 'address', f.address,
         'reference', f.reference, 'event_day', f.event_day, 'event_time', f.event_time,
         'photo_url', f.photos->>0, 'photos', f.photos,
         'host_name', coalesce(btrim(h.name || ' ' || h.surname), f.host_name), 'host_photo', h.photo,
         'vote_count', f.vote_count, 'position', f.position, 'city', f.city, 'state', f.state,
         'city_id', f.city_id, 'week', f.week),
       'posts', coalesce((
         select json_agg(json_build_object(
             'id', p.id, 'forum_id', p.forum_id, 'user_id', p.user_id, 'user_name', ${fullName('a')},
             'user_photo', a.photo, 'content', p.content, 'created_at', ${iso('p.created_at')},
             'comments_count', coalesce(c.n, 0), 'comments', coalesce(c.list, '[]'))
           order by p.created_at desc, p.id desc)
           from ${s}.posts p
           left join ${s}.people a on a.user_id = p.user_id
           left join lateral (
             select count(*)::int as n, json_agg(${commentJson(s, 'c', 'ca')} order by c.created_at, c.id) as list
               from ${s}.comments c left join ${s}.people ca on ca.user_id = c.user_id
              where c.post_id = p.id) c on true
          where p.forum_id = f.id), '[]'),
       'stats', json_build_object(
         'total_posts', (select count(*)::int from ${s}.posts where forum_id = f.id),
         'total_comments', (select count(*)::int from ${s}.comments where forum_id = f.id),
         'active_participants', (select count(*)::int from ${s}.participants where forum_id = f.id)),
       'confirmed_users', coalesce((
         select json_agg(json_build_object(
             'user_id', pa.user_id,
             'name', coalesce(pp.name, case when pa.user_id = f.host_id then f.host_name end, '${UNKNOWN_PERSON_NAME}'),
             'surname', coalesce(pp.surname, ''), 'photo', pp.photo, 'is_host', pa.user_id = f.host_id,
             'confirmed_at', ${iso('pa.confirmed_at')}, 'checked_in_at', ${iso('ci.checked_in_at')})
           order by pa.user_id <> f.host_id, pa.confirmed_at, pa.user_id)
           from ${s}.participants pa left join ${s}.people pp on pp.user_id = pa.user_id
           left join ${s}.checkins ci on ci.forum_id = pa.forum_id and ci.user_id = pa.user_id
          where pa.forum_id = f.id), '[]'),
       'checked_in_count', (select count(*)::int from ${s}.participants pa
           join ${s}.checkins ci on ci.forum_id = pa.forum_id and ci.user_id = pa.user_id
          where pa.forum_id = f.id),
       'user_confirmed', exists (select 1 from ${s}.participants where forum_id = f.id and user_id = $2),
       'is_host', f.host_id = $2,
       'meetup_settings', w.meetup_settings,
       'seats', ${seatCountsSql(i, 'w', '$3')})
       from ${s}.forums f left join ${s}.people h on h.user_id = f.host_id
       left join ${i}.winners w on w.indication_id = f.id
      where f.id = $1) as page`;

const commentsSql = (s) => `
  select (select forum_id from ${s}.posts where id = $1) as forum_id,
    ${accessSql(s, `(select forum_id from ${s}.posts where id = $1)`, '$2')},
    coalesce((select json_agg(${commentJson(s, 'c', 'a')} order by c.created_at, c.id)
       from ${s}.comments c left join ${s}.people a on a.user_id = c.user_id
      where c.post_id = $1), '[]') as comments`;

const openUntil = (week) => weekInstant(nextWeek(week), 1);

/** The read rule of forum-svc's ForumAccess: null when the viewer may read, else the refusal. */
function refusal({ forum, viewer }, now) {
  if (!forum) return [404, forumMessages.forumNotFound];
  if (!viewer) return [503, forumMessages.profileNotReady];
  if (viewer.city_id !== forum.city_id) return [403, forumMessages.otherCity];
  if (now < weekInstant(forum.week, 5) || now >= openUntil(forum.week))
    return [403, forumMessages.forumClosed];
  return null;
}

export function registerForum(app, { pool, schema, forumSchema: s = 'forum', viewerOf, clock, problem }) {
  const page = pageSql(s, schema);
  const comments = commentsSql(s);

  app.get('/api/forum/:id', async (request, reply) => {
    const viewerId = await viewerOf(request);
    if (!viewerId) return problem(reply, 401);
    const { id } = request.params;
    if (!uuid.test(id)) return problem(reply, 404, forumMessages.forumNotFound);
    const now = clock.now();
    const { rows } = await pool.query(page, [id.toLowerCase(), viewerId, now]);
    const refused = refusal(rows[0], now);
    if (refused) return problem(reply, ...refused);
    const { page: body, forum } = rows[0];
    const { meetup_settings: settings, seats, winner, ...rest } = body;
    return {
      forum_id: id.toLowerCase(),
      ...rest,
      winner: { ...winner, ...meetupPlan(settings, winner.city_id, seats ?? undefined) },
      userConfirmation: body.user_confirmed,
      open_until: openUntil(forum.week).toISOString(),
    };
  });

  app.get('/api/forum/posts/:postId/comments', async (request, reply) => {
    const viewerId = await viewerOf(request);
    if (!viewerId) return problem(reply, 401);
    const { postId } = request.params;
    if (!uuid.test(postId)) return problem(reply, 404, forumMessages.postNotFound);
    const { rows } = await pool.query(comments, [postId.toLowerCase(), viewerId]);
    if (!rows[0].forum_id) return problem(reply, 404, forumMessages.postNotFound);
    const refused = refusal(rows[0], clock.now());
    if (refused) return problem(reply, ...refused);
    return { comments: rows[0].comments };
  });

  app.get('/api/forum/:id/updates', async (request, reply) => {
    const viewerId = await viewerOf(request);
    if (!viewerId) return problem(reply, 401);
    const { id } = request.params;
    if (!uuid.test(id)) return problem(reply, 404, forumMessages.forumNotFound);
    const query = forumUpdatesQuerySchema.safeParse(request.query);
    if (!query.success) return problem(reply, 422, forumMessages.connectionInvalid);
    const forumId = id.toLowerCase();
    const connectionId = query.data.connection_id;
    const lastUpdate = query.data.last_update ?? '0';
    const client = await pool.connect();
    try {
      await client.query('begin');
      const access = await client.query(`select ${accessSql(s, '$1', '$2')}`, [forumId, viewerId]);
      const refused = refusal(access.rows[0], clock.now());
      if (refused) {
        await client.query('rollback');
        return problem(reply, ...refused);
      }
      // One statement: the connection (locked), the cursor of an instant and the latest id.
      const { rows } = await client.query(
        `select (select json_build_object('user_id', user_id, 'delivered', delivered::text) from ${s}.connections
                  where forum_id = $1 and connection_id = $2 for update) as connection,
                (select coalesce(max(id), 0)::text from ${s}.updates where forum_id = $1) as latest,
                (select coalesce(max(id), 0)::text from ${s}.updates
                  where forum_id = $1 and $3::timestamptz is not null and created_at <= $3::timestamptz) as at_instant`,
        [forumId, connectionId, isForumCursor(lastUpdate) ? null : lastUpdate],
      );
      const { connection, latest } = rows[0];
      if (connection && connection.user_id !== viewerId) {
        await client.query('rollback');
        return problem(reply, 403, forumMessages.connectionInvalid);
      }
      const cursor = !isForumCursor(lastUpdate) ? rows[0].at_instant : lastUpdate === '0' ? null : lastUpdate;
      const from = connection
        ? BigInt(connection.delivered) >= BigInt(cursor ?? '0')
          ? connection.delivered
          : cursor
        : (cursor ?? latest);
      const updates = await client.query(
        `with due as (select id, forum_id, type, data, created_at from ${s}.updates
                       where forum_id = $1 and id > $3::bigint order by id limit 100),
              saved as (
                insert into ${s}.connections (forum_id, connection_id, user_id, delivered, last_seen_at)
                values ($1, $2, $4, coalesce((select max(id) from due), $3::bigint), $5)
                on conflict (forum_id, connection_id) do update set user_id = excluded.user_id,
                  delivered = excluded.delivered, last_seen_at = excluded.last_seen_at)
         select coalesce(json_agg(json_build_object('id', id::text, 'forum_id', forum_id, 'type', type,
                  'data', data, 'created_at', ${iso('created_at')}) order by id), '[]') as updates
           from due`,
        [forumId, connectionId, from, viewerId, clock.now()],
      );
      await client.query('commit');
      const list = updates.rows[0].updates;
      return { updates: list, last_update: list.at(-1)?.id ?? from };
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  });
}
