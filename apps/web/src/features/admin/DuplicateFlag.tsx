import { adminTexts } from './adminTexts';
import type { AdminIndication } from './adminTypes';
import { indicationStatusLabels } from './indicationStatusLabels';

/** 'Possível duplicata de …': another pending or approved indication of the same venue, city and week. */
export function DuplicateFlag({ indication }: { indication: AdminIndication }) {
  const of = indication.likely_duplicate_of;
  if (!of) return null;
  return (
    <p className="admin-flag tone-warning">
      {adminTexts.likelyDuplicateOf(of.name, indicationStatusLabels[of.status])}
    </p>
  );
}
