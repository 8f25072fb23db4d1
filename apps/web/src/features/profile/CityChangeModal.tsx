import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { profileMessages } from './profileMessages';

/** Asks before a city change is saved (it may be refused while the week has activity there). */
export function CityChangeModal({
  open,
  from,
  to,
  onClose,
  onConfirm,
}: {
  open: boolean;
  from: string;
  to: string | undefined;
  onClose: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal
      open={open}
      title="Confirmar mudança de cidade"
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={onConfirm}>Confirmar e salvar</Button>
        </>
      }
    >
      <p>
        Você está mudando de <strong>{from}</strong> para <strong>{to}</strong>.
      </p>
      <p>{profileMessages.cityWarning}</p>
    </Modal>
  );
}
