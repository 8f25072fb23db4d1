import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { useOwnGender } from '../hosting/useOwnGender';
import { homeMessages } from './venue';

type HostWarningDialogProps = {
  /** The meetup the person hosts, and the other winner they are about to say "Eu Vou!" to (none: closed). */
  meetups: { hosted: string; other: string } | null;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * Issue 28: a winner's host is warned before "Eu Vou!" on another winner takes their presence away
 * from their own meetup, and told how to come back.
 */
export function HostWarningDialog({ meetups, onConfirm, onCancel }: HostWarningDialogProps) {
  const gender = useOwnGender();
  return (
    <Modal
      open={meetups !== null}
      title={homeMessages.hostWarningTitle}
      onClose={onCancel}
      description={meetups && homeMessages.hostWarningText(gender, meetups.hosted, meetups.other)}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel}>
            Cancelar
          </Button>
          <Button onClick={onConfirm}>{homeMessages.hostWarningConfirm}</Button>
        </>
      }
    >
      {meetups && <p>{homeMessages.hostWarningUndo(meetups.hosted)}</p>}
    </Modal>
  );
}
