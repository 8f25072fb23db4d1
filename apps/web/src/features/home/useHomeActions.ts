import type { Indication, User, Winner } from '@encontro/contracts';
import { indicationMessages } from '@encontro/contracts';
import { readApiError } from '../../api/errors';
import { useToast } from '../../ui/Toast';
import { useConfirmAttendanceMutation, useVoteMutation } from './homeApi';
import { homeMessages } from './venue';

/** Voting and confirming attendance, with the toasts that answer them. */
export function useHomeActions(user: User) {
  const toast = useToast();
  const [vote, voteState] = useVoteMutation();
  const [confirm, confirmState] = useConfirmAttendanceMutation();

  const toggleVote = async (indication: Indication) => {
    const remove = user.last_voted_indication_id === indication.indication_id;
    try {
      await vote({ id: indication.indication_id, city: user.city, remove }).unwrap();
      toast(remove ? indicationMessages.voteRemoved : indicationMessages.voted);
    } catch (error) {
      const { status, message, errors } = readApiError(error);
      if (status === 401) return;
      const fallback = remove ? homeMessages.removeVoteFailed : homeMessages.voteFailed;
      toast(errors.general?.[0] ?? message ?? fallback, 'error');
    }
  };

  const confirmAttendance = async (winner: Winner) => {
    try {
      const result = await confirm({ id: winner.indication_id, city: user.city }).unwrap();
      // A host's presence moved to their own meetup: the server's message says from where.
      toast(result.message || indicationMessages.attendanceConfirmed);
    } catch (error) {
      const { status, message, errors } = readApiError(error);
      if (status === 401) return;
      toast(errors.general?.[0] ?? message ?? homeMessages.confirmFailed, 'error');
    }
  };

  return {
    toggleVote,
    confirmAttendance,
    votingId: voteState.isLoading ? voteState.originalArgs?.id : undefined,
    confirmingId: confirmState.isLoading ? confirmState.originalArgs?.id : undefined,
  };
}
