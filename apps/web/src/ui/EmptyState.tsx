import type { ReactNode } from 'react';
import './lists.css';

/** Nothing to list: says so, with an optional way out ('Ver todas as indicações'). */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="list-empty">
      <p className="list-empty__title">{title}</p>
      {children}
    </div>
  );
}
