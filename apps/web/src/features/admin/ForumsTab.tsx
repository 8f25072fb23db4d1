import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../ui/Button';
import { LoadError } from '../../ui/LoadError';
import { useToast } from '../../ui/Toast';
import { useForumsQuery } from './adminApi';
import { EmptyState, FilterSelect, Loading, Pagination, SearchBox } from './adminBits';
import { ForumPostsModal } from './ForumContentModals';
import { adminTexts, plural, showingText } from './adminTexts';
import type { AdminForum } from './adminTypes';

/** SPEC §2: the city select of the Fóruns tab. */
export const forumCities = ['São Paulo', 'Rio de Janeiro', 'Belo Horizonte', 'Brasília', 'Salvador'] as const;
const cityOptions = [
  { value: '', label: 'Todas as cidades' },
  ...forumCities.map((c) => ({ value: c, label: c })),
] as const;

type Filters = { search: string; city: string };

/** SPEC §2 "Fóruns": search and city applied with Buscar, cards with counts, the forum's posts. */
export function ForumsTab() {
  const toast = useToast();
  const [draft, setDraft] = useState<Filters>({ search: '', city: '' });
  const [applied, setApplied] = useState<Filters>({ search: '', city: '' });
  const [page, setPage] = useState(1);
  const { data, isLoading, isFetching, isError, refetch } = useForumsQuery(
    { search: applied.search || undefined, city: applied.city || undefined, page },
    { refetchOnMountOrArgChange: true },
  );
  useEffect(() => {
    if (isError) toast(adminTexts.forumsLoadFailed, 'error');
  }, [isError, toast]);
  const [open, setOpen] = useState<AdminForum | null>(null);
  const forums = data?.data ?? [];
  const meta = data?.meta;

  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    setApplied({ search: draft.search.trim(), city: draft.city });
    setPage(1);
  };

  return (
    <section className="admin-section" aria-labelledby="admin-forums-title" aria-busy={isFetching}>
      <div className="admin-section__head">
        <h2 id="admin-forums-title" className="admin-section__title">
          Fóruns
        </h2>
      </div>
      <form className="admin-toolbar" role="search" aria-label="Buscar fóruns" onSubmit={apply}>
        <SearchBox
          label="Buscar fóruns"
          placeholder="Local, endereço ou anfitrião"
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
      {isLoading ? (
        <Loading label="Carregando fóruns..." />
      ) : isError ? (
        <LoadError
          message={adminTexts.forumsLoadFailed}
          retrying={isFetching}
          onRetry={() => void refetch()}
        />
      ) : forums.length === 0 || !meta ? (
        <EmptyState title={adminTexts.noForums} />
      ) : (
        <>
          <p className="admin-count" aria-live="polite">
            {showingText(meta.from ?? 1, meta.to ?? forums.length, meta.total, 'fóruns')}
          </p>
          <ul className="admin-cards" aria-label="Fóruns">
            {forums.map((forum) => (
              <li key={forum.id}>
                <article className="admin-card" aria-label={forum.name}>
                  <div className="admin-card__body">
                    <div className="admin-card__head">
                      <h3 className="admin-card__title">{forum.name}</h3>
                      <span className="admin-badge admin-badge--type">{forum.position}º lugar</span>
                    </div>
                    <p className="admin-card__line">{forum.address}</p>
                    <p className="admin-card__line muted">
                      {forum.city}
                      {forum.state ? ` - ${forum.state}` : ''} · Anfitrião: {forum.host_name}
                    </p>
                    <p className="admin-card__line muted">
                      {forum.event_day} · {forum.event_time}
                    </p>
                    <ul className="admin-counts" aria-label="Números do fórum">
                      <li>{plural(forum.stats.posts, 'post', 'posts')}</li>
                      <li>{plural(forum.stats.comments, 'comentário', 'comentários')}</li>
                      <li>{plural(forum.stats.confirmed_participants, 'participante', 'participantes')}</li>
                    </ul>
                    <div className="admin-actions">
                      <Button variant="secondary" onClick={() => setOpen(forum)}>
                        Ver Posts
                      </Button>
                    </div>
                  </div>
                </article>
              </li>
            ))}
          </ul>
          {meta.last_page > 1 && (
            <Pagination
              page={meta.page}
              lastPage={meta.last_page}
              onPage={setPage}
              label="Páginas de fóruns"
            />
          )}
        </>
      )}
      {open && <ForumPostsModal forum={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
