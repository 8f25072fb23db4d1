// The cities of the scale seed: Brazil's 50 most populous municipalities (IBGE codes), São Paulo first,
// named as identity-svc names them (its IBGE table).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const largestCityIds = [
  '3550308',
  '3304557',
  '5300108',
  '2927408',
  '2304400',
  '3106200',
  '1302603',
  '4106902',
  '2611606',
  '5208707',
  '1501402',
  '4314902',
  '3518800',
  '3509502',
  '2111300',
  '3304904',
  '2704302',
  '3301702',
  '2211001',
  '2408102',
  '5002704',
  '3548708',
  '2507507',
  '3303500',
  '3547809',
  '3534401',
  '2607901',
  '3552205',
  '3170206',
  '3543402',
  '3549904',
  '5103403',
  '4209102',
  '2910800',
  '2800308',
  '4113700',
  '3118601',
  '3136702',
  '4205407',
  '1100205',
  '3205002',
  '3303302',
  '1600303',
  '5201405',
  '3301009',
  '3205200',
  '4305108',
  '3154606',
  '1400100',
  '3513801',
];

/** The first `count` of them as `{ city_id, city, state }`, from identity-svc's built IBGE data. */
export async function scaleCities(root, count) {
  if (count < 1 || count > largestCityIds.length)
    throw new Error(`--cities must be 1 to ${largestCityIds.length}`);
  const geo = await import(pathToFileURL(join(root, 'apps/identity-svc/dist/geo/geo.data.js')).href);
  const byId = new Map(
    geo
      .loadStates()
      .flatMap((state) =>
        state.cities.map((c) => [c.city_id, { city_id: c.city_id, city: c.city, state: state.name }]),
      ),
  );
  return largestCityIds.slice(0, count).map((id) => {
    const city = byId.get(id);
    if (!city) throw new Error(`IBGE code ${id} is not in identity-svc's city table`);
    return city;
  });
}
