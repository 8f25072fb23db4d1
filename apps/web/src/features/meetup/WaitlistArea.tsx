import type { MyAttendance } from '@encontro/contracts';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../ui/Button';
import { useOwnGender } from '../hosting/useOwnGender';
import { seatsMoved } from './meetupApi';
import { meetupTexts, waitlistPosition } from './meetupTexts';
import { OfferBanner } from './OfferBanner';
import { useMeetupActions } from './useMeetupActions';
import './meetup.css';

type WaitlistAreaProps = { meetupId: string; attendance: MyAttendance };

/** The person in line: their position (announced as it changes), a seat offered to them, "Sair da lista". */
export function WaitlistArea({ meetupId, attendance }: WaitlistAreaProps) {
  const gender = useOwnGender();
  const dispatch = useAppDispatch();
  const actions = useMeetupActions(meetupId);
  const offer = attendance.offer_expires_at;
  return (
    <div className="meetup-line">
      {offer && (
        <OfferBanner
          expiresAt={offer}
          accepting={actions.accepting}
          onAccept={() => void actions.acceptSeat()}
          onExpired={() => dispatch(seatsMoved(meetupId))}
        />
      )}
      <p className="meetup-line__position" role="status" aria-live="polite">
        {attendance.position !== null ? waitlistPosition(attendance.position, gender) : null}
      </p>
      <Button
        variant="ghost"
        onClick={() => void actions.leaveWaitlist()}
        loading={actions.leavingWaitlist}
        loadingText={meetupTexts.leavingWaitlist}
      >
        {meetupTexts.leaveWaitlist}
      </Button>
    </div>
  );
}
