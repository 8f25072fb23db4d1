import { useId, useMemo, useState, type FormEvent } from 'react';
import { Button } from '../../ui/Button';
import { LoadError } from '../../ui/LoadError';
import { Modal } from '../../ui/Modal';
import { useToast } from '../../ui/Toast';
import { foldText } from '../support/supportFormat';
import {
  useAddCensoredWordsMutation,
  useCensoredWordsQuery,
  useRemoveCensoredWordMutation,
} from './adminApi';
import {
  adminErrorText,
  ConfirmDialog,
  EmptyState,
  Loading,
  Pagination,
  SearchBox,
  useLogFailure,
} from './adminBits';
import { adminLimits, adminTexts, plural, showingText } from './adminTexts';
import type { CensoredWord } from './adminTypes';

/** SPEC §5: non-blank; Enter submits. Several words may be separated by commas. */
function AddWordModal({ onClose }: { onClose: () => void }) {
  const toast = useToast();
  const id = useId();
  const [word, setWord] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [add, { isLoading }] = useAddCensoredWordsMutation();

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (isLoading) return;
    if (!word.trim()) {
      setError(adminTexts.wordRequired);
      return;
    }
    try {
      const result = await add([word.trim()]).unwrap();
      toast(result.message || adminTexts.wordAdded);
      onClose();
    } catch (err) {
      const { status, text } = adminErrorText(err, adminTexts.addWordFailed);
      if (status === 401) return;
      if (status === 422 || status === 409) setError(text);
      toast(text, 'error');
    }
  };

  return (
    <Modal
      open
      title="Adicionar Palavra"
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancelar
          </Button>
          <Button
            type="submit"
            form={`${id}-form`}
            loading={isLoading}
            loadingText="Adicionando..."
            disabled={!word.trim()}
          >
            Adicionar
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} className="form" onSubmit={(e) => void submit(e)} noValidate>
        <div className={error ? 'field field--invalid' : 'field'}>
          <label htmlFor={id} className="field__label">
            Palavra
          </label>
          <input
            id={id}
            className="input"
            value={word}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint ${id}-error`}
            onChange={(e) => {
              setWord(e.target.value);
              setError(null);
            }}
          />
          <p id={`${id}-hint`} className="field__hint">
            Separe várias palavras por vírgula. Use * como curinga (ex.: bob* também censura “bobagem”).
          </p>
          <p id={`${id}-error`} className="field__error" role={error ? 'alert' : undefined}>
            {error}
          </p>
        </div>
      </form>
    </Modal>
  );
}

/** SPEC §2 "Palavras Censuradas": search, add, a grid with Remover (confirmed), 20 per page. */
export function CensoredWordsTab() {
  const toast = useToast();
  const { data, isLoading, isFetching, isError, error, refetch } = useCensoredWordsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  useLogFailure(isError, 'palavras censuradas', error);
  const [remove, removing] = useRemoveCensoredWordMutation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [toRemove, setToRemove] = useState<CensoredWord | null>(null);

  const words = useMemo(() => data?.words ?? [], [data]);
  const visible = useMemo(() => {
    const q = foldText(search);
    return q ? words.filter((w) => foldText(w.word).includes(q)) : words;
  }, [words, search]);
  const per = adminLimits.wordsPerPage;
  const lastPage = Math.max(1, Math.ceil(visible.length / per));
  const current = Math.min(page, lastPage);
  const shown = visible.slice((current - 1) * per, current * per);

  const confirmRemove = async () => {
    if (!toRemove) return;
    try {
      const result = await remove(toRemove.word_id).unwrap();
      toast(result.message || adminTexts.wordRemoved);
    } catch (err) {
      const { status, text } = adminErrorText(err, adminTexts.removeWordFailed);
      if (status !== 401) toast(text, 'error');
    }
    setToRemove(null);
  };

  return (
    <section className="admin-section" aria-labelledby="admin-words-title">
      <div className="admin-section__head">
        <h2 id="admin-words-title" className="admin-section__title">
          Palavras Censuradas
        </h2>
        <p className="muted">{plural(words.length, 'palavra', 'palavras')}</p>
      </div>
      <div className="admin-toolbar">
        <SearchBox
          label="Buscar palavras"
          value={search}
          onChange={(v) => {
            setSearch(v);
            setPage(1);
          }}
        />
        <div className="admin-toolbar__actions">
          <Button onClick={() => setAdding(true)}>Adicionar Palavra</Button>
        </div>
      </div>
      {isLoading ? (
        <Loading label="Carregando palavras..." />
      ) : isError ? (
        <LoadError
          message={adminTexts.wordsLoadFailed}
          retrying={isFetching}
          onRetry={() => void refetch()}
        />
      ) : visible.length === 0 ? (
        <EmptyState
          title={words.length === 0 ? 'Nenhuma palavra censurada cadastrada.' : 'Nenhuma palavra encontrada.'}
        />
      ) : (
        <>
          <p className="admin-count" aria-live="polite">
            {showingText(
              (current - 1) * per + 1,
              (current - 1) * per + shown.length,
              visible.length,
              'palavras',
            )}
          </p>
          <ul className="admin-words" aria-label="Palavras censuradas">
            {shown.map((w) => (
              <li key={w.word_id} className="admin-word">
                <span className="admin-word__text">{w.word}</span>
                <Button variant="ghost" aria-label={`Remover ${w.word}`} onClick={() => setToRemove(w)}>
                  Remover
                </Button>
              </li>
            ))}
          </ul>
          {lastPage > 1 && (
            <Pagination page={current} lastPage={lastPage} onPage={setPage} label="Páginas de palavras" />
          )}
        </>
      )}
      {adding && <AddWordModal onClose={() => setAdding(false)} />}
      <ConfirmDialog
        open={toRemove !== null}
        title="Remover palavra"
        message={`Tem certeza que deseja remover a palavra "${toRemove?.word ?? ''}"?`}
        confirmLabel="Remover"
        busyLabel="Removendo..."
        busy={removing.isLoading}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setToRemove(null)}
      />
    </section>
  );
}
