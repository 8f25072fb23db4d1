import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { PagedList } from '../../ui/PagedList';
import { SelectField } from '../../ui/SelectField';
import { useToast } from '../../ui/Toast';
import { useForumsQuery } from './adminApi';
import { adminTexts, plural } from './adminTexts';
import type { AdminForum } from './adminTypes';
import { ForumPostsModal } from './ForumPostsModal';
import { SearchBox } from './SearchBox';

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
  const query = useForumsQuery(
    { search: applied.search || undefined, city: applied.city || undefined, page },
    { refetchOnMountOrArgChange: true },
  );
  const { data, isLoading, isFetching, isError } = query;
  useEffect(() => {
    if (isError) toast(adminTexts.forumsLoadFailed, 'error');
  }, [isError, toast]);
  const [open, setOpen] = useState<AdminForum | null>(null);
  const forums = data?.data ?? [];

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
        <SelectField
          fieldClassName="admin-filter"
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
      <PagedList
        query={query}
        loadingLabel="Carregando fóruns..."
        errorMessage={adminTexts.forumsLoadFailed}
        items={forums}
        paging={{ meta: data?.meta, onPage: setPage }}
        noun="fóruns"
        pagesLabel="Páginas de fóruns"
        empty={<EmptyState title={adminTexts.noForums} />}
      >
        {(shown) => (
          <ul className="admin-cards" aria-label="Fóruns">
            {shown.map((forum) => (
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
        )}
      </PagedList>
      {open && <ForumPostsModal forum={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
