import { useEffect } from 'react';
import { useToast } from '../../ui/Toast';

/** A list that could not load also says so in a red toast (its retry stays in the list's place). */
export function useLoadFailureToast(failed: boolean, message: string) {
  const toast = useToast();
  useEffect(() => {
    if (failed) toast(message, 'error');
  }, [failed, message, toast]);
}
