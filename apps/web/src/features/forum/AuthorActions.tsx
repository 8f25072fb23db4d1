import type { Ref } from 'react';

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
      <button
        ref={editRef}
        type="button"
        className="link-button forum-author-actions__button"
        aria-label={`Editar ${what}`}
        onClick={onEdit}
      >
        Editar
      </button>
      <button
        type="button"
        className="link-button forum-author-actions__button forum-author-actions__button--danger"
        aria-label={`Excluir ${what}`}
        onClick={onDelete}
      >
        Excluir
      </button>
    </span>
  );
}
