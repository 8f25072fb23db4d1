// What a load-test person registers with and what a load-test host nominates: the same for the k6 scripts
// and for `npm run load`'s node set-up (scripts/load/setup.mjs imports this file; Node strips the types).

export type LoadCity = { state: string; city: string; cityId: string };

/** The platform settings as GET /api/admin/settings answers them (the fields PUT takes back). */
export type PlatformSettings = {
  platform_name: string;
  contact_email: string;
  auto_censor: boolean;
  approval_required: boolean;
  integrity_auto_hold: boolean;
};

/** The body of PUT /api/admin/settings: `current` with the automatic hold of suspicious votes on or off. */
export function settingsWithAutoHold(current: PlatformSettings, on: boolean): PlatformSettings {
  return {
    platform_name: current.platform_name,
    contact_email: current.contact_email,
    auto_censor: current.auto_censor,
    approval_required: current.approval_required,
    integrity_auto_hold: on,
  };
}

/** The body of POST /api/register for a load-test person in `city`. */
export function registrationBody(email: string, password: string, lastName: string, city: LoadCity) {
  return {
    first_name: 'Carga',
    last_name: lastName,
    email,
    state: city.state,
    city: city.city,
    city_id: city.cityId,
    gender: 'O',
    password,
    password_confirmation: password,
    terms_accepted: true,
    honeypot: '',
  };
}

/** The venue host number `index` (from 0) nominates, named apart from earlier runs'; its photo goes beside. */
export function venueFields(index: number) {
  return {
    name: `Bar da Carga ${index + 1} ${Date.now().toString(36)}`,
    address: `Rua da Carga, ${100 + index}`,
    reference: 'Perto da praça',
    event_day: 'Sábado',
    event_time: 'Noite - Horário a combinar',
    honeypot: '',
  };
}
