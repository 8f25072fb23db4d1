import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { memoryTexts } from './memoryTexts';

type DeleteMemoryDialogProps = { open: boolean; busy: boolean; onConfirm: () => void; onCancel: () => void };

/** Asks before the author deletes their memory (an accessible dialog, not window.confirm). */
export function DeleteMemoryDialog({ open, busy, onConfirm, onCancel }: DeleteMemoryDialogProps) {
  return (
    <Modal
      open={open}
      title={memoryTexts.confirm}
      onClose={busy ? () => undefined : onCancel}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            Cancelar
          </Button>
          <Button variant="danger" loading={busy} loadingText={memoryTexts.removing} onClick={onConfirm}>
            {memoryTexts.remove}
          </Button>
        </>
      }
    >
      <p className="memory-confirm__note">{memoryTexts.confirmNote}</p>
    </Modal>
  );
}
