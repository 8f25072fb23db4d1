import type { PageMeta } from '@encontro/contracts';

/** `meta` of a paginated list: 'Mostrando {from} a {to} de {total}', 'Página {page} de {last_page}'. */
export function pageMeta(total: number, page: number, perPage: number, shown: number): PageMeta {
  const offset = (page - 1) * perPage;
  return {
    total,
    page,
    per_page: perPage,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    from: shown ? offset + 1 : null,
    to: shown ? offset + shown : null,
  };
}
