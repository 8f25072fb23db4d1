import type { ForumResponse } from '@encontro/contracts';
import { Button } from '../../ui/Button';
import { LeaveMeetupButton } from './LeaveMeetupButton';
import { useMyAttendanceQuery } from './meetupApi';
import { meetupTexts } from './meetupTexts';
import { WaitlistArea } from './WaitlistArea';

type MyMeetupStatusProps = { forum: ForumResponse; confirming: boolean; onConfirm: () => void };

/** The forum's "Meu Status": confirmed (and "Não vou mais"), in line (an offer perhaps), or pending. */
export function MyMeetupStatus({ forum, confirming, onConfirm }: MyMeetupStatusProps) {
  const id = forum.forum_id;
  const { data } = useMyAttendanceQuery(id);
  const attendance = data?.attendance ?? null;
  // The host always has a seat: only a guest meets a full meetup.
  const full = !forum.is_host && forum.winner.seats_left === 0;

  if (attendance?.status === 'waitlisted')
    return (
      <>
        <p className="forum-status forum-status--pending">{meetupTexts.inLine}</p>
        <WaitlistArea meetupId={id} attendance={attendance} />
      </>
    );
  if (forum.user_confirmed)
    return (
      <>
        <p className="forum-status forum-status--confirmed">
          <span aria-hidden="true">✓ </span>Confirmado!
        </p>
        <LeaveMeetupButton meetupId={id} venue={forum.winner.name} isHost={forum.is_host} />
      </>
    );
  return (
    <>
      <p className="forum-status forum-status--pending">Pendente</p>
      <Button block onClick={onConfirm} loading={confirming} loadingText="Confirmando...">
        {full ? meetupTexts.joinWaitlist : 'Confirmar Presença'}
      </Button>
    </>
  );
}
