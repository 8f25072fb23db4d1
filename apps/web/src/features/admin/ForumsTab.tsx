import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { useForumsQuery } from './adminApi';
import { AdminCardList } from './AdminCardList';
import { AdminSection } from './AdminSection';
import { adminLists, adminTexts } from './adminTexts';
import type { AdminForum } from './adminTypes';
import { FilterSelect } from './FilterSelect';
import { ForumCard } from './ForumCard';
import { ForumPostsModal } from './ForumPostsModal';
import { SearchBox } from './SearchBox';
import { useListPage } from './useListPage';
import { useLoadFailureToast } from './useLoadFailureToast';

/** SPEC §2: the city select of the Fóruns tab. */
export const forumCities = ['São Paulo', 'Rio de Janeiro', 'Belo Horizonte', 'Brasília', 'Salvador'] as const;
const cityOptions = [
  { value: '', label: 'Todas as cidades' },
  ...forumCities.map((c) => ({ value: c, label: c })),
] as const;

type Filters = { search: string; city: string };

/** SPEC §2 "Fóruns": search and city applied with Buscar, cards with counts, the forum's posts. */
export function ForumsTab() {
  const [draft, setDraft] = useState<Filters>({ search: '', city: '' });
  const [applied, setApplied] = useState<Filters>({ search: '', city: '' });
  const { page, setPage, firstPageOf } = useListPage();
  const query = useForumsQuery(
    { search: applied.search || undefined, city: applied.city || undefined, page },
    { refetchOnMountOrArgChange: true },
  );
  const { data, isLoading, isFetching, isError } = query;
  useLoadFailureToast(isError, adminLists.forums.loadFailed);
  const [open, setOpen] = useState<AdminForum | null>(null);

  const applyFilters = firstPageOf(setApplied);
  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    applyFilters({ search: draft.search.trim(), city: draft.city });
  };

  return (
    <AdminSection id="forums" title="Fóruns" busy={isFetching}>
      <form className="admin-toolbar" role="search" aria-label="Buscar fóruns" onSubmit={apply}>
        <SearchBox
          label="Buscar fóruns"
          placeholder="Local, endereço, cidade ou anfitrião"
          value={draft.search}
          onChange={(search) => setDraft((d) => ({ ...d, search }))}
        />
        <FilterSelect
          label="Cidade"
          value={draft.city}
          onChange={(city) => setDraft((d) => ({ ...d, city }))}
          options={cityOptions}
        />
        <div className="admin-toolbar__actions">
          <Button type="submit" loading={isFetching && !isLoading} loadingText="Buscando...">
            Buscar
          </Button>
        </div>
      </form>
      <AdminCardList
        label="Fóruns"
        query={query}
        texts={adminLists.forums}
        items={data?.data ?? []}
        paging={{ meta: data?.meta, onPage: setPage }}
        empty={<EmptyState title={adminTexts.noForums} />}
        itemKey={(forum) => forum.id}
      >
        {(forum) => <ForumCard forum={forum} onOpen={setOpen} />}
      </AdminCardList>
      {open && <ForumPostsModal forum={open} onClose={() => setOpen(null)} />}
    </AdminSection>
  );
}
