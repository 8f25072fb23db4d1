import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { useOwnGender } from '../hosting/useOwnGender';
import type { LeaveMeetupProps } from './LeaveMeetupButton';
import { meetupTexts } from './meetupTexts';
import { useMeetupActions } from './useMeetupActions';

/** Asks before "Não vou mais" frees the seat; the host reads that the meetup is handed over. */
export function LeaveMeetupDialog({
  meetupId,
  venue,
  isHost,
  onClose,
}: LeaveMeetupProps & { onClose: () => void }) {
  const gender = useOwnGender();
  const actions = useMeetupActions(meetupId);
  const leave = async () => {
    if (await actions.leave()) onClose();
  };
  return (
    <Modal
      open
      title={meetupTexts.leaveTitle}
      onClose={onClose}
      description={isHost ? meetupTexts.leaveHostText(venue, gender) : meetupTexts.leaveText(venue)}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {meetupTexts.keepGoing}
          </Button>
          <Button
            variant="danger"
            onClick={() => void leave()}
            loading={actions.leaving}
            loadingText={meetupTexts.leaving}
          >
            {meetupTexts.leaveConfirm}
          </Button>
        </>
      }
    >
      <p>{meetupTexts.afterLeaving}</p>
    </Modal>
  );
}
