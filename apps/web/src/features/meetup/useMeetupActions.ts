import { readApiError } from '../../api/errors';
import { useToast } from '../../ui/Toast';
import { useAcceptSeatMutation, useLeaveMeetupMutation, useLeaveWaitlistMutation } from './meetupApi';
import { meetupTexts } from './meetupTexts';

/** Leaving a meetup or its line and taking an offered seat, with the toasts that answer them. */
export function useMeetupActions(meetupId: string) {
  const toast = useToast();
  const [leaveMeetup, leaveState] = useLeaveMeetupMutation();
  const [leaveWaitlist, waitlistState] = useLeaveWaitlistMutation();
  const [acceptSeat, acceptState] = useAcceptSeatMutation();

  /** Runs one call; true when it succeeded. The server's message says what happened (a hand-over, say). */
  const run = async (call: () => Promise<{ message?: string }>, done: string, failed: string) => {
    try {
      const result = await call();
      toast(result.message || done);
      return true;
    } catch (error) {
      const { status, message, errors } = readApiError(error);
      if (status !== 401) toast(errors.general?.[0] ?? message ?? failed, 'error');
      return false;
    }
  };

  return {
    leave: () => run(() => leaveMeetup({ id: meetupId }).unwrap(), meetupTexts.left, meetupTexts.leaveFailed),
    leaveWaitlist: () =>
      run(
        () => leaveWaitlist({ id: meetupId }).unwrap(),
        meetupTexts.leftWaitlist,
        meetupTexts.leaveWaitlistFailed,
      ),
    acceptSeat: () =>
      run(() => acceptSeat({ id: meetupId }).unwrap(), meetupTexts.seatAccepted, meetupTexts.acceptFailed),
    leaving: leaveState.isLoading,
    leavingWaitlist: waitlistState.isLoading,
    accepting: acceptState.isLoading,
  };
}
