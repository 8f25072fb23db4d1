import { useMemo, useState } from 'react';
import { foldAccents } from '@encontro/contracts';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { PagedList } from '../../ui/PagedList';
import { useToast } from '../../ui/Toast';
import { useCensoredWordsQuery, useRemoveCensoredWordMutation } from './adminApi';
import { AddWordModal } from './AddWordModal';
import { adminErrorText } from './adminErrorText';
import { AdminSection } from './AdminSection';
import { adminLists, adminLimits, adminTexts, plural } from './adminTexts';
import type { CensoredWord } from './adminTypes';
import { ConfirmDialog } from './ConfirmDialog';
import { SearchBox } from './SearchBox';
import { useConfirmation } from './useConfirmation';
import { useListPage } from './useListPage';
import { useLogFailure } from './useLogFailure';

/** SPEC §2 "Palavras Censuradas": search, add, a grid with Remover (confirmed), 20 per page. */
export function CensoredWordsTab() {
  const toast = useToast();
  const query = useCensoredWordsQuery(undefined, { refetchOnMountOrArgChange: true });
  const { data, isError, error } = query;
  useLogFailure(isError, 'palavras censuradas', error);
  const [remove, removing] = useRemoveCensoredWordMutation();
  const [search, setSearch] = useState('');
  const { page, setPage, firstPageOf } = useListPage();
  const [adding, setAdding] = useState(false);
  const removal = useConfirmation(async (word: CensoredWord) => {
    try {
      const result = await remove(word.word_id).unwrap();
      toast(result.message || adminTexts.wordRemoved);
    } catch (err) {
      const { status, text } = adminErrorText(err, adminTexts.removeWordFailed);
      if (status !== 401) toast(text, 'error');
    }
  });

  const words = useMemo(() => data?.words ?? [], [data]);
  const visible = useMemo(() => {
    const q = foldAccents(search);
    return q ? words.filter((w) => foldAccents(w.word).includes(q)) : words;
  }, [words, search]);

  return (
    <AdminSection
      id="words"
      title="Palavras Censuradas"
      summary={plural(words.length, 'palavra', 'palavras')}
    >
      <div className="admin-toolbar">
        <SearchBox label="Buscar palavras" value={search} onChange={firstPageOf(setSearch)} />
        <div className="admin-toolbar__actions">
          <Button onClick={() => setAdding(true)}>Adicionar Palavra</Button>
        </div>
      </div>
      <PagedList
        query={query}
        texts={adminLists.words}
        items={visible}
        paging={{ page, perPage: adminLimits.wordsPerPage, onPage: setPage }}
        empty={
          <EmptyState
            title={
              words.length === 0 ? 'Nenhuma palavra censurada cadastrada.' : 'Nenhuma palavra encontrada.'
            }
          />
        }
      >
        {(shown) => (
          <ul className="grid-list admin-words" aria-label="Palavras censuradas">
            {shown.map((w) => (
              <li key={w.word_id} className="admin-word">
                <span className="admin-word__text">{w.word}</span>
                <Button variant="ghost" aria-label={`Remover ${w.word}`} onClick={() => removal.ask(w)}>
                  Remover
                </Button>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
      {adding && <AddWordModal onClose={() => setAdding(false)} />}
      <ConfirmDialog
        {...removal.dialog}
        title="Remover palavra"
        message={`Tem certeza que deseja remover a palavra "${removal.item?.word ?? ''}"?`}
        confirmLabel="Remover"
        busyLabel="Removendo..."
        busy={removing.isLoading}
      />
    </AdminSection>
  );
}
