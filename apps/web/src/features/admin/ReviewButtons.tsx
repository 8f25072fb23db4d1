import { useState } from 'react';
import { Button } from '../../ui/Button';
import type { AdminIndication } from './adminTypes';
import { RejectDialog } from './RejectDialog';
import type { IndicationReview } from './useIndicationReview';

/** Aprovar and Rejeitar (after a confirmation, with an optional reason) for a pending indication; nothing otherwise. */
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
      {asking && (
        <RejectDialog
          name={indication.name}
          onReject={(reason) => run(indication.indication_id, 'reject', reason)}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}
