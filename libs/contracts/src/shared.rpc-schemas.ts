import { z } from 'zod';

/** Answers that several services share. */

/** A change confirmed with the pt-BR sentence the person sees. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** A change confirmed with its sentence and what it made or changed: `{ message, [key]: item }`. */
export function confirmedWith<const K extends string, T extends z.ZodType>(key: K, item: T) {
  return messageResponseSchema.extend({ [key]: item } as Record<K, T>);
}

const purgeEntries = z.array(z.string().min(1).max(300)).max(100);
/**
 * The gateway's storage clean-up of a service's deleted photos: claim a batch — single objects
 * (`paths`, API paths under STORAGE_ROUTE) and whole key prefixes (`prefixes`, a deleted account's) —
 * then confirm what it removed and release what the storage refused, to be claimed again.
 */
export const photoPurgeCommands = {
  claim: z.object({ limit: z.number().int().min(1).max(100).default(50) }),
  confirm: z.object({
    paths: purgeEntries.describe('Removed from the storage: objects and prefixes alike'),
    released: purgeEntries.default([]).describe('Not removed (storage unreachable): claimable again'),
  }),
};
export const photoPurgeAnswers = {
  claim: z.object({ paths: z.array(z.string()), prefixes: z.array(z.string()) }),
  confirm: z.object({ removed: z.number().int() }),
};

/** The meta every admin page carries (reports, audit log, indications, tickets, forums, posts, comments). */
export const pageMetaSchema = z.object({
  total: z.number().int().min(0),
  total_exact: z
    .boolean()
    .describe('False when more rows match than were counted (1.000): `total` is then "mais de"'),
  page: z.number().int().min(1),
  per_page: z.number().int().min(1),
  last_page: z.number().int().min(1),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

/** One page of a list as every admin tab reads it: `{ data, meta }`. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: pageMetaSchema });
}

/**
 * The meta of one page of `shown` items, of `total` matches (`exact` false when counting stopped
 * there): 'Mostrando {from} a {to} de {total}', 'Página {page} de {last_page}'.
 */
export function pageMeta(
  { total, exact }: { total: number; exact: boolean },
  page: number,
  perPage: number,
  shown: number,
): PageMeta {
  const offset = (page - 1) * perPage;
  return {
    total,
    total_exact: exact,
    page,
    per_page: perPage,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    from: shown ? offset + 1 : null,
    to: shown ? offset + shown : null,
  };
}
