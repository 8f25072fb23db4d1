import { useState } from 'react';
import { integrityMessages, type IntegrityCluster } from '@encontro/contracts';
import { useAppDispatch } from '../../app/hooks';
import { useToast } from '../../ui/Toast';
import { useToggleUserBlockMutation } from './adminApi';
import { adminErrorText } from './adminErrorText';
import { integrityApi, useQuarantineClusterMutation, useReleaseClusterMutation } from './integrityApi';
import { integrityTexts } from './integrityTexts';

export type ClusterAction = 'quarantine' | 'release' | 'block';

/**
 * The review of one cluster: quarantine and release (the server's message in a toast), and the block of
 * its accounts not yet blocked, one toggle-block each, said in one toast. A 401 is the session's end,
 * handled by the API slice: no toast.
 */
export function useClusterActions(cluster: IntegrityCluster) {
  const toast = useToast();
  const dispatch = useAppDispatch();
  const [quarantine] = useQuarantineClusterMutation();
  const [release] = useReleaseClusterMutation();
  const [toggleBlock] = useToggleUserBlockMutation();
  const [busy, setBusy] = useState<ClusterAction | null>(null);

  const failed = (error: unknown, fallback: string) => {
    const { status, text } = adminErrorText(error, fallback);
    if (status !== 401) toast(text, 'error');
  };

  const review = async (action: 'quarantine' | 'release') => {
    setBusy(action);
    try {
      const call = action === 'quarantine' ? quarantine : release;
      const result = await call(cluster.cluster_id).unwrap();
      toast(
        result.message ||
          (action === 'quarantine' ? integrityMessages.quarantined : integrityMessages.released),
      );
    } catch (error) {
      failed(error, action === 'quarantine' ? integrityTexts.quarantineFailed : integrityTexts.releaseFailed);
    } finally {
      setBusy(null);
    }
  };

  const block = async (userIds: readonly string[]) => {
    setBusy('block');
    let blocked = 0;
    let lastMessage = '';
    let failure: unknown;
    for (const id of userIds) {
      try {
        lastMessage = (await toggleBlock(id).unwrap()).message;
        blocked += 1;
      } catch (error) {
        failure ??= error;
        if (adminErrorText(error, '').status === 401) break;
      }
    }
    if (blocked > 0) toast(blocked === 1 && lastMessage ? lastMessage : integrityTexts.blocked(blocked));
    if (failure !== undefined) failed(failure, integrityTexts.blockFailed);
    // Blocked accounts may change what the server holds: the list is read again.
    dispatch(integrityApi.util.invalidateTags(['Integrity']));
    setBusy(null);
  };

  return {
    busy,
    quarantine: () => review('quarantine'),
    release: () => review('release'),
    block,
  };
}
