// POST and DELETE /api/indications/{id}/vote: one SQL statement each — the vote, the count and the
// voter's "last vote" (which the monolith keeps in its users table) change together, exactly once
// under concurrency (the votes' primary key decides). Removing a vote held for review takes it from
// votes_under_review, as indication-svc does; a cast is never held (the integrity signals are not
// the baseline's).
import { indicationMessages as m, isNominationDay, weekOf } from '@encontro/contracts';
import { indicationJson } from './venue-json.mjs';

const target = (s) => `
  target as (
    select i.*, p.name as host_first_name, p.surname as host_surname, p.photo as host_photo
      from ${s}.indications i left join ${s}.people p on p.user_id = i.host_id where i.id = $2)`;

const castSql = (s, identity) => `
  with person as (select city_id from ${s}.people where user_id = $1),
  ${target(s)},
  existing as (select indication_id from ${s}.votes where user_id = $1 and week = $3),
  added as (
    insert into ${s}.votes (user_id, week, indication_id, city_id, created_at)
    select $1::uuid, $3::text, t.id, t.city_id, $4::timestamptz from target t, person
     where t.city_id = person.city_id and t.status = 'active' and t.week = $3
    on conflict (user_id, week) do nothing returning indication_id),
  counted as (
    update ${s}.indications set vote_count = vote_count + 1, updated_at = $4
     where id = (select indication_id from added) returning vote_count, votes_under_review),
  marked as (
    update ${identity}.users set last_voted_indication_id = $5
     where id = $1 and exists (select 1 from added) returning id)
  select (select city_id from person) as person_city, (select row_to_json(target) from target) as target,
         (select indication_id from existing) as existing, (select row_to_json(counted) from counted) as counted,
         (select count(*) from marked) as marked`;

const removeSql = (s, identity) => `
  with ${target(s)},
  removed as (
    delete from ${s}.votes where user_id = $1 and week = $3 and indication_id = $2
    returning indication_id, held_by is not null as held),
  counted as (
    update ${s}.indications
       set vote_count = greatest(0, vote_count - (select case when held then 0 else 1 end from removed)),
           votes_under_review = greatest(0, votes_under_review - (select case when held then 1 else 0 end from removed)),
           updated_at = $4
     where id = (select indication_id from removed) returning vote_count, votes_under_review),
  marked as (
    update ${identity}.users set last_voted_indication_id = null
     where id = $1 and exists (select 1 from removed) returning id)
  select (select row_to_json(target) from target) as target, (select row_to_json(counted) from counted) as counted,
         (select count(*) from marked) as marked`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function registerVotes(app, { pool, schema, identitySchema, viewerOf, clock, problem }) {
  const cast = castSql(schema, identitySchema);
  const remove = removeSql(schema, identitySchema);
  // `counts`: the indication's vote_count and votes_under_review after the change (a held vote counts in the latter).
  const answer = (row, counts, message, lastVoted) => ({
    message,
    indication: indicationJson({ ...row, ...counts }),
    last_voted_indication_id: lastVoted,
  });

  /** What both routes check first: a signed-in viewer, an indication id, a voting day; or the refusal. */
  const voting = async (request) => {
    const viewerId = await viewerOf(request);
    if (!viewerId) return { refused: [401] };
    const { id } = request.params;
    if (!UUID.test(id)) return { refused: [404, m.indicationNotFound] };
    const now = clock.now();
    if (!isNominationDay(now)) return { refused: [403, m.votingClosed] };
    return { viewerId, id, now, week: weekOf(now).week };
  };

  app.post('/api/indications/:id/vote', async (request, reply) => {
    const { refused, viewerId, id, now, week } = await voting(request);
    if (refused) return problem(reply, ...refused);
    // $5 is the id again, as text: one parameter cannot be both a uuid and a varchar.
    const { rows } = await pool.query(cast, [viewerId, id, week, now, id]);
    const { person_city: city, target: row, existing, counted } = rows[0];
    if (!city) return problem(reply, 503, m.profileNotReady);
    if (!row) return problem(reply, 404, m.indicationNotFound);
    if (row.city_id !== city) return problem(reply, 403, m.otherCityContent);
    if (row.status !== 'active' || row.week !== week) return problem(reply, 409, m.notVotable);
    if (counted === null && existing !== id) return problem(reply, 409, m.alreadyVoted);
    return answer(row, counted ?? {}, m.voted, id);
  });

  app.delete('/api/indications/:id/vote', async (request, reply) => {
    const { refused, viewerId, id, now, week } = await voting(request);
    if (refused) return problem(reply, ...refused);
    const { rows } = await pool.query(remove, [viewerId, id, week, now]);
    const { target: row, counted } = rows[0];
    if (!row) return problem(reply, 404, m.indicationNotFound);
    if (counted === null) return problem(reply, 404, m.noVote);
    return answer(row, counted, m.voteRemoved, null);
  });
}
