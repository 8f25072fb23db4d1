import type { ReactNode } from 'react';

type PageHeaderProps = {
  /** The page's one h1. */
  title: ReactNode;
  /** The line under the title that introduces the page. */
  lead?: ReactNode;
  /** Below the lead: a date, a note. */
  children?: ReactNode;
};

/** The head of a page: its title and the line that introduces it. */
export function PageHeader({ title, lead, children }: PageHeaderProps) {
  return (
    <header className="page__header">
      <h1 className="page__title">{title}</h1>
      {lead !== undefined && <p className="page__lead">{lead}</p>}
      {children}
    </header>
  );
}
