import type { Ref } from 'react';
import { AuthorActionButton } from './AuthorActionButton';

/** Editar / Excluir on the author's own post or comment; the names say which item. */
export function AuthorActions({
  what,
  onEdit,
  onDelete,
  editRef,
}: {
  what: 'postagem' | 'comentário';
  onEdit: () => void;
  onDelete: () => void;
  editRef: Ref<HTMLButtonElement>;
}) {
  return (
    <span className="forum-author-actions">
      <AuthorActionButton action="Editar" what={what} onClick={onEdit} buttonRef={editRef} />
      <AuthorActionButton action="Excluir" what={what} onClick={onDelete} />
    </span>
  );
}
