import { AuthorActions } from './AuthorActions';
import type { AuthorControls } from './useAuthorControls';

type ContentActionsProps = {
  controls: AuthorControls;
  /** Who wrote it: names the Denunciar button. */
  author: string;
  mine: boolean;
  onReport: () => void;
};

/** Under a post or comment: Editar / Excluir for its author (not while editing), Denunciar for anyone else. */
export function ContentActions({ controls, author, mine, onReport }: ContentActionsProps) {
  const { what } = controls.texts;
  if (!mine)
    return (
      <button
        type="button"
        className="link-button forum-report"
        aria-label={`Denunciar ${what} de ${author}`}
        onClick={onReport}
      >
        Denunciar
      </button>
    );
  if (controls.editing) return null;
  return (
    <AuthorActions
      what={what}
      editRef={controls.editRef}
      onEdit={controls.startEditing}
      onDelete={controls.askDelete}
    />
  );
}
