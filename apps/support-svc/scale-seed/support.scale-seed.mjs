// support-svc's part of `npm run seed:scale`: its copy of the people and of the hosts' nominations,
// and the tickets of every closed week (the older ones answered and finalized).

/** Writes support's tables for the scale world (scripts/seed-scale/world.mjs). */
export async function seedSupport({ world, copy }) {
  const { admin } = world;
  await copy(
    'support.users',
    ['id', 'name', 'surname', 'email', 'state', 'city', 'is_admin', 'updated_at'],
    (function* () {
      for (const p of world.everyone())
        yield [p.id, p.name, p.surname, p.email, p.state, p.city, p.isAdmin === true, p.verifiedAt];
    })(),
  );
  await copy(
    'support.host_indications',
    ['id', 'user_id', 'name', 'city', 'state', 'status', 'submitted_at'],
    (function* () {
      for (const wc of world.weekCities())
        for (const i of wc.indications)
          yield [i.id, i.hostId, i.name, i.city, i.state, 'active', i.createdAt];
    })(),
  );
  await copy(
    'support.tickets',
    [
      'id',
      'ticket_type',
      'user_id',
      'indication_id',
      'indication_name',
      'name',
      'email',
      'subject',
      'message',
      'status',
      'response',
      'responded_at',
      'responded_by',
      'finalized_at',
      'created_at',
    ],
    (function* () {
      for (const wc of world.weekCities())
        for (const t of world.tickets(wc)) {
          const p = world.personById(t.userId);
          yield [
            t.id,
            t.type,
            t.userId,
            t.indication?.id ?? null,
            t.indication?.name ?? null,
            `${p.name} ${p.surname}`,
            p.email,
            t.subject,
            t.message,
            t.status,
            t.response,
            t.respondedAt,
            t.respondedAt && admin.id,
            t.finalizedAt,
            t.createdAt,
          ];
        }
    })(),
  );
}
