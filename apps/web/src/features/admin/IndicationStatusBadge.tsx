import type { IndicationStatus } from './adminTypes';
import { indicationStatusLabels } from './indicationStatusLabels';

export function IndicationStatusBadge({ status }: { status: IndicationStatus }) {
  return (
    <span className={`admin-badge admin-badge--indication-${status}`}>{indicationStatusLabels[status]}</span>
  );
}
