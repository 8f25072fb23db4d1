// GET /api/winners/{city} for a signed-in viewer: the week's top three of their city, with the
// viewer's calendar link where they said "Eu Vou!", in one SQL round trip.
import { citySlug, indicationMessages, isNominationDay, weekOf } from '@encontro/contracts';
import { winnerJson } from './venue-json.mjs';

const winnersSql = (s) => `
  with viewer as (select user_id, city_id, city, state from ${s}.people where user_id = $1)
  select
    (select row_to_json(viewer) from viewer) as viewer,
    coalesce((
      select json_agg(row order by row.position) from (
        select w.id as winner_id, w.indication_id, w.position, w.vote_count, w.host_id,
               w.host_confirmed_at, w.week, i.name, i.address, i.reference, i.phone, i.website,
               i.attractives, i.event_day, i.event_time, i.photos, i.city, i.state, i.votes_under_review,
               p.name as host_first_name, p.surname as host_surname, p.photo as host_photo,
               (select count(*)::int from ${s}.attendances a where a.indication_id = w.indication_id) as confirmed,
               (select a.calendar_token from ${s}.attendances a
                 where a.indication_id = w.indication_id and a.user_id = $1) as calendar_token
          from ${s}.winners w
          join ${s}.indications i on i.id = w.indication_id
          left join ${s}.people p on p.user_id = w.host_id
         where w.city_id = (select city_id from viewer) and w.week = $2
      ) row
    ), '[]') as winners,
    exists (select 1 from ${s}.week_closures c where c.city_id = (select city_id from viewer) and c.week = $2)
      or not exists (select 1 from ${s}.indications i where i.city_id = (select city_id from viewer) and i.week = $2)
      as settled`;

export function registerWinners(app, { pool, schema, viewerOf, clock, problem }) {
  const sql = winnersSql(schema);
  app.get('/api/winners/:city', async (request, reply) => {
    const viewerId = await viewerOf(request);
    if (!viewerId) return problem(reply, 401);
    const now = clock.now();
    const { week } = weekOf(now);
    const { rows } = await pool.query(sql, [viewerId, week]);
    const { viewer, winners, settled } = rows[0];
    if (!viewer) return problem(reply, 503, indicationMessages.profileNotReady);
    const asked = request.params.city;
    if (asked !== viewer.city_id && citySlug(asked) !== citySlug(viewer.city))
      return problem(reply, 403, indicationMessages.otherCityContent);
    return {
      winners: winners.map(winnerJson),
      week,
      city: viewer.city,
      city_id: viewer.city_id,
      week_closed: !isNominationDay(now) && settled,
    };
  });
}
