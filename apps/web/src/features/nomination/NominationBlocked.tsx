import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { PageLoader } from '../../ui/PageLoader';

/** The nomination modal while whether one may nominate is found out, or saying why one may not. */
export function NominationBlocked({
  checking,
  blockedReason,
  onClose,
}: {
  checking: boolean;
  blockedReason: string | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open
      title="Indicar Local"
      onClose={onClose}
      footer={
        !checking && (
          <Button variant="secondary" onClick={onClose}>
            Entendi
          </Button>
        )
      }
    >
      {checking ? (
        <PageLoader text="Carregando..." />
      ) : (
        <Alert kind="info">
          <p>{blockedReason}</p>
        </Alert>
      )}
    </Modal>
  );
}
