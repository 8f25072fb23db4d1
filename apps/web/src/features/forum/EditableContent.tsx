import { ContentForm } from './ContentForm';
import type { ContentBody } from './forumApi';
import type { AuthorControls } from './useAuthorControls';

type EditableContentProps = {
  controls: AuthorControls;
  content: string;
  /** The text's class when it is shown. */
  className: string;
  rows?: number;
  /** Sends the edited text; rejects with the RTK Query error. */
  onSave: (body: ContentBody) => Promise<unknown>;
};

/** A post's or comment's text, replaced by its edit form (Salvar / Cancelar) while the author edits it. */
export function EditableContent({ controls, content, className, rows, onSave }: EditableContentProps) {
  if (!controls.editing) return <p className={className}>{content}</p>;
  return (
    <ContentForm
      label={`Editar ${controls.texts.what}`}
      submitLabel="Salvar"
      busyLabel="Salvando..."
      failure={controls.texts.updateFailed}
      rows={rows}
      initialContent={content}
      onCancel={controls.stopEditing}
      onSubmit={controls.saveWith(onSave)}
    />
  );
}
