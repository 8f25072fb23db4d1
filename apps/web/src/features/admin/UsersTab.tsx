import { useEffect, useState } from 'react';
import { EmptyState } from '../../ui/EmptyState';
import { PagedList } from '../../ui/PagedList';
import { useGetStatesQuery } from '../locations/locationsApi';
import { useDeleteUserMutation, useUsersQuery } from './adminApi';
import { AdminSection } from './AdminSection';
import { adminLists, adminLimits, adminTexts, plural } from './adminTexts';
import type { AdminUser } from './adminTypes';
import { ConfirmDialog } from './ConfirmDialog';
import { FilterSelect } from './FilterSelect';
import { SearchBox } from './SearchBox';
import { useConfirmation } from './useConfirmation';
import { useDebounced } from './useDebounced';
import { useLogFailure } from './useLogFailure';
import { UserRow } from './UserRow';
import { useUserAction } from './useUserAction';

/** The search is asked for once typing pauses this long. */
const SEARCH_DEBOUNCE_MS = 300;
/** A fetch shorter than this shows no 'Buscando...': a quick answer does not flash it. */
const SEARCHING_SHOWN_AFTER_MS = 250;

/**
 * SPEC §2 "Users": the table with block/unblock and delete. The server searches name, surname, full
 * name and e-mail, filters by state and pages (a million people are never loaded at once); a new
 * search or state starts from the first page, and the rows shown stay until the next answer.
 */
export function UsersTab() {
  const [search, setSearch] = useState('');
  const [state, setState] = useState('');
  const searched = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const filterKey = `${state}|${searched}`;
  const [paging, setPaging] = useState({ key: filterKey, page: 1 });
  const page = paging.key === filterKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ key: filterKey, page: next });
  const query = useUsersQuery(
    { search: searched || undefined, state: state || undefined, page, per_page: adminLimits.usersPerPage },
    { refetchOnMountOrArgChange: true },
  );
  const { isFetching, isLoading, isError, error } = query;
  // The last answer stays on screen while the next loads; a failed answer for this search is an error
  // with its retry, not the previous search's rows (a failed refetch of the same one keeps them).
  const shown = isError ? query.currentData : query.data;
  const meta = shown?.meta;
  const searching = useDebounced(isFetching && !isLoading, SEARCHING_SHOWN_AFTER_MS) && isFetching;
  const { data: states = [] } = useGetStatesQuery();
  const runAction = useUserAction();
  const [deleteUser, deleting] = useDeleteUserMutation();
  const removal = useConfirmation((user: AdminUser) =>
    runAction(deleteUser(user.user_id), 'Falha ao excluir usuário'),
  );
  useLogFailure(isError, 'usuários', error);
  // A deletion can empty the last page: load the page that now is the last (no 'nobody found' meanwhile).
  const pastTheEnd = meta !== undefined && meta.page > meta.last_page;
  useEffect(() => {
    if (meta && pastTheEnd) setPaging({ key: filterKey, page: meta.last_page });
  }, [meta, pastTheEnd, filterKey]);

  return (
    <AdminSection
      id="users"
      title="Usuários"
      summary={
        <span role="status">
          {searching
            ? 'Buscando usuários...'
            : meta && !meta.total_exact
              ? `Mais de ${meta.total.toLocaleString('pt-BR')} usuários`
              : plural(meta?.total ?? 0, 'usuário', 'usuários')}
        </span>
      }
      busy={isFetching}
    >
      <div className="admin-toolbar">
        <SearchBox
          label="Buscar usuários"
          placeholder="Nome, sobrenome ou e-mail"
          value={search}
          onChange={setSearch}
        />
        <FilterSelect
          label="Estado"
          value={state}
          onChange={setState}
          options={[{ value: '', label: 'Todos os estados' }, ...states.map((s) => ({ value: s, label: s }))]}
        />
      </div>
      <PagedList
        query={{ ...query, data: shown, isLoading: isLoading || pastTheEnd }}
        texts={adminLists.users}
        items={shown?.data ?? []}
        paging={{ meta, onPage: setPage }}
        empty={<EmptyState title="Nenhum usuário encontrado" />}
      >
        {(shown) => (
          <table className="admin-table">
            <caption className="visually-hidden">Usuários cadastrados</caption>
            <thead>
              <tr>
                <th scope="col">Foto</th>
                <th scope="col">Nome</th>
                <th scope="col">E-mail</th>
                <th scope="col">Cidade/Estado</th>
                <th scope="col">Status</th>
                <th scope="col">Cadastro</th>
                <th scope="col">Ações</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((u) => (
                <UserRow key={u.user_id} user={u} onDelete={removal.ask} />
              ))}
            </tbody>
          </table>
        )}
      </PagedList>
      <ConfirmDialog
        {...removal.dialog}
        title="Excluir usuário"
        message={adminTexts.confirmDeleteUser}
        confirmLabel="Excluir"
        busyLabel="Excluindo..."
        busy={deleting.isLoading}
      />
    </AdminSection>
  );
}
