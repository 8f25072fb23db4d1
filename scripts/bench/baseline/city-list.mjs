// GET /api/indications for a signed-in viewer: their city's approved indications of the week in
// one SQL round trip, with what decides whether they may nominate.
import {
  DEFAULT_WEEKLY_CITY_CAP,
  citySlug,
  indicationMessages,
  isNominationDay,
  weekOf,
} from '@encontro/contracts';
import { indicationJson } from './venue-json.mjs';

const listSql = (s) => `
  with viewer as (select user_id, city_id, city, state from ${s}.people where user_id = $1)
  select
    (select row_to_json(viewer) from viewer) as viewer,
    exists (select 1 from ${s}.indications where host_id = $1 and week = $2) as nominated,
    exists (select 1 from ${s}.votes where user_id = $1 and week = $2 and held_by is not null) as vote_held,
    (select count(*)::int from ${s}.indications
      where city_id = (select city_id from viewer) and week = $2 and status in ('pending', 'active')) as towards_cap,
    coalesce((
      select json_agg(row order by row.vote_count desc, row.created_at asc, row.id asc) from (
        select i.id, i.name, i.address, i.reference, i.phone, i.website, i.attractives, i.event_day,
               i.event_time, i.vote_count, i.votes_under_review, i.host_id, i.photos, i.week, i.city, i.city_id, i.state,
               i.status, i.created_at, p.name as host_first_name, p.surname as host_surname,
               p.photo as host_photo, f.posts, f.comments, f.confirmed_participants as forum_confirmed,
               (select count(*)::int from ${s}.attendances a
                 where a.indication_id = i.id and a.status = 'confirmed') as confirmed
          from ${s}.indications i
          left join ${s}.people p on p.user_id = i.host_id
          left join ${s}.forum_stats f on f.indication_id = i.id
         where i.city_id = (select city_id from viewer) and i.week = $2 and i.status = 'active'
      ) row
    ), '[]') as indications`;

const statsOf = (row) =>
  row.posts === null
    ? { posts: 0, comments: 0, confirmed_participants: row.confirmed }
    : { posts: row.posts, comments: row.comments, confirmed_participants: row.forum_confirmed };

export function registerCityList(
  app,
  { pool, schema, viewerOf, clock, problem, weeklyCap = DEFAULT_WEEKLY_CITY_CAP },
) {
  const sql = listSql(schema);
  app.get('/api/indications', async (request, reply) => {
    const viewerId = await viewerOf(request);
    if (!viewerId) return problem(reply, 401);
    const now = clock.now();
    const { week, weekNumber } = weekOf(now);
    const { rows } = await pool.query(sql, [viewerId, week]);
    const { viewer, nominated, vote_held: voteHeld, towards_cap: towardsCap, indications } = rows[0];
    if (!viewer) return problem(reply, 503, indicationMessages.profileNotReady);
    const asked = request.query.city;
    if (asked && asked !== viewer.city_id && citySlug(asked) !== citySlug(viewer.city))
      return problem(reply, 403, indicationMessages.otherCityContent);
    const list = indications.map((row) => indicationJson(row, statsOf(row)));
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
      my_vote_under_review: voteHeld,
    };
  });
}
