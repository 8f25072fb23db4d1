import { useState } from 'react';
import { type FieldErrors, readApiError } from '../../api/errors';
import { useToast } from '../../ui/Toast';
import { useApproveIndicationMutation, useRejectIndicationMutation } from './adminApi';
import { adminErrorText } from './adminErrorText';
import { adminTexts } from './adminTexts';

/**
 * Approve and reject (with the admin's optional reason), with which one is running for which indication
 * (SPEC §2 busy labels). A refused reason comes back as field errors, for the dialog to show under its
 * field (one message per refusal); every other failure is a toast.
 */
export function useIndicationReview(onDone?: () => void) {
  const toast = useToast();
  const [approve] = useApproveIndicationMutation();
  const [reject] = useRejectIndicationMutation();
  const [busy, setBusy] = useState<{ id: string; action: 'approve' | 'reject' } | null>(null);
  const run = async (
    id: string,
    action: 'approve' | 'reject',
    reason?: string,
  ): Promise<FieldErrors | null> => {
    setBusy({ id, action });
    try {
      const result = await (action === 'approve' ? approve(id) : reject({ id, reason })).unwrap();
      toast(result.message || (action === 'approve' ? adminTexts.approved : adminTexts.rejected));
      onDone?.();
      return null;
    } catch (error) {
      const { errors } = readApiError(error);
      if (action === 'reject' && errors.reason) return errors;
      const { status, text } = adminErrorText(
        error,
        action === 'approve' ? adminTexts.approveFailed : adminTexts.rejectFailed,
      );
      if (status !== 401) toast(text, 'error');
      return null;
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}

export type IndicationReview = ReturnType<typeof useIndicationReview>;
