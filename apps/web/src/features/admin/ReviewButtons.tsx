import { useState } from 'react';
import { Button } from '../../ui/Button';
import { adminTexts } from './adminTexts';
import type { AdminIndication } from './adminTypes';
import { ConfirmDialog } from './ConfirmDialog';
import type { IndicationReview } from './useIndicationReview';

/** Aprovar and Rejeitar (after a confirmation) for a pending indication; nothing otherwise. */
export function ReviewButtons({
  indication,
  review,
}: {
  indication: AdminIndication;
  review: IndicationReview;
}) {
  const [asking, setAsking] = useState(false);
  if (indication.status !== 'pending') return null;
  const { busy, run } = review;
  const mine = busy?.id === indication.indication_id;
  return (
    <>
      <Button
        loading={mine && busy?.action === 'approve'}
        loadingText="Aprovando..."
        disabled={Boolean(busy)}
        aria-label={`Aprovar ${indication.name}`}
        onClick={() => void run(indication.indication_id, 'approve')}
      >
        Aprovar
      </Button>
      <Button
        variant="danger"
        loading={mine && busy?.action === 'reject'}
        loadingText="Rejeitando..."
        disabled={Boolean(busy)}
        aria-label={`Rejeitar ${indication.name}`}
        onClick={() => setAsking(true)}
      >
        Rejeitar
      </Button>
      {/* Rejecting cannot be undone: it asks first. */}
      <ConfirmDialog
        open={asking}
        title="Rejeitar indicação"
        message={adminTexts.confirmReject(indication.name)}
        confirmLabel="Rejeitar"
        busyLabel="Rejeitando..."
        busy={mine && busy?.action === 'reject'}
        onConfirm={() => void run(indication.indication_id, 'reject').finally(() => setAsking(false))}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
