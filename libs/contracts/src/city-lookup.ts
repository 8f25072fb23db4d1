import { z } from 'zod';
import { storableString } from './text.js';
import { foldAccents } from './text-fold.js';

/**
 * A city's name as it appears in a public address (`/{city}`): accents folded, case ignored, every run
 * of other characters one hyphen. "São Paulo", "SAO PAULO" and "sao-paulo" are all `sao-paulo`.
 * The folding is the contracts' one (`foldAccents`).
 */
export function citySlug(value: string): string {
  return foldAccents(value)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const cityResolveCommand = z.object({
  slug: storableString()
    .trim()
    .min(1)
    .max(120)
    .describe('O nome da cidade como no endereço: "sao-paulo", "São Paulo"'),
});
export type CityResolveCommand = z.infer<typeof cityResolveCommand>;

export const cityMatchSchema = z.object({
  city: z.string().describe('Nome oficial do município (IBGE)'),
  city_id: z.string().describe('Código IBGE de 7 dígitos'),
  state: z.string().describe('Nome do estado'),
  uf: z.string().length(2).describe('Sigla do estado'),
  slug: z.string().describe('Endereço que leva só a este município: "bom-jesus-pi" quando o nome se repete'),
});
export type CityMatch = z.infer<typeof cityMatchSchema>;

/** `GET /api/cities/resolve/{slug}`: none (unknown), one, or one per state that has a city of that name. */
export const cityMatchListSchema = z.object({ matches: z.array(cityMatchSchema) });
export type CityMatchList = z.infer<typeof cityMatchListSchema>;
