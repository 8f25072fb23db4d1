import { checkinTexts } from './checkinTexts';
import './checkin.css';

/** "Chegou": beside a confirmed person who checked in. */
export function ArrivedMark({ at }: { at: string | null }) {
  if (!at) return null;
  return (
    <span className="checkin-arrived">
      <span aria-hidden="true">✓ </span>
      {checkinTexts.arrived}
    </span>
  );
}
