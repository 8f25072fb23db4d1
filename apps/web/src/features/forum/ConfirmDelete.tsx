import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import type { AuthorControls } from './useAuthorControls';

/** Asks before the author deletes (an accessible dialog, not window.confirm); shown once Excluir was pressed. */
export function ConfirmDelete({ controls, busy }: { controls: AuthorControls; busy: boolean }) {
  if (!controls.confirming) return null;
  const { cancelDelete } = controls;
  return (
    <Modal
      open
      title={`Excluir ${controls.texts.what}`}
      description={controls.texts.confirm}
      onClose={busy ? () => undefined : cancelDelete}
      footer={
        <>
          <Button variant="ghost" onClick={cancelDelete} disabled={busy}>
            Cancelar
          </Button>
          <Button variant="danger" loading={busy} loadingText="Excluindo..." onClick={controls.confirmDelete}>
            Excluir
          </Button>
        </>
      }
    >
      <p className="forum-confirm__note">Esta ação não pode ser desfeita.</p>
    </Modal>
  );
}
