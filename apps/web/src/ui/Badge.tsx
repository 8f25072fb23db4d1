import type { ReactNode } from 'react';
import type { Tone } from './tone';

/** A small pill with a state or a kind ('Respondido', 'Urgente', '1º lugar'), coloured by its tone. */
export function Badge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <span className={`badge tone-${tone}`}>{children}</span>;
}
