import { readApiError } from '../../api/errors';
import { useToast } from '../../ui/Toast';

/** Shows the server's reason for a failed edit or deletion (a 401 signs out elsewhere). */
export function useFailureToast() {
  const toast = useToast();
  return (error: unknown, fallback: string) => {
    const { status, message, errors } = readApiError(error);
    if (status !== 401) toast(errors.general?.[0] ?? message ?? fallback, 'error');
  };
}
