import type { ReactNode } from 'react';
import type { PageMeta as ServerPageMeta } from '@encontro/contracts';
import { failedWithoutData } from '../api/queryState';
import { LoadError } from './LoadError';
import { Loading } from './Loading';
import { Pagination } from './Pagination';
import './lists.css';

/** A server page's numbers (contracts' `pageMeta`; the admin users list answers them without from/to). */
export type PageMeta = Omit<ServerPageMeta, 'from' | 'to'> & Partial<Pick<ServerPageMeta, 'from' | 'to'>>;

/** What PagedList reads of an RTK Query result. */
export type ListQuery = {
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  data?: unknown;
  refetch: () => unknown;
};

type Paging =
  /** The server paged the list: `items` is one page, `meta` says which. */
  | { meta: PageMeta | undefined; onPage: (page: number) => void }
  /** The whole list is here: PagedList shows `perPage` items of it at a time. */
  | { page: number; perPage: number; onPage: (page: number) => void };

/** What a list says while it loads, when its load failed, above its items and on its pages. */
export type ListTexts = {
  /** 'Carregando denúncias...' */
  loading: string;
  /** What failed, in the panel's words: shown with 'Tentar novamente'. */
  loadFailed: string;
  /** "Mostrando X a Y de N {noun}" above the list; no count line without it. */
  noun?: string;
  /** The page navigation's name: 'Páginas de denúncias'. */
  pages?: string;
};

export type PagedListProps<T> = {
  query: ListQuery;
  texts: ListTexts;
  items: readonly T[];
  /** Without paging the list is shown whole. */
  paging?: Paging;
  /** 'always' keeps Anterior / Próxima on a single page too; else they show from two pages on. */
  pagination?: 'always' | 'several';
  /** Shown instead of the list when it has nothing. */
  empty: ReactNode;
  /** Renders the shown items (a list, a table). */
  children: (items: readonly T[]) => ReactNode;
};

/** How many a server counted: '42', or 'mais de 1.000' when it stopped counting there (`total_exact` false). */
export function totalText(total: number, exact: boolean): string {
  return exact ? String(total) : `mais de ${total.toLocaleString('pt-BR')}`;
}

/** "Mostrando 1 a 10 de 42 denúncias", "Mostrando 1 a 20 de mais de 1.000 comentários". */
function showingText(from: number, to: number, total: string, noun: string): string {
  return `Mostrando ${from} a ${to} de ${total} ${noun}`;
}

/**
 * A loaded list's states in one place: loading, a failed load with its retry, empty, and the items
 * with "Mostrando X a Y de N" and Anterior / Próxima, whether the server or the browser pages them.
 */
export function PagedList<T>({
  query,
  texts,
  items,
  paging,
  pagination = 'several',
  empty,
  children,
}: PagedListProps<T>) {
  const { noun, pages = 'Páginas' } = texts;
  if (query.isLoading) return <Loading label={texts.loading} />;
  if (failedWithoutData(query))
    return (
      <LoadError
        message={texts.loadFailed}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  if (items.length === 0) return <>{empty}</>;

  let shown = items;
  let page: { page: number; lastPage: number; from: number; to: number; total: string } | null = null;
  if (paging && 'meta' in paging) {
    const m = paging.meta;
    if (m) {
      const start = (m.page - 1) * m.per_page;
      page = {
        page: m.page,
        lastPage: m.last_page,
        from: m.from ?? start + 1,
        to: m.to ?? start + items.length,
        total: totalText(m.total, m.total_exact),
      };
    }
  } else if (paging) {
    const lastPage = Math.max(1, Math.ceil(items.length / paging.perPage));
    const current = Math.min(paging.page, lastPage);
    const start = (current - 1) * paging.perPage;
    shown = items.slice(start, start + paging.perPage);
    page = {
      page: current,
      lastPage,
      from: start + 1,
      to: start + shown.length,
      total: String(items.length),
    };
  }

  return (
    <>
      {page && noun && (
        <p className="list-count" aria-live="polite">
          {showingText(page.from, page.to, page.total, noun)}
        </p>
      )}
      {children(shown)}
      {page && paging && (pagination === 'always' || page.lastPage > 1) && (
        <Pagination page={page.page} lastPage={page.lastPage} onPage={paging.onPage} label={pages} />
      )}
    </>
  );
}
