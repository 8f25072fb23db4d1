// indication-svc's part of `npm run seed:scale`: its copy of the people, the nominations of every
// week, the votes (the voting week: one per person), the closed weeks' winners, attendances and forum
// counters, as the weekly cycle would have left them.
import { foldAccents } from '@encontro/contracts';
import { EMAIL_DOMAIN, scaleToken } from '../../../scripts/seed-scale/world.mjs';

/** Writes indication's tables for the scale world (scripts/seed-scale/world.mjs). */
export async function seedIndication({ world, copy }) {
  const { admin } = world;
  await copy(
    'indication.people',
    ['user_id', 'name', 'surname', 'email', 'state', 'city', 'city_id', 'is_admin', 'updated_at', 'gender'],
    (function* () {
      for (const p of world.everyone())
        yield [
          p.id,
          p.name,
          p.surname,
          p.email,
          p.state,
          p.city,
          p.city_id,
          p.isAdmin === true,
          p.verifiedAt,
          p.gender,
        ];
    })(),
  );
  await copy(
    'indication.account_signals',
    ['user_id', 'network', 'email_domain', 'created_at', 'verified_at'],
    (function* () {
      for (const p of world.everyone()) yield [p.id, null, EMAIL_DOMAIN, p.createdAt, p.verifiedAt];
    })(),
  );
  await copy(
    'indication.indications',
    [
      'id',
      'host_id',
      'week',
      'state',
      'city',
      'city_id',
      'name',
      'address',
      'attractives',
      'event_day',
      'event_time',
      'photos',
      'status',
      'vote_count',
      'reviewed_by',
      'reviewed_at',
      'created_at',
      'updated_at',
      'name_folded',
      'address_folded',
    ],
    (function* () {
      for (const wc of world.weekCities())
        for (const i of wc.indications)
          yield [
            i.id,
            i.hostId,
            i.week,
            i.state,
            i.city,
            i.cityId,
            i.name,
            i.address,
            i.attractives,
            i.eventDay,
            i.eventTime,
            [],
            'active',
            i.voteCount,
            admin.id,
            i.reviewedAt,
            i.createdAt,
            i.reviewedAt,
            foldAccents(i.name),
            foldAccents(i.address),
          ];
    })(),
  );
  await copy(
    'indication.votes',
    ['user_id', 'week', 'indication_id', 'city_id', 'created_at'],
    (function* () {
      for (const wc of world.weekCities())
        for (const v of wc.votes()) yield [v.userId, v.week, v.indicationId, v.cityId, v.createdAt];
    })(),
    { rebuildConstraints: true },
  );
  const past = () => world.weekCities({ to: world.weeks - 1 });
  await copy(
    'indication.week_closures',
    ['week', 'city_id', 'closed_at', 'winner_count'],
    (function* () {
      for (const wc of past()) yield [wc.week, wc.city.city_id, wc.moments.reveal, wc.winners.length];
    })(),
  );
  await copy(
    'indication.winners',
    [
      'id',
      'indication_id',
      'week',
      'city_id',
      'position',
      'vote_count',
      'nominator_id',
      'host_id',
      'host_confirmed_at',
      'host_link_token',
      'handover_checked_at',
      'handover_outcome',
      'created_at',
    ],
    (function* () {
      for (const wc of past())
        for (const w of wc.winners)
          yield [
            w.id,
            w.indication.id,
            wc.week,
            wc.city.city_id,
            w.position,
            w.indication.voteCount,
            w.indication.hostId,
            w.indication.hostId,
            w.hostConfirmedAt,
            scaleToken('winner', w.serial),
            wc.moments.hostDeadline,
            'confirmed',
            wc.moments.reveal,
          ];
    })(),
  );
  let line = 0;
  await copy(
    'indication.attendances',
    ['indication_id', 'user_id', 'week', 'confirmed_at', 'calendar_token', 'status', 'line_seq'],
    (function* () {
      for (const wc of past())
        for (const w of wc.winners)
          for (const [a, userId] of w.attendees.entries()) {
            line++;
            yield [
              w.indication.id,
              userId,
              wc.week,
              w.confirmedAt(a),
              scaleToken('person', line),
              'confirmed',
              line,
            ];
          }
    })(),
    { rebuildConstraints: true },
  );
  await copy(
    'indication.forum_stats',
    ['indication_id', 'posts', 'comments', 'confirmed_participants', 'version', 'updated_at'],
    (function* () {
      for (const wc of past())
        for (const w of wc.winners) {
          const last = w.comments.at(-1)?.createdAt ?? w.posts.at(-1).createdAt;
          yield [w.indication.id, w.posts.length, w.comments.length, w.attendees.length, 1, last];
        }
    })(),
  );
}
