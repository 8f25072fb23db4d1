// A meetup's plan as the API answers it (issue 30; meetup-plan.ts in indication-svc): the host's
// settings (winners.meetup_settings), the city's time zone and the seats, counted from the
// attendances the way indication-svc counts them. The winners and the forum page both spread it.
import { cityTimeZone, meetupSettingsSchema } from '@encontro/contracts';

/**
 * SQL: who holds or waits for the seats of the winner `w` (confirmed, guests — confirmed people other than the
 * host —, waitlisted, open offers at `$now`), as one json value.
 */
export const seatCountsSql = (s, w, now) => `(
  select json_build_object(
      'confirmed', count(*) filter (where a.status = 'confirmed'),
      'guests', count(*) filter (where a.status = 'confirmed' and a.user_id <> ${w}.host_id),
      'waitlisted', count(*) filter (where a.status = 'waitlisted'),
      'open_offers', count(*) filter (where a.status = 'waitlisted' and a.offer_expires_at > ${now}))
    from ${s}.attendances a where a.indication_id = ${w}.indication_id)`;

const noSeats = { confirmed: 0, guests: 0, waitlisted: 0, open_offers: 0 };
/** Built once: zod builds a schema in about 0.4 ms, parsing with it takes microseconds. */
const storedSettingsSchema = meetupSettingsSchema.partial();

/** `{ capacity, starts_at, time_zone, seats_left, waitlist_count }` from the stored settings and the seat counts. */
export function meetupPlan(settings, cityId, seats = noSeats) {
  const { capacity = null, starts_at = null } = storedSettingsSchema.parse(settings ?? {});
  return {
    capacity,
    starts_at,
    time_zone: cityTimeZone(cityId),
    seats_left: capacity == null ? null : Math.max(0, capacity - 1 - seats.guests - seats.open_offers),
    waitlist_count: seats.waitlisted,
  };
}
