import { useMemo, useState } from 'react';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { PagedList } from '../../ui/PagedList';
import { SelectField } from '../../ui/SelectField';
import { useToast } from '../../ui/Toast';
import { formatDate } from '../../ui/format';
import { useGetStatesQuery } from '../locations/locationsApi';
import { foldText } from '../support/supportFormat';
import { useDeleteUserMutation, useToggleUserBlockMutation, useUsersQuery } from './adminApi';
import { adminLimits, adminTexts, plural } from './adminTexts';
import type { AdminUser } from './adminTypes';
import { ConfirmDialog } from './ConfirmDialog';
import { SearchBox } from './SearchBox';
import { useLogFailure } from './useLogFailure';

const fullName = (u: AdminUser) => `${u.name} ${u.surname}`.trim();

/** SPEC §2: search over name, surname and e-mail, on the loaded list. */
function matches(user: AdminUser, query: string, state: string): boolean {
  if (state && user.state !== state) return false;
  if (!query) return true;
  return [user.name, user.surname, fullName(user), user.email].some((v) => foldText(v).includes(query));
}

/** Bloquear asks first (it ends the person's session at once); Desbloquear does not. */
function BlockButton({ user }: { user: AdminUser }) {
  const toast = useToast();
  const [toggle, { isLoading }] = useToggleUserBlockMutation();
  const [asking, setAsking] = useState(false);
  const run = async () => {
    try {
      const result = await toggle(user.user_id).unwrap();
      if (result.message) toast(result.message);
    } catch (error) {
      // SPEC §8: block failures are silent.
      console.error('Falha ao bloquear/desbloquear usuário', error);
    }
    setAsking(false);
  };
  return (
    <>
      <Button
        variant="secondary"
        loading={isLoading && !asking}
        loadingText={user.blocked ? 'Desbloqueando...' : 'Bloqueando...'}
        aria-label={`${user.blocked ? 'Desbloquear' : 'Bloquear'} ${fullName(user)}`}
        onClick={() => (user.blocked ? void run() : setAsking(true))}
      >
        {user.blocked ? 'Desbloquear' : 'Bloquear'}
      </Button>
      <ConfirmDialog
        open={asking}
        title="Bloquear usuário"
        message={adminTexts.confirmBlockUser(fullName(user))}
        confirmLabel="Bloquear"
        busyLabel="Bloqueando..."
        busy={isLoading}
        onConfirm={() => void run()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

/** SPEC §2 "Users": table of every user with block/unblock and delete. */
export function UsersTab() {
  const toast = useToast();
  const query = useUsersQuery(undefined, { refetchOnMountOrArgChange: true });
  const { data, isError, error } = query;
  const { data: states = [] } = useGetStatesQuery();
  const [deleteUser, deleting] = useDeleteUserMutation();
  const [search, setSearch] = useState('');
  const [state, setState] = useState('');
  const [page, setPage] = useState(1);
  const [toDelete, setToDelete] = useState<AdminUser | null>(null);
  useLogFailure(isError, 'usuários', error);

  const users = useMemo(() => data?.data ?? [], [data]);
  const visible = useMemo(() => {
    const q = foldText(search);
    return users.filter((u) => matches(u, q, state));
  }, [users, search, state]);

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      const result = await deleteUser(toDelete.user_id).unwrap();
      if (result.message) toast(result.message);
    } catch (err) {
      // SPEC §8: delete failures are silent.
      console.error('Falha ao excluir usuário', err);
    }
    setToDelete(null);
  };

  return (
    <section className="admin-section" aria-labelledby="admin-users-title">
      <div className="admin-section__head">
        <h2 id="admin-users-title" className="admin-section__title">
          Usuários
        </h2>
        <p className="muted">{plural(visible.length, 'usuário', 'usuários')}</p>
      </div>
      <div className="admin-toolbar">
        <SearchBox
          label="Buscar usuários"
          placeholder="Nome, sobrenome ou e-mail"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <SelectField
          fieldClassName="admin-filter"
          label="Estado"
          value={state}
          onChange={(value) => {
            setState(value);
            setPage(1);
          }}
          options={[{ value: '', label: 'Todos os estados' }, ...states.map((s) => ({ value: s, label: s }))]}
        />
      </div>
      <PagedList
        query={query}
        loadingLabel="Carregando usuários..."
        errorMessage={adminTexts.usersLoadFailed}
        items={visible}
        paging={{ page, perPage: adminLimits.usersPerPage, onPage: setPage }}
        pagesLabel="Páginas de usuários"
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
                <tr key={u.user_id}>
                  <td data-label="Foto">
                    <Avatar photo={u.photo} name={fullName(u)} size="sm" />
                  </td>
                  <th scope="row" data-label="Nome" className="admin-table__name">
                    {fullName(u)}
                    {u.is_admin && <span className="admin-badge admin-badge--admin">Administrador</span>}
                  </th>
                  <td data-label="E-mail" className="admin-table__email">
                    {u.email}
                  </td>
                  <td data-label="Cidade/Estado">
                    {u.city}
                    {u.state ? ` - ${u.state}` : ''}
                  </td>
                  <td data-label="Status">
                    <span
                      className={
                        u.blocked ? 'admin-badge admin-badge--blocked' : 'admin-badge admin-badge--active'
                      }
                    >
                      {u.blocked ? 'Bloqueado' : 'Ativo'}
                    </span>
                  </td>
                  <td data-label="Cadastro">{formatDate(u.created_at)}</td>
                  <td data-label="Ações">
                    {u.is_admin ? (
                      <span className="muted">—</span>
                    ) : (
                      <div className="admin-actions">
                        <BlockButton user={u} />
                        <Button
                          variant="danger"
                          aria-label={`Excluir ${fullName(u)}`}
                          onClick={() => setToDelete(u)}
                        >
                          Excluir
                        </Button>
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </PagedList>
      <ConfirmDialog
        open={toDelete !== null}
        title="Excluir usuário"
        message={adminTexts.confirmDeleteUser}
        confirmLabel="Excluir"
        busyLabel="Excluindo..."
        busy={deleting.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
