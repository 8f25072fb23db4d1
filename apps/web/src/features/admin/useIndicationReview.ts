import { useState } from 'react';
import { useToast } from '../../ui/Toast';
import { useApproveIndicationMutation, useRejectIndicationMutation } from './adminApi';
import { adminErrorText } from './adminErrorText';
import { adminTexts } from './adminTexts';

/** Approve and reject, with which one is running for which indication (SPEC §2 busy labels). */
export function useIndicationReview(onDone?: () => void) {
  const toast = useToast();
  const [approve] = useApproveIndicationMutation();
  const [reject] = useRejectIndicationMutation();
  const [busy, setBusy] = useState<{ id: string; action: 'approve' | 'reject' } | null>(null);
  const run = async (id: string, action: 'approve' | 'reject') => {
    setBusy({ id, action });
    try {
      const result = await (action === 'approve' ? approve(id) : reject(id)).unwrap();
      toast(result.message || (action === 'approve' ? adminTexts.approved : adminTexts.rejected));
      onDone?.();
    } catch (error) {
      const { status, text } = adminErrorText(
        error,
        action === 'approve' ? adminTexts.approveFailed : adminTexts.rejectFailed,
      );
      if (status !== 401) toast(text, 'error');
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}

export type IndicationReview = ReturnType<typeof useIndicationReview>;
