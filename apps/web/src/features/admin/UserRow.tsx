import { Avatar } from '../../ui/Avatar';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { EmailText } from '../../ui/EmailText';
import { formatDate } from '../../ui/format';
import type { AdminUser } from './adminTypes';
import { BlockButton } from './BlockButton';
import { fullName } from './fullName';

/** A user in the Usuários table: photo, name (Administrador), e-mail, place, status, sign-up, actions. */
export function UserRow({ user, onDelete }: { user: AdminUser; onDelete: (user: AdminUser) => void }) {
  return (
    <tr>
      <td data-label="Foto">
        <Avatar photo={user.photo} name={fullName(user)} size="sm" />
      </td>
      <th scope="row" data-label="Nome" className="admin-table__name">
        {fullName(user)}
        {user.is_admin && <Badge tone="info">Administrador</Badge>}
      </th>
      <td data-label="E-mail" className="admin-table__email">
        <EmailText email={user.email} />
      </td>
      <td data-label="Cidade/Estado">
        {user.city}
        {user.state ? ` - ${user.state}` : ''}
      </td>
      <td data-label="Status">
        <Badge tone={user.blocked ? 'error' : 'success'}>{user.blocked ? 'Bloqueado' : 'Ativo'}</Badge>
      </td>
      <td data-label="Cadastro">{formatDate(user.created_at)}</td>
      <td data-label="Ações">
        {user.is_admin ? (
          <span className="muted">—</span>
        ) : (
          <div className="admin-actions">
            <BlockButton user={user} />
            <Button variant="danger" aria-label={`Excluir ${fullName(user)}`} onClick={() => onDelete(user)}>
              Excluir
            </Button>
          </div>
        )}
      </td>
    </tr>
  );
}
