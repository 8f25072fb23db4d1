// GET /api/winners/{city} for a signed-in viewer: the week's top three of their city, each with its
// meetup plan and seats, the viewer's place (and calendar link where they said "Eu Vou!"), in one
// SQL round trip.
import { citySlug, indicationMessages, isNominationDay, weekOf } from '@encontro/contracts';
import { seatCountsSql } from './meetup-plan.mjs';
import { winnerJson } from './venue-json.mjs';

/** The viewer's attendance of the winner `w`: status, place in line, offer and check-in ($1 viewer, $3 now). */
const mineSql = (s) => `(
  select json_build_object(
      'status', a.status, 'calendar_token', a.calendar_token,
      'position', case when a.status = 'waitlisted' then (
        select count(*)::int from ${s}.attendances b
         where b.indication_id = a.indication_id and b.status = 'waitlisted' and b.line_seq <= a.line_seq) end,
      'offer_expires_at', case when a.offer_expires_at > $3 then a.offer_expires_at end,
      'checked_in_at', a.checked_in_at)
    from ${s}.attendances a where a.indication_id = w.indication_id and a.user_id = $1)`;

const winnersSql = (s) => `
  with viewer as (select user_id, city_id, city, state from ${s}.people where user_id = $1)
  select
    (select row_to_json(viewer) from viewer) as viewer,
    coalesce((
      select json_agg(row order by row.position) from (
        select w.id as winner_id, w.indication_id, w.position, w.vote_count, w.host_id,
               w.host_confirmed_at, w.week, w.city_id, w.meetup_settings, i.name, i.address, i.reference, i.phone, i.website,
               i.attractives, i.event_day, i.event_time, i.photos, i.city, i.state, i.votes_under_review,
               p.name as host_first_name, p.surname as host_surname, p.photo as host_photo,
               ${seatCountsSql(s, 'w', '$3')} as seats,
               ${mineSql(s)} as mine
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
    const { rows } = await pool.query(sql, [viewerId, week, now]);
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
