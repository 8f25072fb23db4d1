import { Badge } from '../../ui/Badge';
import { indicationStatusTones } from '../home/venue';
import type { IndicationStatus } from './adminTypes';
import { indicationStatusLabels } from './indicationStatusLabels';

export function IndicationStatusBadge({ status }: { status: IndicationStatus }) {
  return <Badge tone={indicationStatusTones[status]}>{indicationStatusLabels[status]}</Badge>;
}
