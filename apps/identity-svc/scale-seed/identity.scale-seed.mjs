// identity-svc's part of `npm run seed:scale`: the accounts (one shared password hash) and what
// indication-svc's events told it each person did in the voting week and the last one.

/** Writes identity's tables for the scale world (scripts/seed-scale/world.mjs). */
export async function seedIdentity({ world, copy, passwordHash }) {
  await copy(
    'identity.users',
    [
      'id',
      'name',
      'surname',
      'email',
      'password_hash',
      'state',
      'city',
      'city_id',
      'gender',
      'is_admin',
      'email_verified_at',
      'created_at',
      'updated_at',
    ],
    (function* () {
      for (const p of world.everyone())
        yield [
          p.id,
          p.name,
          p.surname,
          p.email,
          passwordHash,
          p.state,
          p.city,
          p.city_id,
          p.gender,
          p.isAdmin === true,
          p.verifiedAt,
          p.createdAt,
          p.verifiedAt,
        ];
    })(),
  );
  await copy(
    'identity.weekly_activity',
    ['user_id', 'indication_id', 'indication_week', 'vote_week', 'attendance_week', 'updated_at'],
    (function* () {
      for (let c = 0; c < world.cities.length; c++) {
        const current = world.weekCity(world.weeks, c);
        const last = world.weeks > 0 ? world.weekCity(world.weeks - 1, c) : null;
        const hosted = new Map(current.indications.map((i) => [i.hostId, i.id]));
        const attended = new Set(last?.winners.flatMap((w) => w.attendees) ?? []);
        for (const vote of current.votes()) {
          const indication = hosted.get(vote.userId) ?? null;
          yield [
            vote.userId,
            indication,
            indication && world.votingWeek,
            world.votingWeek,
            attended.has(vote.userId) ? last.week : null,
            vote.createdAt,
          ];
        }
      }
    })(),
    { rebuildConstraints: true },
  );
}
