import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { ContentAuthor } from './ContentAuthor';
import type { Editing } from './EditContentModal';

type ContentItemProps = {
  /** The post or comment, with which of the two it is. */
  entry: Editing;
  onEdit: (entry: Editing) => void;
  onDelete: (entry: Editing) => void;
  /** Actions before Editar (the post's comments). */
  children?: ReactNode;
};

/** A post or comment in the admin's forum dialogs: who wrote it and when, its text, Editar and Excluir. */
export function ContentItem({ entry, onEdit, onDelete, children }: ContentItemProps) {
  const { item } = entry;
  const what = `${entry.kind === 'post' ? 'post' : 'comentário'} de ${item.user_name}`;
  return (
    <li className="admin-item">
      <ContentAuthor content={item} />
      <p className="admin-item__content">{item.content}</p>
      <div className="admin-actions">
        {children}
        <Button variant="ghost" aria-label={`Editar ${what}`} onClick={() => onEdit(entry)}>
          Editar
        </Button>
        <Button variant="danger" aria-label={`Excluir ${what}`} onClick={() => onDelete(entry)}>
          Excluir
        </Button>
      </div>
    </li>
  );
}
