/** A place as identity-svc's events carry it (`city_id` = IBGE code). */
export type Place = { state: string; city: string; city_id: string };

export const SAO_PAULO: Place = { state: 'São Paulo', city: 'São Paulo', city_id: '3550308' };
export const RIO: Place = { state: 'Rio de Janeiro', city: 'Rio de Janeiro', city_id: '3304557' };

let cities = 0;
/** A city of the suite's own, so that what is kept per city (forums, winners, the cap) never mixes between tests. */
export function newCity(): Place {
  cities += 1;
  const id = String(1_000_000 + Math.floor(Math.random() * 8_000_000) + cities).slice(0, 7);
  return { state: 'São Paulo', city: `Cidade ${id}`, city_id: id };
}
