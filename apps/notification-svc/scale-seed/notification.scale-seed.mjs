// notification-svc's part of `npm run seed:scale`: its copy of the people, the notifications the weekly
// cycle sent (read after a while), and the venues, nominators and attendees it keeps of the recent weeks
// only (voters it asks of indication-svc: no 'voter' rows).
import { notificationTexts } from '@encontro/contracts';
import { RECENT_WEEKS, scaleId } from '../../../scripts/seed-scale/world.mjs';

/** Writes notification's tables for the scale world (scripts/seed-scale/world.mjs). */
export async function seedNotification({ world, copy }) {
  await copy(
    'notification.people',
    ['user_id', 'city_id', 'updated_at', 'is_admin', 'email', 'name', 'gender'],
    (function* () {
      for (const p of world.everyone())
        yield [p.id, p.city_id, p.verifiedAt, p.isAdmin === true, p.email, p.name, p.gender];
    })(),
  );
  const recent = () => world.weekCities({ from: Math.max(0, world.weeks - RECENT_WEEKS + 1) });
  await copy(
    'notification.venues',
    ['indication_id', 'user_id', 'name', 'city_id', 'week'],
    (function* () {
      for (const wc of recent())
        for (const i of wc.indications) yield [i.id, i.hostId, i.name, i.cityId, i.week];
    })(),
  );
  await copy(
    'notification.week_participants',
    ['indication_id', 'user_id', 'role', 'week', 'city_id'],
    (function* () {
      for (const wc of recent()) {
        const cityId = wc.city.city_id;
        for (const i of wc.indications) yield [i.id, i.hostId, 'nominator', wc.week, cityId];
        for (const w of wc.winners)
          for (const userId of w.attendees) yield [w.indication.id, userId, 'attendee', wc.week, cityId];
      }
    })(),
  );
  let serial = 0;
  let event = 0;
  const row = (userId, type, text, indicationId, createdAt, read) => [
    scaleId('notification', serial++),
    scaleId('event', event),
    userId,
    type,
    text.title,
    text.body,
    text.url,
    false,
    read ? new Date(createdAt.getTime() + 3_600_000) : null,
    createdAt,
    indicationId,
  ];
  await copy(
    'notification.notifications',
    [
      'id',
      'event_id',
      'user_id',
      'type',
      'title',
      'body',
      'url',
      'pushed',
      'read_at',
      'created_at',
      'indication_id',
    ],
    (function* () {
      for (const wc of world.weekCities()) {
        const read = wc.w < world.weeks - RECENT_WEEKS;
        for (const i of wc.indications) {
          event++;
          yield row(
            i.hostId,
            'indication.approved',
            notificationTexts['indication.approved'](i.name),
            i.id,
            i.reviewedAt,
            read,
          );
        }
        if (wc.current) continue;
        if (wc.w >= world.weeks - RECENT_WEEKS) {
          event++;
          const text = notificationTexts['winners.revealed'](wc.city.city);
          for (const v of wc.votes())
            yield row(v.userId, 'winners.revealed', text, null, wc.moments.reveal, read);
        }
        for (const w of wc.winners) {
          event++;
          yield row(
            w.indication.hostId,
            'host.selected',
            notificationTexts['host.selected'](w.indication.name),
            w.indication.id,
            wc.moments.reveal,
            read,
          );
          event++;
          const text = notificationTexts['forum.post'](w.indication.name, w.indication.id);
          for (const userId of w.attendees)
            yield row(userId, 'forum.post', text, w.indication.id, w.posts[0].createdAt, read);
        }
        for (const t of world.tickets(wc)) {
          if (!t.respondedAt) continue;
          event++;
          yield row(
            t.userId,
            'ticket.responded',
            notificationTexts['ticket.responded'](t.subject),
            null,
            t.respondedAt,
            read,
          );
        }
      }
    })(),
  );
}
