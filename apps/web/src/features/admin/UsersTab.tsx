import { useMemo, useState } from 'react';
import { foldAccents } from '@encontro/contracts';
import { EmptyState } from '../../ui/EmptyState';
import { PagedList } from '../../ui/PagedList';
import { useGetStatesQuery } from '../locations/locationsApi';
import { useDeleteUserMutation, useUsersQuery } from './adminApi';
import { AdminSection } from './AdminSection';
import { adminLists, adminLimits, adminTexts, plural } from './adminTexts';
import type { AdminUser } from './adminTypes';
import { ConfirmDialog } from './ConfirmDialog';
import { FilterSelect } from './FilterSelect';
import { fullName } from './fullName';
import { SearchBox } from './SearchBox';
import { useConfirmation } from './useConfirmation';
import { useListPage } from './useListPage';
import { useLogFailure } from './useLogFailure';
import { UserRow } from './UserRow';
import { useUserAction } from './useUserAction';

/** SPEC §2: search over name, surname and e-mail, on the loaded list. */
function matches(user: AdminUser, query: string, state: string): boolean {
  if (state && user.state !== state) return false;
  if (!query) return true;
  return [user.name, user.surname, fullName(user), user.email].some((v) => foldAccents(v).includes(query));
}

/** SPEC §2 "Users": table of every user with block/unblock and delete. */
export function UsersTab() {
  const query = useUsersQuery(undefined, { refetchOnMountOrArgChange: true });
  const { data, isError, error } = query;
  const { data: states = [] } = useGetStatesQuery();
  const runAction = useUserAction();
  const [deleteUser, deleting] = useDeleteUserMutation();
  const removal = useConfirmation((user: AdminUser) =>
    runAction(deleteUser(user.user_id), 'Falha ao excluir usuário'),
  );
  const [search, setSearch] = useState('');
  const [state, setState] = useState('');
  const { page, setPage, firstPageOf } = useListPage();
  useLogFailure(isError, 'usuários', error);

  const users = useMemo(() => data?.data ?? [], [data]);
  const visible = useMemo(() => {
    const q = foldAccents(search);
    return users.filter((u) => matches(u, q, state));
  }, [users, search, state]);

  return (
    <AdminSection id="users" title="Usuários" summary={plural(visible.length, 'usuário', 'usuários')}>
      <div className="admin-toolbar">
        <SearchBox
          label="Buscar usuários"
          placeholder="Nome, sobrenome ou e-mail"
          value={search}
          onChange={firstPageOf(setSearch)}
        />
        <FilterSelect
          label="Estado"
          value={state}
          onChange={firstPageOf(setState)}
          options={[{ value: '', label: 'Todos os estados' }, ...states.map((s) => ({ value: s, label: s }))]}
        />
      </div>
      <PagedList
        query={query}
        texts={adminLists.users}
        items={visible}
        paging={{ page, perPage: adminLimits.usersPerPage, onPage: setPage }}
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
