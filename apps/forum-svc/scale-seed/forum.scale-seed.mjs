// forum-svc's part of `npm run seed:scale`: its copy of the people, one forum per winner of the closed
// weeks with the attendees as participants, the host's posts and the attendees' comments.
import { cityTimeZone, meetupOf } from '@encontro/contracts';

/** Writes forum's tables for the scale world (scripts/seed-scale/world.mjs). */
export async function seedForum({ world, copy }) {
  await copy(
    'forum.people',
    ['user_id', 'name', 'surname', 'email', 'city', 'state', 'city_id', 'updated_at'],
    (function* () {
      for (const p of world.everyone())
        yield [p.id, p.name, p.surname, p.email, p.city, p.state, p.city_id, p.verifiedAt];
    })(),
  );
  const winners = function* () {
    for (const wc of world.weekCities({ to: world.weeks - 1 })) for (const w of wc.winners) yield [wc, w];
  };
  await copy(
    'forum.forums',
    [
      'id',
      'week',
      'city_id',
      'city',
      'state',
      'position',
      'name',
      'address',
      'event_day',
      'event_time',
      'photos',
      'vote_count',
      'host_id',
      'host_name',
      'created_at',
      'meetup',
    ],
    (function* () {
      for (const [wc, w] of winners()) {
        const i = w.indication;
        const host = world.personById(i.hostId);
        const meetup = meetupOf(
          { name: i.name, address: i.address, event_day: i.eventDay, event_time: i.eventTime },
          cityTimeZone(i.cityId),
        );
        yield [
          i.id,
          wc.week,
          i.cityId,
          i.city,
          i.state,
          w.position,
          i.name,
          i.address,
          i.eventDay,
          i.eventTime,
          [],
          i.voteCount,
          i.hostId,
          `${host.name} ${host.surname}`,
          wc.moments.reveal,
          meetup,
        ];
      }
    })(),
  );
  await copy(
    'forum.participants',
    ['forum_id', 'user_id', 'confirmed_at'],
    (function* () {
      for (const [, w] of winners())
        for (const [a, userId] of w.attendees.entries()) yield [w.indication.id, userId, w.confirmedAt(a)];
    })(),
  );
  await copy(
    'forum.posts',
    ['id', 'forum_id', 'user_id', 'content', 'created_at'],
    (function* () {
      for (const [, w] of winners())
        for (const p of w.posts) yield [p.id, w.indication.id, p.userId, p.content, p.createdAt];
    })(),
  );
  await copy(
    'forum.comments',
    ['id', 'post_id', 'forum_id', 'user_id', 'content', 'created_at'],
    (function* () {
      for (const [, w] of winners())
        for (const c of w.comments) yield [c.id, c.postId, w.indication.id, c.userId, c.content, c.createdAt];
    })(),
  );
}
