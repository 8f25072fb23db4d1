import type { ReactNode } from 'react';

type AdminSectionProps = {
  /** Names the heading `admin-{id}-title`, which labels the section. */
  id: string;
  title: string;
  /** A line beside the heading: the count or the total. */
  summary?: ReactNode;
  /** The list is being fetched again (a filter, a page). */
  busy?: boolean;
  children: ReactNode;
};

/** One tab of the panel: a section named by its heading, with its toolbar, list and dialogs below. */
export function AdminSection({ id, title, summary, busy, children }: AdminSectionProps) {
  const titleId = `admin-${id}-title`;
  return (
    <section className="admin-section" aria-labelledby={titleId} aria-busy={busy}>
      <div className="admin-section__head">
        <h2 id={titleId} className="admin-section__title">
          {title}
        </h2>
        {summary !== undefined && <p className="muted">{summary}</p>}
      </div>
      {children}
    </section>
  );
}
