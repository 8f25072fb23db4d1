import type { ReactNode } from 'react';

/** One row of a venue's details (Endereço, Anfitrião…) in the forum's side card and the last encounter. */
export function ForumDetail({
  term,
  valueClassName,
  children,
}: {
  term: string;
  valueClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className="forum-details__row">
      <dt>{term}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
