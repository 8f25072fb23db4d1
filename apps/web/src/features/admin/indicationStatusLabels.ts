import type { IndicationStatus } from './adminTypes';

export const indicationStatusLabels: Record<IndicationStatus, string> = {
  pending: 'Pendente',
  active: 'Aprovada',
  rejected: 'Rejeitada',
};
