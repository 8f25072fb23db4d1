import { useState } from 'react';
import { useToast } from '../../ui/Toast';
import { useDeleteReportedContentMutation, useResolveReportMutation } from './adminApi';
import { adminErrorText } from './adminErrorText';
import { adminTexts } from './adminTexts';
import type { Report } from './adminTypes';

/** Resolver and Excluir Conteúdo, only while the report is open (SPEC §4). */
export function useReportActions() {
  const toast = useToast();
  const [resolve] = useResolveReportMutation();
  const [deleteContent] = useDeleteReportedContentMutation();
  const [busy, setBusy] = useState<{ id: string; action: 'resolve' | 'delete' } | null>(null);
  const [confirming, setConfirming] = useState<Report | null>(null);

  const run = async (id: string, action: 'resolve' | 'delete') => {
    setBusy({ id, action });
    try {
      const result = await (action === 'resolve' ? resolve(id) : deleteContent(id)).unwrap();
      toast(
        result.message ||
          (action === 'resolve' ? adminTexts.reportResolved : adminTexts.reportContentDeleted),
      );
      return true;
    } catch (error) {
      const { status, text } = adminErrorText(
        error,
        action === 'resolve' ? adminTexts.resolveFailed : adminTexts.deleteContentFailed,
      );
      if (status !== 401) toast(text, 'error');
      return false;
    } finally {
      setBusy(null);
    }
  };
  return { busy, run, confirming, setConfirming };
}

export type ReportActions = ReturnType<typeof useReportActions>;
