/** A place as identity-svc's events carry it (`city_id` = IBGE code). */
export type Place = { state: string; city: string; city_id: string };

export const SAO_PAULO: Place = { state: 'São Paulo', city: 'São Paulo', city_id: '3550308' };
export const RIO: Place = { state: 'Rio de Janeiro', city: 'Rio de Janeiro', city_id: '3304557' };

let cities = 0;
/**
 * A city of the suite's own, so that what is kept per city (forums, winners, the cap) never mixes between
 * tests. Its IBGE code starts with São Paulo state's 35 (its time zone, America/Sao_Paulo) unless
 * `stateCode` names another state (13: Amazonas, America/Manaus).
 */
export function newCity(stateCode = '35'): Place {
  cities += 1;
  const id = `${stateCode}${String(Math.floor(Math.random() * 90_000) + 10_000 + cities).slice(-5)}`;
  return {
    state: stateCode === '35' ? 'São Paulo' : `Estado ${stateCode}`,
    city: `Cidade ${id}`,
    city_id: id,
  };
}
