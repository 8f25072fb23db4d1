import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';

/** Asks before the author deletes (an accessible dialog, not window.confirm). */
export function ConfirmDelete({
  title,
  question,
  busy,
  onConfirm,
  onCancel,
}: {
  title: string;
  question: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      open
      title={title}
      description={question}
      onClose={busy ? () => undefined : onCancel}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            Cancelar
          </Button>
          <Button variant="danger" loading={busy} loadingText="Excluindo..." onClick={onConfirm}>
            Excluir
          </Button>
        </>
      }
    >
      <p className="forum-confirm__note">Esta ação não pode ser desfeita.</p>
    </Modal>
  );
}
