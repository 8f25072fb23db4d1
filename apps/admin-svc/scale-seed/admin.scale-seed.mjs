// admin-svc's part of `npm run seed:scale` (schema moderation): its copy of the people, the
// nominations and tickets it tracks, the reports of every closed week and the audit log of the admin
// actions that history implies (approvals, answers, resolutions).
import { foldSearchText, moderationActions } from '@encontro/contracts';
import { scaleId } from '../../../scripts/seed-scale/world.mjs';

/** Writes moderation's tables for the scale world (scripts/seed-scale/world.mjs). */
export async function seedAdmin({ world, copy }) {
  const { admin } = world;
  await copy(
    'moderation.people',
    ['id', 'name', 'surname', 'email', 'city', 'state', 'is_admin', 'created_at', 'updated_at'],
    (function* () {
      for (const p of world.everyone())
        yield [
          p.id,
          p.name,
          p.surname,
          p.email,
          p.city,
          p.state,
          p.isAdmin === true,
          p.createdAt,
          p.verifiedAt,
        ];
    })(),
  );
  await copy(
    'moderation.tracked_indications',
    ['id', 'status', 'city_id', 'submitted_at', 'updated_at'],
    (function* () {
      for (const wc of world.weekCities())
        for (const i of wc.indications) yield [i.id, 'active', i.cityId, i.createdAt, i.reviewedAt];
    })(),
  );
  await copy(
    'moderation.tracked_tickets',
    ['id', 'status', 'created_at', 'updated_at'],
    (function* () {
      for (const wc of world.weekCities())
        for (const t of world.tickets(wc))
          yield [t.id, t.status, t.createdAt, t.finalizedAt ?? t.respondedAt ?? t.createdAt];
    })(),
  );
  await copy(
    'moderation.reports',
    [
      'id',
      'type',
      'target_id',
      'reporter_id',
      'message',
      'snapshot',
      'search_text',
      'city',
      'state',
      'status',
      'resolution',
      'resolved_by',
      'resolved_at',
      'created_at',
    ],
    (function* () {
      for (const wc of world.weekCities())
        for (const r of world.reports(wc)) {
          const author = world.personById(r.comment.userId);
          const i = r.forum.indication;
          const snapshot = {
            id: r.comment.id,
            content: r.comment.content,
            created_at: r.comment.createdAt.toISOString(),
            forum_id: i.id,
            forum_name: i.name,
            city: i.city,
            state: i.state,
            author: { id: author.id, name: `${author.name} ${author.surname}`, email: author.email },
            post_id: r.comment.postId,
          };
          const searchText = foldSearchText(
            [r.comment.content, i.name, i.city, i.state, r.message].filter(Boolean).join(' \u2022 '),
          );
          yield [
            r.id,
            'comment',
            r.comment.id,
            r.reporterId,
            r.message,
            snapshot,
            searchText,
            i.city,
            i.state,
            r.resolvedAt ? 'resolved' : 'pending',
            r.resolvedAt && 'resolved',
            r.resolvedAt && admin.id,
            r.resolvedAt,
            r.createdAt,
          ];
        }
    })(),
  );
  let serial = 0;
  const entry = (action, targetType, targetId, before, after, at, source) => [
    scaleId('audit', serial++),
    admin.id,
    action,
    targetType,
    targetId,
    before,
    after,
    at,
    source,
    at,
  ];
  await copy(
    'moderation.audit_log',
    [
      'id',
      'actor_id',
      'action',
      'target_type',
      'target_id',
      'before',
      'after',
      'at',
      'source',
      'recorded_at',
    ],
    (function* () {
      for (const wc of world.weekCities()) {
        for (const i of wc.indications)
          yield entry(
            'indication.approve',
            'indication',
            i.id,
            { status: 'pending' },
            { status: 'active' },
            i.reviewedAt,
            'indication-svc',
          );
        for (const t of world.tickets(wc))
          if (t.respondedAt)
            yield entry(
              'ticket.respond',
              'ticket',
              t.id,
              { status: 'open' },
              { status: 'responded' },
              t.respondedAt,
              'support-svc',
            );
        for (const r of world.reports(wc))
          if (r.resolvedAt)
            yield entry(
              moderationActions.reportResolve,
              'report',
              r.id,
              { status: 'pending', resolution: null },
              { status: 'resolved', resolution: 'resolved', type: 'comment', target_id: r.comment.id },
              r.resolvedAt,
              'admin-svc',
            );
      }
    })(),
  );
}
